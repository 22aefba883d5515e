import { DrizzleQueryError } from "drizzle-orm";

/**
 * What may be known of a failed database call without its data. Drizzle's error message carries
 * the statement's parameters (e-mails, password hashes, addresses), and PostgreSQL's own message
 * and detail can quote the offending value; neither may reach a log or an answer.
 */
export interface DatabaseFailure {
  /** SQLSTATE (e.g. 23505) or the driver's system code (e.g. ECONNREFUSED); null when none. */
  code: string | null;
  constraint: string | null;
  table: string | null;
  column: string | null;
}

interface DriverErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  severity?: unknown;
}

const asText = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** Drizzle wraps the driver's error as the cause of a "Failed query" error with `params`. */
export function isDrizzleQueryError(error: unknown): error is DrizzleQueryError {
  return error instanceof DrizzleQueryError;
}

/** The driver error behind a database failure, or null when `error` did not come from the database. */
function driverError(error: unknown): (Error & DriverErrorFields) | null {
  if (isDrizzleQueryError(error)) return error.cause instanceof Error ? error.cause : null;
  if (!(error instanceof Error)) return null;
  const fields = error as Error & DriverErrorFields;
  // pg's and PGlite's DatabaseError both carry the server's severity beside the SQLSTATE.
  return typeof fields.severity === "string" && typeof fields.code === "string" ? fields : null;
}

/** The safe facts of a database error, or null when the error is not one. */
export function describeDatabaseFailure(error: unknown): DatabaseFailure | null {
  if (isDrizzleQueryError(error) && !(error.cause instanceof Error)) {
    return { code: null, constraint: null, table: null, column: null };
  }
  const cause = driverError(error);
  if (!cause) return null;
  return {
    code: asText(cause.code),
    constraint: asText(cause.constraint),
    table: asText(cause.table),
    column: asText(cause.column),
  };
}

/** The Retry-After, in seconds, of an answer refused because the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Network errors and the SQLSTATEs that mean "the database is not there right now". */
const UNAVAILABLE_SYSTEM_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
]);
const UNAVAILABLE_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "Query read timeout",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
];

/**
 * True when the call failed because the database could not be reached or did not answer in time,
 * as opposed to refusing the statement: the client may retry later (503 with Retry-After).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const cause = isDrizzleQueryError(error) ? error.cause : error;
  if (!(cause instanceof Error)) return false;
  const code = (cause as DriverErrorFields).code;
  if (typeof code === "string") {
    if (UNAVAILABLE_SYSTEM_CODES.has(code)) return true;
    // Class 08: connection exception; 57014: statement timeout; 57P01-03: shutdown, cannot connect
    // now; 53300: too many connections.
    if (/^08/.test(code) || code === "57014" || /^57P0[123]$/.test(code) || code === "53300") return true;
  }
  return UNAVAILABLE_MESSAGES.some((m) => cause.message.includes(m));
}
