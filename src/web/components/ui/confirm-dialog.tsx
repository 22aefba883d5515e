import type { ReactElement, ReactNode } from "react";
import { Button, type ButtonStyle } from "./button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  /** What the voter is asked to read before confirming, under the description. */
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's label while the action runs; it is disabled meanwhile. */
  pendingLabel: string;
  pending: boolean;
  confirmVariant: ButtonStyle["variant"];
  onConfirm(): void;
}

/** An action asked once more: a title, what it means, and Cancel or Confirm. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  pending,
  confirmVariant,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{cancelLabel}</Button>
          </DialogClose>
          <Button
            variant={confirmVariant}
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={onConfirm}
          >
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
