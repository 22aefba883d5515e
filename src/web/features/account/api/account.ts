import type { User } from "#shared/accounts";
import { apiRequest } from "#web/lib/api-client";

/** POST /api/forgot-password: the same neutral answer whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>("/api/forgot-password", { method: "POST", body: { email } });
}

/** POST /api/reset-password: 400 'Invalid or expired reset token' when the link is spent or made up. */
export function resetPassword(input: {
  token: string;
  password: string;
  confirmPassword?: string | undefined;
}): Promise<{ message: string }> {
  return apiRequest<{ message: string }>("/api/reset-password", { method: "POST", body: input });
}

/** POST /api/verify-email with the mailed token; answers with the now-verified user. */
export async function verifyEmail(token: string): Promise<User> {
  const body = await apiRequest<{ user: User }>("/api/verify-email", { method: "POST", body: { token } });
  return body.user;
}

export const INVALID_RESET_TOKEN = "Invalid or expired reset token";

/** POST /api/unsubscribe?token=…: turns off reminders and action notices; 400 for a bad or used link. */
export function unsubscribe(token: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/unsubscribe?${new URLSearchParams({ token })}`, {
    method: "POST",
    body: {},
  });
}
