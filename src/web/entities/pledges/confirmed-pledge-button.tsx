import { useState } from "react";
import type { Legislator } from "#shared/legislator";
import { seatName } from "#shared/legislator-label";
import { constituencyStanding } from "#shared/rules/constituency";
import { Alert, AlertDescription } from "#web/components/ui/alert";
import { Button, type ButtonStyle } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { useCurrentUser } from "../session/current-user";
import { useCreatePledge } from "./create-pledge";
import { type PledgeLegislator, PledgeText } from "./pledge-text";

export type ConfirmedPledgeLegislator = PledgeLegislator & Pick<Legislator, "id" | "districtCode">;

interface ConfirmedPledgeButtonProps extends ButtonStyle {
  legislator: ConfirmedPledgeLegislator;
  label: string;
  className?: string;
  /** After the pledge is recorded (the toast and the counts are taken care of). */
  onPledged?: () => void;
}

/**
 * A signed-in voter's pledge button: it shows the words of the pledge in a dialog first, and
 * pledges when the voter confirms them, so nobody makes a promise they have not read.
 */
export function ConfirmedPledgeButton({
  legislator,
  label,
  variant,
  size,
  className,
  onPledged,
}: ConfirmedPledgeButtonProps) {
  const [open, setOpen] = useState(false);
  const createPledge = useCreatePledge();
  const { user } = useCurrentUser();
  const standing = user ? constituencyStanding(user, legislator) : "constituent";
  const busy = createPledge.isPending || createPledge.isSuccess;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={variant} size={size} className={className} disabled={busy}>
          {createPledge.isPending ? "Pledging..." : label}
          <span className="sr-only"> for {legislator.fullName}</span>
        </Button>
      }
      title={`Your pledge to ${legislator.fullName}`}
      description="Read what you promise, then confirm it."
      cancelLabel="Not now"
      confirmLabel="I make this pledge"
      pendingLabel="Pledging..."
      pending={createPledge.isPending}
      confirmVariant="accent"
      onConfirm={() =>
        createPledge.mutate(legislator.id, {
          // Closed either way, so the toast that follows is not hidden behind the dialog.
          onSettled: () => setOpen(false),
          onSuccess: () => onPledged?.(),
        })
      }
    >
      {standing === "outside" && (
        <Alert variant="info" className="mb-4">
          <AlertDescription>
            You live outside {seatName(legislator)}, so you cannot vote in {legislator.fullName}'s primary.
            You can still pledge your support: it is counted apart from the pledges of constituents.
          </AlertDescription>
        </Alert>
      )}
      {standing === "district-unknown" && (
        <Alert variant="info" className="mb-4">
          <AlertDescription>
            We don't know your House district yet, so this pledge counts as a constituent's only once you
            choose your district on your dashboard.
          </AlertDescription>
        </Alert>
      )}
      <PledgeText legislators={[legislator]} voter={user} />
    </ConfirmDialog>
  );
}
