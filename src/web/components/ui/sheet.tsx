import XIcon from "lucide-react/icons/x";
import { Dialog } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A panel that slides in from the right edge: a Radix Dialog, so focus is trapped and Escape closes it. */
export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetTitle = Dialog.Title;

type SheetContentProps = ComponentProps<typeof Dialog.Content> & {
  /** Accessible name of the close button. */
  closeLabel?: string;
};

export function SheetContent({ className, children, closeLabel = "Close", ...props }: SheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/60 motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in" />
      <Dialog.Content
        className={cn(
          "fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl focus:outline-none motion-safe:data-[state=closed]:animate-sheet-out motion-safe:data-[state=open]:animate-sheet-in",
          className,
        )}
        {...props}
      >
        {children}
        <Dialog.Close
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-brand-900"
          aria-label={closeLabel}
        >
          <XIcon aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
