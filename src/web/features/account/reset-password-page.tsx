import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import LinkIcon from "lucide-react/icons/link-2-off";
import LockKeyholeIcon from "lucide-react/icons/lock-keyhole";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearch } from "wouter";
import { resetPasswordSchema } from "#shared/accounts";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { toast } from "#web/components/ui/use-toast";
import { errorMessageFrom, fieldErrorsFrom } from "#web/lib/api-errors";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { INVALID_RESET_TOKEN, resetPassword } from "./api/account";
import { AccountPanel } from "./components/account-panel";

function InvalidLink({ rejected }: { rejected: boolean }) {
  return (
    <AccountPanel
      icon={<LinkIcon className="size-6" />}
      tone="danger"
      title="Invalid Reset Link"
      description="This password reset link is missing, has already been used or has expired. Reset links work once, for one hour."
    >
      {rejected && (
        <Alert variant="destructive" role="alert" className="mb-5">
          <AlertTitle>Invalid Token</AlertTitle>
          <AlertDescription>Please request a new password reset link.</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="primary">
          <Link href={paths.forgotPassword}>Request a new link</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.auth}>Back to login</Link>
        </Button>
      </div>
    </AccountPanel>
  );
}

/** /reset-password?token=…: the mailed link's page, where the voter chooses a new password. */
export function ResetPasswordPage() {
  usePageMeta({ title: "Reset password", description: "Choose a new password for your account." });
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
        title: "Password reset",
        description: "You can now sign in with your new password.",
        variant: "success",
      });
    },
    onError: (error) => {
      const message = errorMessageFrom(error, "Failed to reset password. Please try again.");
      if (message === INVALID_RESET_TOKEN) {
        // The invalid-link screen says so in an alert (role="alert"), so no toast repeats it.
        setRejected(true);
        return;
      }
      for (const [field, fieldMessage] of Object.entries(fieldErrorsFrom(error))) {
        if (field === "password" || field === "confirmPassword")
          form.setError(field, { message: fieldMessage });
      }
      toast({ title: "Password reset failed", description: message, variant: "destructive" });
    },
  });

  if (!token || rejected) return <InvalidLink rejected={rejected} />;

  if (reset.isSuccess) {
    return (
      <AccountPanel
        icon={<CircleCheckIcon className="size-6" />}
        tone="success"
        title="Password reset successful"
        description="Your password has been changed and you have been signed out everywhere else. Sign in with your new password."
      >
        <Button asChild variant="primary" size="lg" className="w-full">
          <Link href={paths.auth}>Go to Login</Link>
        </Button>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel
      icon={<LockKeyholeIcon className="size-6" />}
      title="Choose a new password"
      description="Use at least 8 characters. A longer phrase is easier to remember and harder to guess."
    >
      <form noValidate className="space-y-5" onSubmit={form.handleSubmit((values) => reset.mutate(values))}>
        <FormField label="New Password" error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
        <Button type="submit" variant="primary" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? "Resetting..." : "Reset Password"}
        </Button>
      </form>
    </AccountPanel>
  );
}
