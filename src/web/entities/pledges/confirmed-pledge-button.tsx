import { useState } from "react";
import type { Legislator } from "#shared/legislator";
import { seatLabel } from "#shared/legislator-label";
import { constituencyStanding } from "#shared/rules/constituency";
import { stateName } from "#shared/states";
import { Alert, AlertDescription } from "#web/components/ui/alert";
import { Button, type ButtonStyle } from "#web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#web/components/ui/dialog";
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} size={size} className={className} disabled={busy}>
          {createPledge.isPending ? "Pledging..." : label}
          <span className="sr-only"> for {legislator.fullName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your pledge to {legislator.fullName}</DialogTitle>
          <DialogDescription>Read what you promise, then confirm it.</DialogDescription>
        </DialogHeader>
        {standing === "outside" && (
          <Alert variant="info" className="mb-4">
            <AlertDescription>
              You live outside{" "}
              {legislator.type === "sen" ? stateName(legislator.state) : seatLabel(legislator)}, so you cannot
              vote in {legislator.fullName}'s primary. You can still pledge your support: it is counted apart
              from the pledges of constituents.
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
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Not now</Button>
          </DialogClose>
          <Button
            variant="accent"
            disabled={createPledge.isPending}
            aria-busy={createPledge.isPending || undefined}
            onClick={() =>
              createPledge.mutate(legislator.id, {
                // Closed either way, so the toast that follows is not hidden behind the dialog.
                onSettled: () => setOpen(false),
                onSuccess: () => onPledged?.(),
              })
            }
          >
            {createPledge.isPending ? "Pledging..." : "I make this pledge"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
