import { ApiError } from "./api-client";

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

/** The JSON error body an ApiError carries after its "{status}: " prefix, if it is one. */
function errorBody(error: unknown): ErrorBody | null {
  if (!(error instanceof ApiError)) return null;
  const text = error.message.slice(error.message.indexOf(":") + 1).trim();
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === "object" && body !== null ? (body as ErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * The server's own `message` for a failed call, for a toast; `fallback` when the call never got
 * an answer from our API (offline, a proxy's HTML error page) or the answer has no message.
 */
export function errorMessageFrom(error: unknown, fallback: string): string {
  const message = errorBody(error)?.message;
  return typeof message === "string" && message.trim() ? message : fallback;
}

/** The server's per-field messages of a 400 (`{errors: {field: message}}`); empty when there are none. */
export function fieldErrorsFrom(error: unknown): Record<string, string> {
  const errors = errorBody(error)?.errors;
  if (typeof errors !== "object" || errors === null || Array.isArray(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** Puts each of the server's per-field messages under its field, for the fields the form has. */
export function showFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (field: Field, error: { message: string }) => void,
) {
  for (const [field, message] of Object.entries(fieldErrorsFrom(error))) {
    if ((fields as readonly string[]).includes(field)) setError(field as Field, { message });
  }
}
