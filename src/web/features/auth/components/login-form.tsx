import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { loginSchema } from "#shared/accounts";
import { Button } from "#web/components/ui/button";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { useLogin } from "#web/entities/session/login";
import { paths } from "#web/lib/paths";

/** E-mail and password; on success `onSignedIn` moves on (the toasts come from useLogin). */
export function LoginForm({ onSignedIn }: { onSignedIn(): void }) {
  const t = useTranslations("auth.loginForm");
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((values) => login.mutate(values, { onSuccess: onSignedIn }))}
    >
      <FormField label={t("email")} error={errors.email?.message}>
        <Input type="email" autoComplete="email" spellCheck={false} {...form.register("email")} />
      </FormField>
      <div className="space-y-1.5">
        <FormField label={t("password")} error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register("password")} />
        </FormField>
        <p className="text-right text-sm">
          <Link
            href={paths.forgotPassword}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {t("forgotPassword")}
          </Link>
        </p>
      </div>
      <Button type="submit" variant="primary" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? t("signingIn") : t("signIn")}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t("noAccount")}{" "}
        <Link href={paths.pledge} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t("startPledge")}
        </Link>
      </p>
    </form>
  );
}
