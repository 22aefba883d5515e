import { useMutation } from "@tanstack/react-query";
import BellOffIcon from "lucide-react/icons/bell-off";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import MailWarningIcon from "lucide-react/icons/mail-warning";
import { useTranslations } from "use-intl";
import { Link, useSearch } from "wouter";
import { Button } from "#web/components/ui/button";
import { errorMessageFrom } from "#web/lib/api-errors";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { unsubscribe } from "./api/account";
import { AccountPanel } from "./components/account-panel";

/**
 * /unsubscribe?token=…: the link in every reminder and action notice. One button, so that a mail
 * scanner that opens links cannot unsubscribe anyone; the token is the only proof needed.
 */
export function UnsubscribePage() {
  const t = useTranslations("account.unsubscribe");
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const stop = useMutation({ mutationFn: unsubscribe });

  if (stop.isSuccess) {
    return (
      <AccountPanel
        icon={<CircleCheckIcon className="size-6" />}
        tone="success"
        title={t("doneTitle")}
        description={stop.data.message}
      >
        <Button asChild variant="primary" size="lg" className="w-full">
          <Link href={paths.dashboard("notifications")}>{t("settings")}</Link>
        </Button>
      </AccountPanel>
    );
  }

  if (!token || stop.isError) {
    return (
      <AccountPanel
        icon={<MailWarningIcon className="size-6" />}
        tone="danger"
        title={t("brokenTitle")}
        description={stop.isError ? errorMessageFrom(stop.error, t("brokenFallback")) : t("noToken")}
      >
        <Button asChild variant="primary" size="lg" className="w-full">
          <Link href={paths.dashboard("notifications")}>{t("settings")}</Link>
        </Button>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel icon={<BellOffIcon className="size-6" />} title={t("title")} description={t("description")}>
      <Button
        variant="primary"
        size="lg"
        className="w-full"
        disabled={stop.isPending}
        onClick={() => stop.mutate(token)}
      >
        {stop.isPending ? t("unsubscribing") : t("submit")}
      </Button>
    </AccountPanel>
  );
}
