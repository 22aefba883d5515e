import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { AdminUser } from "#shared/admin";
import { Checkbox } from "#web/components/ui/checkbox";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { Select } from "#web/components/ui/select";
import { errorMessageFrom, showFieldErrors } from "#web/lib/api-errors";
import { useUpdateUser } from "../api/admin-mutations";
import { closeUnchanged, EditDialog, EditFormFooter, UpdateFailedAlert } from "./edit-dialog";
import { userChanges, userFormSchema } from "./edit-forms";

export function UserEditDialog({ user }: { user: AdminUser }) {
  return (
    <EditDialog
      name={user.name}
      title="Edit user"
      description={
        <>
          {user.name} · {user.email}
        </>
      }
    >
      {(close) => <UserEditForm user={user} onDone={close} />}
    </EditDialog>
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
      closeUnchanged(onDone);
      return;
    }
    update.mutate(
      { id: user.id, edit },
      {
        onSuccess: onDone,
        onError: (error) => {
          showFieldErrors(error, userFormSchema.keyof().options, form.setError);
          setServerError(errorMessageFrom(error, "Failed to update user"));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <UpdateFailedAlert message={serverError} />
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
      <EditFormFooter saving={update.isPending} onCancel={onDone} />
    </form>
  );
}
