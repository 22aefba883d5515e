import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
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
  const t = useTranslations("dashboard");
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
      ? errorMessageFrom(remove.error, t("common.tryAgain"))
      : null;

  return (
    <SectionCard title={t("deleteAccount.title")} description={t("deleteAccount.description")}>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) form.reset();
        }}
      >
        <DialogTrigger asChild>
          <Button variant="outline" className="border-red-300 text-red-800 hover:bg-red-50">
            {t("deleteAccount.open")}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("deleteAccount.dialogTitle")}</DialogTitle>
            <DialogDescription>
              {t("deleteAccount.dialogDescription", { email: user.email })}
            </DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <FormField label={t("deleteAccount.password")} error={form.formState.errors.password?.message}>
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
                  {t("deleteAccount.keep")}
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending ? t("deleteAccount.deleting") : t("deleteAccount.confirm")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
