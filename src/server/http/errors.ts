import type { LocalizedText } from "../i18n/api-messages";

/** A message of an error body: a plain text (translated by lookup) or one written in the request's language. */
export type ErrorText = string | LocalizedText;

/**
 * An expected failure: the error handler turns it into the JSON error body of docs/principles.md,
 * API conventions, with its message and field messages in the request's language. `message`
 * (what the log shows) is the English one.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    readonly text: ErrorText,
    readonly fieldErrors?: Record<string, ErrorText>,
    readonly headers?: Record<string, string>,
  ) {
    super(typeof text === "string" ? text : text("en"));
    this.name = "HttpError";
  }
}

export const badRequest = (message: ErrorText, fieldErrors?: Record<string, ErrorText>) =>
  new HttpError(400, message, fieldErrors);
export const notFound = (message: ErrorText = "Not found") => new HttpError(404, message);
