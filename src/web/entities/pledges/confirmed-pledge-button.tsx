import { useState } from "react";
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
import { useCreatePledge } from "./create-pledge";
import { PledgeText } from "./pledge-text";

interface ConfirmedPledgeButtonProps extends ButtonStyle {
  legislator: { id: number; fullName: string };
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
        <PledgeText legislators={[legislator]} />
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
