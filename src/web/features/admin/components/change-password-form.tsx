import { zodResolver } from "@hookform/resolvers/zod";
import KeyRoundIcon from "lucide-react/icons/key-round";
import { useForm } from "react-hook-form";
import { adminChangePasswordSchema } from "#shared/admin";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { showFieldErrors } from "#web/lib/api-errors";
import { useChangeAdminPassword } from "../api/admin-mutations";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

/** The signed-in administrator's own password. */
export function ChangePasswordForm() {
  const change = useChangeAdminPassword();
  const form = useForm({
    resolver: zodResolver(adminChangePasswordSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => showFieldErrors(error, FIELDS, form.setError),
    }),
  );

  return (
    <section aria-labelledby="admin-password-title">
      <Card className="max-w-xl p-5 sm:p-6">
        <div className="flex items-center gap-2">
          <KeyRoundIcon aria-hidden="true" className="size-5 text-brand-700" />
          <h2 id="admin-password-title" className="text-lg font-bold text-brand-950">
            Change admin password
          </h2>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          At least 8 characters. Your other sessions end when it changes; this one stays signed in.
        </p>
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
          <FormField label="Current password" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
          </FormField>
          <FormField label="New password" error={errors.newPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
          </FormField>
          <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
          </FormField>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Changing..." : "Change Password"}
          </Button>
        </form>
      </Card>
    </section>
  );
}
