import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import { ApiError, apiRequest } from "#web/lib/api-client";

interface ResendResult {
  ok: boolean;
  message: string;
}

/** What to tell the voter: `entities.session.verification` in the page's language. */
interface ResendWords {
  sent: string;
  failed: string;
  error: string;
}

/**
 * POST /api/resend-verification for the signed-in voter. Resolves to the message to show: the
 * server's own wording on success (it may say the address is already verified), the spec's
 * failure wording otherwise (section 8).
 */
async function requestVerificationMail(words: ResendWords): Promise<ResendResult> {
  try {
    const body = await apiRequest<{ message?: string }>("/api/resend-verification", {
      method: "POST",
      body: {},
    });
    return { ok: true, message: body.message || words.sent };
  } catch (error) {
    console.error("Could not resend the verification e-mail", error);
    return { ok: false, message: error instanceof ApiError ? words.failed : words.error };
  }
}

/** Sends the verification e-mail again; `data` is what to tell the voter, in the page's language. */
export function useResendVerification() {
  const t = useTranslations("entities.session.verification");
  return useMutation({
    mutationFn: () => requestVerificationMail({ sent: t("sent"), failed: t("failed"), error: t("error") }),
  });
}
