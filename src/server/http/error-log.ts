import { describeDatabaseFailure } from "#db/errors";

/** An error as the log may show it: what failed and where, never the data it failed on. */
export interface LoggedError {
  type: string;
  code?: string;
  /** Only for errors that are not the database's: those messages quote values. */
  message?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: LoggedError;
}

const MESSAGE_MAX = 300;
const CAUSE_DEPTH_MAX = 3;
const EMAIL = /[^\s<>@"'(),;:]+@[^\s<>@"'(),;:]+/g;

/**
 * pino's `err` serializer. A database error keeps its class, SQLSTATE and the names of the
 * constraint, table and column, and loses its message, query, parameters and detail (Drizzle puts
 * the statement's parameters in its message; PostgreSQL's detail quotes the conflicting value).
 * Any other error keeps a shortened message with e-mail addresses removed. Stacks keep their frames.
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error };
  const logged: LoggedError = { type: error.name || error.constructor.name };
  const database = describeDatabaseFailure(error);
  if (database) {
    logged.type = "DatabaseError";
    if (database.code) logged.code = database.code;
    if (database.constraint) logged.constraint = database.constraint;
    if (database.table) logged.table = database.table;
    if (database.column) logged.column = database.column;
  } else {
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string") logged.code = code;
    logged.message = error.message.replace(EMAIL, "[address]").slice(0, MESSAGE_MAX);
  }
  const frames = stackFrames(error);
  if (frames) logged.stack = frames;
  // A database error's cause is the driver error already described above.
  if (!database && error.cause !== undefined && depth < CAUSE_DEPTH_MAX) {
    logged.cause = loggableError(error.cause, depth + 1);
  }
  return logged;
}

/** The "at …" lines of a stack: its first line repeats the message. */
function stackFrames(error: Error): string | undefined {
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .join("\n");
  return frames || undefined;
}
