import { useState } from "react";
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
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawPledge();
  const name = pledge.legislator.fullName;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" className="mt-2 px-0 text-slate-600 underline underline-offset-4">
          Withdraw pledge<span className="sr-only"> to {name}</span>
        </Button>
      }
      title={`Withdraw your pledge to ${name}?`}
      description={`Your pledge will no longer count toward ${name}'s totals, and we will not write to you about what they do. Messages we have already sent stay sent. You can pledge again at any time.`}
      cancelLabel="Keep my pledge"
      confirmLabel="Withdraw pledge"
      pendingLabel="Withdrawing..."
      pending={withdraw.isPending}
      confirmVariant="destructive"
      onConfirm={() => withdraw.mutate(pledge, { onSettled: () => setOpen(false) })}
    />
  );
}
