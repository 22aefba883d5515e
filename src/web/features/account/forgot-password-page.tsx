import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import ArrowLeftIcon from "lucide-react/icons/arrow-left";
import KeyRoundIcon from "lucide-react/icons/key-round";
import MailCheckIcon from "lucide-react/icons/mail-check";
import { useForm } from "react-hook-form";
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

const NEUTRAL_SENT =
  "If an account exists for that email address, we have sent a link to reset the password. Please check your inbox and spam folder.";

function BackToLogin() {
  return (
    <Link
      href={paths.auth}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      Back to login
    </Link>
  );
}

/** /forgot-password: asks for the e-mail, then says (neutrally) that a link is on its way. */
export function ForgotPasswordPage() {
  usePageMeta({ title: "Forgot password", description: "Request a link to choose a new password." });
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
      toast({ title: "Reset email sent", description: message || NEUTRAL_SENT, variant: "success" });
    },
    onError: (error) => {
      toast({
        title: "Error",
        description:
          error instanceof ApiError
            ? errorMessageFrom(error, "Failed to send reset email. Please try again.")
            : "An unexpected error occurred. Please try again.",
        variant: "destructive",
      });
    },
  });

  if (send.isSuccess) {
    return (
      <AccountPanel
        icon={<MailCheckIcon className="size-6" />}
        tone="success"
        title="Check your email"
        description={
          <>
            <p>{send.data.message || NEUTRAL_SENT}</p>
            <p className="mt-3 text-sm">
              The link works for one hour. Didn't get it? Check your spam folder.
            </p>
          </>
        }
      >
        <div className="flex flex-wrap items-center justify-between gap-4">
          <BackToLogin />
          <Button variant="outline" onClick={() => send.reset()}>
            Use another email
          </Button>
        </div>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel
      icon={<KeyRoundIcon className="size-6" />}
      title="Forgot your password?"
      description="Enter the email address you registered with and we'll send you a link to choose a new password."
    >
      <form noValidate className="space-y-5" onSubmit={form.handleSubmit(({ email }) => send.mutate(email))}>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" spellCheck={false} {...form.register("email")} />
        </FormField>
        <Button type="submit" variant="primary" size="lg" className="w-full" disabled={send.isPending}>
          {send.isPending ? "Sending..." : "Send Reset Link"}
        </Button>
      </form>
      <div className="mt-6 border-t border-slate-200 pt-5">
        <BackToLogin />
      </div>
    </AccountPanel>
  );
}
