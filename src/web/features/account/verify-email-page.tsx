import { useMutation, useQueryClient } from "@tanstack/react-query";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import MailWarningIcon from "lucide-react/icons/mail-warning";
import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl";
import { Link, useSearch } from "wouter";
import { Alert, AlertDescription } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Spinner } from "#web/components/ui/spinner";
import { sessionKeys, useCurrentUser } from "#web/entities/session/current-user";
import { useResendVerification } from "#web/entities/session/verification";
import { ApiError } from "#web/lib/api-client";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { verifyEmail } from "./api/account";
import { AccountPanel } from "./components/account-panel";

/** /verify-email?token=…: confirms the mailed token as soon as the page opens. */
export function VerifyEmailPage() {
  const t = useTranslations("account");
  usePageMeta({ title: t("verifyEmail.meta.title"), description: t("verifyEmail.meta.description") });
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const verification = useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser }),
  });
  const resend = useResendVerification();

  // A token works once: the ref keeps React's double mount in development from spending it twice.
  const sentFor = useRef<string | null>(null);
  const { mutate } = verification;
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (token && (verification.isIdle || verification.isPending)) {
    return (
      <AccountPanel title={t("verifyEmail.verifying")}>
        <Spinner label={t("verifyEmail.verifyingLabel")} className="size-8" />
      </AccountPanel>
    );
  }

  // 409: the link was opened before (or the address was verified since), which is no failure.
  const verifiedBefore = verification.error instanceof ApiError && verification.error.status === 409;
  if (verification.isSuccess || verifiedBefore) {
    return (
      <AccountPanel
        icon={<CircleCheckIcon className="size-6" />}
        tone="success"
        title={verifiedBefore ? t("verifyEmail.alreadyTitle") : t("verifyEmail.doneTitle")}
        description={verifiedBefore ? t("verifyEmail.alreadyDescription") : t("verifyEmail.doneDescription")}
      >
        <Button asChild variant="primary" size="lg" className="w-full">
          {user ? (
            <Link href={paths.dashboard()}>{t("common.goToDashboard")}</Link>
          ) : (
            <Link href={paths.auth}>{t("common.signIn")}</Link>
          )}
        </Button>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel
      icon={<MailWarningIcon className="size-6" />}
      tone="danger"
      title={t("verifyEmail.invalidTitle")}
      description={t("verifyEmail.invalidDescription")}
    >
      {resend.data && (
        <Alert
          variant={resend.data.ok ? "success" : "destructive"}
          role={resend.data.ok ? "status" : "alert"}
          className="mb-5"
        >
          <AlertDescription>{resend.data.message}</AlertDescription>
        </Alert>
      )}
      {user ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="primary" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? t("common.sending") : t("verifyEmail.resend")}
          </Button>
          <Button asChild variant="outline">
            <Link href={paths.dashboard()}>{t("common.goToDashboard")}</Link>
          </Button>
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-600">{t("verifyEmail.signInToResend")}</p>
          <Button asChild variant="primary">
            <Link href={paths.auth}>{t("common.signIn")}</Link>
          </Button>
        </>
      )}
    </AccountPanel>
  );
}
