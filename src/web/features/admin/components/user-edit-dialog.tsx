import { zodResolver } from "@hookform/resolvers/zod";
import PencilIcon from "lucide-react/icons/pencil";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { AdminUser } from "../../../../shared/admin";
import { Alert, AlertDescription } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Select } from "../../../components/ui/select";
import { toast } from "../../../components/ui/use-toast";
import { errorMessageFrom, fieldErrorsFrom } from "../../../lib/api-errors";
import { useUpdateUser } from "../api/admin-mutations";
import { type UserFormValues, userChanges, userFormSchema } from "./edit-forms";

export function UserEditDialog({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <PencilIcon aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {user.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit user</DialogTitle>
          <DialogDescription>
            {user.name} · {user.email}
          </DialogDescription>
        </DialogHeader>
        {open && <UserEditForm user={user} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function UserEditForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const update = useUpdateUser();
  const [serverError, setServerError] = useState<string | null>(null);
  const activeId = useId();
  const form = useForm({
    resolver: zodResolver(userFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { name: user.name, email: user.email, role: user.role, isActive: user.isActive },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setServerError(null);
    const edit = userChanges(user, values);
    if (Object.keys(edit).length === 0) {
      toast({ title: "No changes", description: "Nothing was changed, so nothing was saved." });
      onDone();
      return;
    }
    update.mutate(
      { id: user.id, edit },
      {
        onSuccess: onDone,
        onError: (error) => {
          for (const [field, message] of Object.entries(fieldErrorsFrom(error))) {
            if (field in userFormSchema.shape) form.setError(field as keyof UserFormValues, { message });
          }
          setServerError(errorMessageFrom(error, "Failed to update user"));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {serverError && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>
            <span className="font-semibold">Update failed: </span>
            {serverError}
          </AlertDescription>
        </Alert>
      )}
      <FormField
        label="Name"
        hint="Optional; leave empty to keep the current name."
        error={errors.name?.message}
      >
        <Input autoComplete="off" {...form.register("name")} />
      </FormField>
      <FormField
        label="Email"
        hint="A changed address must be confirmed again by its owner."
        error={errors.email?.message}
      >
        <Input type="email" autoComplete="off" spellCheck={false} {...form.register("email")} />
      </FormField>
      <FormField label="Role" error={errors.role?.message}>
        <Select {...form.register("role")}>
          <option value="user">User</option>
          <option value="admin">Admin</option>
        </Select>
      </FormField>
      <div>
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <Checkbox
                id={activeId}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-describedby={`${activeId}-hint`}
                className="mt-0.5"
              />
            )}
          />
          <div>
            <Label htmlFor={activeId}>Account active</Label>
            <p id={`${activeId}-hint`} className="text-sm text-slate-600">
              An inactive account cannot sign in; deactivating ends its sessions at once.
            </p>
          </div>
        </div>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
