import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { deleteAccountSchema, type User } from "#shared/accounts";
import { Alert, AlertDescription } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
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
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { useDeleteAccount } from "#web/entities/session/delete-account";
import { errorMessageFrom, showFieldErrors } from "#web/lib/api-errors";
import { paths } from "#web/lib/paths";
import { SectionCard } from "./section-card";

/** The voter erases their own account, after reading what goes and giving their password again. */
export function DeleteAccountCard({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const remove = useDeleteAccount(user.id, () => navigate(paths.home, { replace: true }));
  const form = useForm({
    resolver: zodResolver(deleteAccountSchema),
    mode: "onSubmit",
    defaultValues: { password: "" },
  });
  const onSubmit = form.handleSubmit((values) =>
    remove.mutate(values, { onError: (error) => showFieldErrors(error, ["password"], form.setError) }),
  );
  const failure =
    remove.isError && !form.formState.errors.password
      ? errorMessageFrom(remove.error, "Please try again.")
      : null;

  return (
    <SectionCard
      title="Delete your account"
      description="Erases your name, e-mail address, street address and phone number, your pledges (which stop counting), reminders and calendar link. It cannot be undone."
    >
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) form.reset();
        }}
      >
        <DialogTrigger asChild>
          <Button variant="outline" className="border-red-300 text-red-800 hover:bg-red-50">
            Delete my account
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Everything linked to {user.email} is erased, and your pledges no longer count toward any
              legislator's totals. We send one last e-mail to confirm it. Enter your password to go on.
            </DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <FormField label="Password" error={form.formState.errors.password?.message}>
              <Input type="password" autoComplete="current-password" {...form.register("password")} />
            </FormField>
            {failure && (
              <Alert variant="destructive" role="alert">
                <AlertDescription>{failure}</AlertDescription>
              </Alert>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Keep my account
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending ? "Deleting..." : "Delete my account"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
