import { z } from "zod";
import { validationMessage } from "./i18n/validation-messages";

/** The largest value of a PostgreSQL `integer` (int4) column: every id and count we store. */
export const INT4_MAX = 2_147_483_647;

export const ID_TOO_LARGE = validationMessage("idTooLarge", { max: INT4_MAX });

/**
 * A row id as a client sends it (a path parameter, a query value or a JSON number): a whole number
 * from 1 to INT4_MAX, so no id reaches the database as a value its column cannot hold. `message`,
 * when given, replaces both range messages.
 */
export const recordId = (message?: string) =>
  z.coerce
    .number()
    .int()
    .positive(message)
    .max(INT4_MAX, message ?? ID_TOO_LARGE);
