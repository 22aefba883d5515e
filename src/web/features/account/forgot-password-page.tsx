import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import ArrowLeftIcon from "lucide-react/icons/arrow-left";
import KeyRoundIcon from "lucide-react/icons/key-round";
import MailCheckIcon from "lucide-react/icons/mail-check";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { forgotPasswordSchema } from "#shared/accounts";
import { Button } from "#web/components/ui/button";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { toast } from "#web/components/ui/use-toast";
import { ApiError } from "#web/lib/api-client";
import { errorMessageFrom } from "#web/lib/api-errors";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { requestPasswordReset } from "./api/account";
import { AccountPanel } from "./components/account-panel";

function BackToLogin() {
  const t = useTranslations("account.common");
  return (
    <Link
      href={paths.auth}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {t("backToLogin")}
    </Link>
  );
}

/** /forgot-password: asks for the e-mail, then says (neutrally) that a link is on its way. */
export function ForgotPasswordPage() {
  const t = useTranslations("account");
  usePageMeta({ title: t("forgotPassword.meta.title"), description: t("forgotPassword.meta.description") });
  const neutralSent = t("forgotPassword.neutralSent");
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "" },
  });
  const { errors } = form.formState;
  const send = useMutation({
    mutationFn: (email: string) => requestPasswordReset(email),
    onSuccess: ({ message }) => {
      toast({
        title: t("forgotPassword.sentToast"),
        description: message || neutralSent,
        variant: "success",
      });
    },
    onError: (error) => {
      toast({
        title: t("forgotPassword.errorToast"),
        description:
          error instanceof ApiError
            ? errorMessageFrom(error, t("forgotPassword.failed"))
            : t("forgotPassword.unexpected"),
        variant: "destructive",
      });
    },
  });

  if (send.isSuccess) {
    return (
      <AccountPanel
        icon={<MailCheckIcon className="size-6" />}
        tone="success"
        title={t("forgotPassword.checkEmail")}
        description={
          <>
            <p>{send.data.message || neutralSent}</p>
            <p className="mt-3 text-sm">{t("forgotPassword.linkLifetime")}</p>
          </>
        }
      >
        <div className="flex flex-wrap items-center justify-between gap-4">
          <BackToLogin />
          <Button variant="outline" onClick={() => send.reset()}>
            {t("forgotPassword.anotherEmail")}
          </Button>
        </div>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel
      icon={<KeyRoundIcon className="size-6" />}
      title={t("forgotPassword.title")}
      description={t("forgotPassword.description")}
    >
      <form noValidate className="space-y-5" onSubmit={form.handleSubmit(({ email }) => send.mutate(email))}>
        <FormField label={t("common.email")} error={errors.email?.message}>
          <Input type="email" autoComplete="email" spellCheck={false} {...form.register("email")} />
        </FormField>
        <Button type="submit" variant="primary" size="lg" className="w-full" disabled={send.isPending}>
          {send.isPending ? t("common.sending") : t("forgotPassword.submit")}
        </Button>
      </form>
      <div className="mt-6 border-t border-slate-200 pt-5">
        <BackToLogin />
      </div>
    </AccountPanel>
  );
}
