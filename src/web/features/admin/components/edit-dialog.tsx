import PencilIcon from "lucide-react/icons/pencil";
import { type ReactNode, useState } from "react";
import { Alert, AlertDescription } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#web/components/ui/dialog";
import { toast } from "#web/components/ui/use-toast";

interface EditDialogProps {
  /** Who or what is edited, for the Edit button's accessible name. */
  name: string;
  title: string;
  description: ReactNode;
  className?: string;
  onOpenAutoFocus?: (event: Event) => void;
  /** The form, given a way to close the dialog. */
  children: (close: () => void) => ReactNode;
}

/** The console's 'Edit' button and its dialog. */
export function EditDialog({
  name,
  title,
  description,
  className,
  onOpenAutoFocus,
  children,
}: EditDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <PencilIcon aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className={className} onOpenAutoFocus={onOpenAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the current values. */}
        {open && children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}

/** The server's reason a save failed, above the form; nothing while there is none. */
export function UpdateFailedAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" role="alert">
      <AlertDescription>
        <span className="font-semibold">Update failed: </span>
        {message}
      </AlertDescription>
    </Alert>
  );
}

export function EditFormFooter({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : "Save Changes"}
      </Button>
    </DialogFooter>
  );
}

/** Closes an edit that changed nothing, saying so: only changed fields are ever sent. */
export function closeUnchanged(close: () => void) {
  toast({ title: "No changes", description: "Nothing was changed, so nothing was saved." });
  close();
}
