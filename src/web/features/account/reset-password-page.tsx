import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import LinkIcon from "lucide-react/icons/link-2-off";
import LockKeyholeIcon from "lucide-react/icons/lock-keyhole";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { Link, useSearch } from "wouter";
import { resetPasswordSchema } from "#shared/accounts";
import { localizeMessage } from "#shared/i18n/validation-messages";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { toast } from "#web/components/ui/use-toast";
import { errorMessageFrom, fieldErrorsFrom } from "#web/lib/api-errors";
import { useLanguage } from "#web/lib/i18n/language";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { INVALID_RESET_TOKEN, resetPassword } from "./api/account";
import { AccountPanel } from "./components/account-panel";

function InvalidLink({ rejected }: { rejected: boolean }) {
  const t = useTranslations("account");
  return (
    <AccountPanel
      icon={<LinkIcon className="size-6" />}
      tone="danger"
      title={t("resetPassword.invalidTitle")}
      description={t("resetPassword.invalidDescription")}
    >
      {rejected && (
        <Alert variant="destructive" role="alert" className="mb-5">
          <AlertTitle>{t("resetPassword.invalidToken")}</AlertTitle>
          <AlertDescription>{t("resetPassword.invalidTokenDescription")}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="primary">
          <Link href={paths.forgotPassword}>{t("resetPassword.requestNew")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.auth}>{t("common.backToLogin")}</Link>
        </Button>
      </div>
    </AccountPanel>
  );
}

/** /reset-password?token=…: the mailed link's page, where the voter chooses a new password. */
export function ResetPasswordPage() {
  const t = useTranslations("account.resetPassword");
  const language = useLanguage();
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const [rejected, setRejected] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast({
        title: t("successToast"),
        description: t("successToastDescription"),
        variant: "success",
      });
    },
    onError: (error) => {
      const message = errorMessageFrom(error, t("failed"));
      // The server words its messages in the page's language.
      if (message === localizeMessage(INVALID_RESET_TOKEN, language)) {
        // The invalid-link screen says so in an alert (role="alert"), so no toast repeats it.
        setRejected(true);
        return;
      }
      for (const [field, fieldMessage] of Object.entries(fieldErrorsFrom(error))) {
        if (field === "password" || field === "confirmPassword")
          form.setError(field, { message: fieldMessage });
      }
      toast({ title: t("failedToast"), description: message, variant: "destructive" });
    },
  });

  if (!token || rejected) return <InvalidLink rejected={rejected} />;

  if (reset.isSuccess) {
    return (
      <AccountPanel
        icon={<CircleCheckIcon className="size-6" />}
        tone="success"
        title={t("successTitle")}
        description={t("successDescription")}
      >
        <Button asChild variant="primary" size="lg" className="w-full">
          <Link href={paths.auth}>{t("goToLogin")}</Link>
        </Button>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel
      icon={<LockKeyholeIcon className="size-6" />}
      title={t("title")}
      description={t("description")}
    >
      <form noValidate className="space-y-5" onSubmit={form.handleSubmit((values) => reset.mutate(values))}>
        <FormField label={t("newPassword")} error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField label={t("confirmPassword")} error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
        <Button type="submit" variant="primary" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? t("resetting") : t("submit")}
        </Button>
      </form>
    </AccountPanel>
  );
}
