import { useMutation } from "@tanstack/react-query";
import BellOffIcon from "lucide-react/icons/bell-off";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import MailWarningIcon from "lucide-react/icons/mail-warning";
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
  usePageMeta({ title: "Unsubscribe", description: "Stop reminders and action notices by e-mail." });
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const stop = useMutation({ mutationFn: unsubscribe });

  if (stop.isSuccess) {
    return (
      <AccountPanel
        icon={<CircleCheckIcon className="size-6" />}
        tone="success"
        title="You are unsubscribed"
        description={stop.data.message}
      >
        <Button asChild variant="primary" size="lg" className="w-full">
          <Link href={paths.dashboard("notifications")}>Reminder settings</Link>
        </Button>
      </AccountPanel>
    );
  }

  if (!token || stop.isError) {
    return (
      <AccountPanel
        icon={<MailWarningIcon className="size-6" />}
        tone="danger"
        title="This unsubscribe link does not work"
        description={
          stop.isError
            ? errorMessageFrom(stop.error, "This unsubscribe link is invalid or has already been used")
            : "The link has no token. Use the whole link from the e-mail, or change your settings on your dashboard."
        }
      >
        <Button asChild variant="primary" size="lg" className="w-full">
          <Link href={paths.dashboard("notifications")}>Reminder settings</Link>
        </Button>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel
      icon={<BellOffIcon className="size-6" />}
      title="Stop reminders and action notices?"
      description="You will no longer receive primary reminders or the notices we send when a legislator you pledged to acts. Mail about your account (password resets, address checks) still reaches you."
    >
      <Button
        variant="primary"
        size="lg"
        className="w-full"
        disabled={stop.isPending}
        onClick={() => stop.mutate(token)}
      >
        {stop.isPending ? "Unsubscribing..." : "Unsubscribe"}
      </Button>
    </AccountPanel>
  );
}
