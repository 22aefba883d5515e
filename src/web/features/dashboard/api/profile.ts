import type { ProfileUpdate, User } from "#shared/accounts";

/** A failed profile update, with the message to show and the server's per-field messages. */
export class ProfileUpdateError extends Error {
  override readonly name = "ProfileUpdateError";

  constructor(
    message: string,
    readonly fieldErrors: Record<string, string> = {},
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
 * occurred'.
 */
export async function updateProfile(userId: number, values: ProfileUpdate): Promise<User> {
  const response = await fetch(`/api/user/${userId}`, {
    method: "PATCH",
    credentials: "same-origin",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(values),
  });
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ProfileUpdateError("Error reading server response");
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    if (!response.ok) throw new ProfileUpdateError("Failed to update profile");
    throw new ProfileUpdateError("The server returned an invalid response format. Please try again.");
  }
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (!response.ok) {
    const message = typeof record.message === "string" && record.message ? record.message : null;
    throw new ProfileUpdateError(
      message ?? "Failed to update profile",
      response.status === 400 ? stringRecord(record.errors) : {},
    );
  }
  const user = record.user as User | undefined;
  if (!user || typeof user !== "object") {
    throw new ProfileUpdateError("The server returned an invalid response format. Please try again.");
  }
  return user;
}
