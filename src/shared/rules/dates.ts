const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export const DATE_NOT_AVAILABLE = "Date not available";

/** The locale the date helpers write in unless told otherwise (shared/language.ts, LOCALES). */
const DEFAULT_LOCALE = "en-US";

/** DATE_NOT_AVAILABLE in the other languages, by the locale's language subtag. */
const NOT_AVAILABLE: Readonly<Record<string, string>> = { es: "Fecha no disponible" };

/** 'Date not available' as a reader of `locale` says it. */
export function dateNotAvailable(locale: string = DEFAULT_LOCALE): string {
  return NOT_AVAILABLE[locale.split("-")[0]?.toLowerCase() ?? ""] ?? DATE_NOT_AVAILABLE;
}

/**
 * A `yyyy-MM-dd` calendar day as midnight UTC, or null when it is not a real day (2026-02-30).
 * Calendar days are handled in UTC throughout, so no time zone can move them to a neighbouring day.
 */
export function parseCalendarDay(value: string): Date | null {
  const match = CALENDAR_DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : null;
}

/** `yyyy-MM-dd` of a UTC midnight made by parseCalendarDay (or any Date, read in UTC). */
export function toCalendarDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today's date where the visitor is: the calendar day on their own clock, as `yyyy-MM-dd`. */
export function localCalendarDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Building a formatter costs far more than using one: one per zone, kept. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Today's date in an IANA time zone as `yyyy-MM-dd`: the day a state's voters are living, or
 * Washington's for what Congress does (CONGRESS_TIME_ZONE).
 */
export function calendarDayIn(timeZone: string, now: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Where Congress sits: the day a vote or a cosponsorship happened is Washington's. */
export const CONGRESS_TIME_ZONE = "America/New_York";

/** The calendar day `days` after `day` (both `yyyy-MM-dd`); null when `day` is not a real day. */
export function addDays(day: string, days: number): string | null {
  const date = parseCalendarDay(day);
  if (!date) return null;
  date.setUTCDate(date.getUTCDate() + days);
  return toCalendarDay(date);
}

/** Whole days from `from` to `to` (negative when `to` is earlier); null when either is not a real day. */
export function daysBetween(from: string, to: string): number | null {
  const start = parseCalendarDay(from);
  const end = parseCalendarDay(to);
  if (!start || !end) return null;
  return Math.round((end.getTime() - start.getTime()) / 86_400_000);
}

/** "May" for a month number from 1 to 12. */
export function monthName(month: number): string {
  return MONTHS[month - 1] ?? "";
}

/**
 * The parts of a date value as the visitor should read them: a bare calendar day as written, an
 * instant (`2026-05-19T14:00:00Z`, a Date) on the visitor's own clock.
 */
function dateParts(
  value: string | Date | null | undefined,
): { year: number; month: number; day: number } | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") {
    const day = parseCalendarDay(value);
    if (day) return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
    if (CALENDAR_DAY.test(value)) return null;
  }
  const instant = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return null;
  return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
}

/** Formatters of other locales than en-US, one per locale and form, kept. */
const localeFormats = new Map<string, Intl.DateTimeFormat>();

/** A date's parts written by Intl in `locale` (read in UTC, so the day stays the day given). */
function intlDate(
  parts: { year: number; month: number; day: number },
  locale: string,
  weekday: boolean,
): string {
  const key = `${locale}|${weekday}`;
  let format = localeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...(weekday ? { weekday: "long" as const } : {}),
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    localeFormats.set(key, format);
  }
  return format.format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)));
}

/**
 * "May 19, 2026" (en-US long form), or the long form of `locale` ("19 de mayo de 2026" in es-US);
 * 'Date not available' (in the locale's language) when missing or unreadable.
 */
export function formatLongDate(
  value: string | Date | null | undefined,
  locale: string = DEFAULT_LOCALE,
): string {
  const parts = dateParts(value);
  if (!parts) return dateNotAvailable(locale);
  if (locale !== DEFAULT_LOCALE) return intlDate(parts, locale, false);
  return `${monthName(parts.month)} ${parts.day}, ${parts.year}`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/**
 * "Tuesday, June 2, 2026" for a calendar day ("martes, 2 de junio de 2026" in es-US); 'Date not
 * available' when it is not a real one.
 */
export function formatWeekdayDate(day: string, locale: string = DEFAULT_LOCALE): string {
  const date = parseCalendarDay(day);
  if (!date) return dateNotAvailable(locale);
  if (locale !== DEFAULT_LOCALE) {
    return intlDate(
      { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
      locale,
      true,
    );
  }
  return `${WEEKDAYS[date.getUTCDay()]}, ${formatLongDate(day)}`;
}

/**
 * How current a dataset is, as a reader says it: "June 15, 2026" for a calendar day, and a value
 * that is not one (a year such as "2026", for rules compiled over a year) as given.
 */
export function formatAsOf(value: string, locale: string = DEFAULT_LOCALE): string {
  return parseCalendarDay(value) ? formatLongDate(value, locale) : value;
}

/** "Sep 5, 2026" ('MMM d, yyyy', as admin tables show dates); 'Date not available' when missing. */
export function formatAdminDate(value: string | Date | null | undefined): string {
  const parts = dateParts(value);
  return parts ? `${monthName(parts.month).slice(0, 3)} ${parts.day}, ${parts.year}` : DATE_NOT_AVAILABLE;
}
