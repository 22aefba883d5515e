import { useMutation, useQueryClient } from "@tanstack/react-query";
import CalendarSyncIcon from "lucide-react/icons/calendar-sync";
import { useId } from "react";
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
        title: "Could not make your calendar link",
        description: errorMessageFrom(error, "Please try again."),
        variant: "destructive",
      }),
  });
  const revoke = useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => {
      create.reset();
      toast({ title: "Calendar link revoked", description: "Calendars subscribed to it get no more dates." });
    },
    onError: (error) =>
      toast({
        title: "Could not revoke your calendar link",
        description: errorMessageFrom(error, "Please try again."),
        variant: "destructive",
      }),
  });
  const url = create.data;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 p-4">
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-slate-900">
        <CalendarSyncIcon aria-hidden="true" className="size-5 text-brand-600" />
        Subscribe in your calendar
      </h3>
      <p className="mt-1 text-sm leading-6 text-slate-600">
        A private calendar link with your state's registration deadline, primary and runoff, and those of the
        legislators you pledged to, as soon as the dates are announced. Your calendar app checks it for new
        and changed dates. Anyone with the link can see these dates, so keep it to yourself; a new link or
        revoking stops the old one.
      </p>
      {url ? (
        <div className="mt-3 space-y-3">
          <Button asChild variant="primary" size="sm">
            <a href={webcalUrl(url)}>Subscribe in your calendar</a>
          </Button>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <label htmlFor={`${id}-url`} className="sr-only">
              Your calendar link
            </label>
            <Input
              id={`${id}-url`}
              readOnly
              value={url}
              className="font-mono text-xs"
              onFocus={(e) => e.target.select()}
            />
            <CopyButton text={url} label="Copy link" />
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
          {create.isPending ? "Making your link..." : url ? "Get a new link" : "Get my calendar link"}
        </Button>
        <Button variant="outline" size="sm" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
          {revoke.isPending ? "Revoking..." : "Revoke my calendar link"}
        </Button>
      </div>
    </section>
  );
}
