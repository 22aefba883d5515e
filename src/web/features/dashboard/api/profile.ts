import type { ProfileUpdate, User } from "#shared/accounts";
import { DEFAULT_LANGUAGE, type Language } from "#shared/language";

/** Why an update failed when the server gave no message of its own (the form words each). */
export type ProfileFailure = "failed" | "format" | "read";

/** A failed profile update, with the message to show and the server's per-field messages. */
export class ProfileUpdateError extends Error {
  override readonly name = "ProfileUpdateError";

  constructor(
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    /** Set when `message` is our own English fallback rather than the server's words. */
    readonly failure: ProfileFailure | null = null,
  ) {
    super(message);
  }
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/**
 * PATCH /api/user/{id} with the spec's error wording (section 8): the server's message, else
 * 'Failed to update profile'; an answer that is not JSON, or cannot be read, says so. A call that
 * never got an answer rejects with the fetch error, which the form shows as 'An unexpected error
 * occurred'. The server writes its messages in `language`, the page's.
 */
export async function updateProfile(
  userId: number,
  values: ProfileUpdate,
  language: Language = DEFAULT_LANGUAGE,
): Promise<User> {
  const response = await fetch(`/api/user/${userId}`, {
    method: "PATCH",
    credentials: "same-origin",
    headers: { Accept: "application/json", "Accept-Language": language, "Content-Type": "application/json" },
    body: JSON.stringify(values),
  });
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ProfileUpdateError("Error reading server response", {}, "read");
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    if (!response.ok) throw new ProfileUpdateError("Failed to update profile", {}, "failed");
    throw new ProfileUpdateError(
      "The server returned an invalid response format. Please try again.",
      {},
      "format",
    );
  }
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (!response.ok) {
    const message = typeof record.message === "string" && record.message ? record.message : null;
    throw new ProfileUpdateError(
      message ?? "Failed to update profile",
      response.status === 400 ? stringRecord(record.errors) : {},
      message ? null : "failed",
    );
  }
  const user = record.user as User | undefined;
  if (!user || typeof user !== "object") {
    throw new ProfileUpdateError(
      "The server returned an invalid response format. Please try again.",
      {},
      "format",
    );
  }
  return user;
}
