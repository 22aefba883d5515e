import { useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import type { UserPledge } from "#web/entities/pledges/user-pledges";
import { useWithdrawPledge } from "#web/entities/pledges/withdraw-pledge";

/**
 * "Withdraw pledge" under a pledge on the dashboard, asked once more in a dialog before it goes.
 * The dialog closes whatever the outcome: a modal hides the page, its toast included, from screen
 * readers, and the toast says what happened.
 */
export function WithdrawPledgeDialog({ pledge }: { pledge: UserPledge }) {
  const t = useTranslations("dashboard.withdraw");
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawPledge();
  const name = pledge.legislator.fullName;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" className="mt-2 px-0 text-slate-600 underline underline-offset-4">
          {t.rich("trigger", { name, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
        </Button>
      }
      title={t("title", { name })}
      description={t("description", { name })}
      cancelLabel={t("keep")}
      confirmLabel={t("confirm")}
      pendingLabel={t("pending")}
      pending={withdraw.isPending}
      confirmVariant="destructive"
      onConfirm={() => withdraw.mutate(pledge, { onSettled: () => setOpen(false) })}
    />
  );
}
