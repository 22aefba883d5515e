import { validationMessage } from "./i18n/validation-messages";
import { parseCalendarDay } from "./rules/dates";
import { text } from "./text";

/** A real calendar day written yyyy-MM-dd (no 2026-02-30), as every date field takes it. */
export const calendarDay = (params?: Parameters<typeof text>[0]) =>
  text(params)
    .regex(/^\d{4}-\d{2}-\d{2}$/, validationMessage("calendarDayFormat"))
    .refine((s) => parseCalendarDay(s) !== null, validationMessage("calendarDayNotReal"));
