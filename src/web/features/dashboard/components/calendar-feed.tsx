import { useMutation, useQueryClient } from "@tanstack/react-query";
import CalendarSyncIcon from "lucide-react/icons/calendar-sync";
import { useId } from "react";
import { useTranslations } from "use-intl";
import { Button } from "#web/components/ui/button";
import { CopyButton } from "#web/components/ui/copy-button";
import { Input } from "#web/components/ui/input";
import { toast } from "#web/components/ui/use-toast";
import { engagementKeys, recordEngagement } from "#web/entities/engagement/engagement";
import { errorMessageFrom } from "#web/lib/api-errors";
import { createCalendarFeed, revokeCalendarFeed } from "../api/reminders";

/** The feed's address for calendar apps: the same URL with the webcal scheme, which they subscribe to. */
function webcalUrl(url: string): string {
  return url.replace(/^https?:/, "webcal:");
}

/**
 * "Subscribe in your calendar": a secret, revocable feed of the voter's exact dates. The server
 * keeps only a hash of it, so the link is shown once, when made; a new one replaces the old.
 */
export function CalendarFeed() {
  const t = useTranslations("dashboard");
  const id = useId();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => {
      revoke.reset();
      recordEngagement(["hasCalendarReminders"])
        .then((engagement) => queryClient.setQueryData(engagementKeys.mine, engagement))
        .catch((error) => console.error("Could not record engagement", error));
    },
    onError: (error) =>
      toast({
        title: t("calendarFeed.makeFailed"),
        description: errorMessageFrom(error, t("common.tryAgain")),
        variant: "destructive",
      }),
  });
  const revoke = useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => {
      create.reset();
      toast({ title: t("calendarFeed.revoked"), description: t("calendarFeed.revokedDetail") });
    },
    onError: (error) =>
      toast({
        title: t("calendarFeed.revokeFailed"),
        description: errorMessageFrom(error, t("common.tryAgain")),
        variant: "destructive",
      }),
  });
  const url = create.data;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 p-4">
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-slate-900">
        <CalendarSyncIcon aria-hidden="true" className="size-5 text-brand-600" />
        {t("calendarFeed.subscribe")}
      </h3>
      <p className="mt-1 text-sm leading-6 text-slate-600">{t("calendarFeed.explanation")}</p>
      {url ? (
        <div className="mt-3 space-y-3">
          <Button asChild variant="primary" size="sm">
            <a href={webcalUrl(url)}>{t("calendarFeed.subscribe")}</a>
          </Button>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <label htmlFor={`${id}-url`} className="sr-only">
              {t("calendarFeed.urlLabel")}
            </label>
            <Input
              id={`${id}-url`}
              readOnly
              value={url}
              className="font-mono text-xs"
              onFocus={(e) => e.target.select()}
            />
            <CopyButton text={url} label={t("calendarFeed.copy")} />
          </div>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant={url ? "outline" : "primary"}
          size="sm"
          onClick={() => create.mutate()}
          disabled={create.isPending}
        >
          {create.isPending
            ? t("calendarFeed.making")
            : url
              ? t("calendarFeed.newLink")
              : t("calendarFeed.getLink")}
        </Button>
        <Button variant="outline" size="sm" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
          {revoke.isPending ? t("calendarFeed.revoking") : t("calendarFeed.revoke")}
        </Button>
      </div>
    </section>
  );
}
