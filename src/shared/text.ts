import { z } from "zod";
import { validationMessage } from "./i18n/validation-messages";

export const TEXT_NOT_ALLOWED = validationMessage("textNotAllowed");

/**
 * False for text PostgreSQL cannot store: a NUL (U+0000), which no `text` column accepts, or a lone
 * UTF-16 surrogate, which `jsonb` refuses and `text` would silently turn into U+FFFD.
 * (A loop rather than `String.prototype.isWellFormed`, which is ES2024 and missing from some of
 * the browsers the client supports.)
 */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return false;
    if (unit < 0xd800 || unit > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    // A high surrogate must be followed by a low one; a low one met here has no high one before it.
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
}

/**
 * Every string a client sends starts here instead of at `z.string()`: the same rule on the server
 * (a 400 naming the field) and in the forms. The check comes first and stops the field's other
 * checks, so such input gets this one message.
 */
export const text = (params?: string | z.core.$ZodStringParams) =>
  z.string(params).refine(isStorableText, { message: TEXT_NOT_ALLOWED, abort: true });
