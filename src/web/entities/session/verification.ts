import { ApiError, apiRequest } from "#web/lib/api-client";

export const VERIFICATION_SENT = "Verification email sent! Please check your inbox and spam folder.";

/**
 * POST /api/resend-verification for the signed-in voter. Resolves to the message to show: the
 * server's own wording on success (it may say the address is already verified), the spec's
 * failure wording otherwise (section 8).
 */
export async function resendVerification(): Promise<{ ok: boolean; message: string }> {
  try {
    const body = await apiRequest<{ message?: string }>("/api/resend-verification", {
      method: "POST",
      body: {},
    });
    return { ok: true, message: body.message || VERIFICATION_SENT };
  } catch (error) {
    console.error("Could not resend the verification e-mail", error);
    return {
      ok: false,
      message:
        error instanceof ApiError
          ? "Failed to send verification email. Please try again later."
          : "Error sending verification email. Please try again later.",
    };
  }
}
