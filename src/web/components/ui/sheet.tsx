import { Dialog } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn";
import { DialogCloseButton, DialogOverlay } from "./dialog";

/** A panel that slides in from the right edge: a Radix Dialog, so focus is trapped and Escape closes it. */
export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetTitle = Dialog.Title;

type SheetContentProps = ComponentProps<typeof Dialog.Content> & {
  /** Accessible name of the close button. */
  closeLabel?: string;
};

export function SheetContent({ className, children, closeLabel, ...props }: SheetContentProps) {
  return (
    <Dialog.Portal>
      <DialogOverlay />
      <Dialog.Content
        className={cn(
          "fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl focus:outline-none motion-safe:data-[state=closed]:animate-sheet-out motion-safe:data-[state=open]:animate-sheet-in",
          className,
        )}
        {...props}
      >
        {children}
        <DialogCloseButton label={closeLabel} />
      </Dialog.Content>
    </Dialog.Portal>
  );
}
