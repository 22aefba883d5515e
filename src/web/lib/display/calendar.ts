import type { Language } from "#shared/language";
import { parseCalendarDay } from "#shared/rules/dates";
import { type AllDayEvent, eventDays } from "#shared/rules/ics";
import type { PrimaryDateDisplay } from "#shared/rules/primary-date";

/** A link that opens Google Calendar's "new event" form, pre-filled; null without a real date. */
export function googleCalendarUrl(event: AllDayEvent): string | null {
  const days = eventDays(event.date);
  if (!days) return null;
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${days.start}/${days.end}`,
  });
  if (event.details) params.set("details", event.details);
  if (event.location) params.set("location", event.location);
  return `https://calendar.google.com/calendar/render?${params}`;
}

/**
 * Whether a primary can go into a calendar: only an exact date still ahead of `today` (or today)
 * can. Otherwise the sentence to show in place of the calendar buttons, so no button is offered
 * that cannot succeed.
 */
export type CalendarAvailability =
  | { kind: "available"; date: string }
  | { kind: "unannounced"; text: string };

const UNANNOUNCED: Record<Language, { year: (year: number) => string; next: string }> = {
  en: {
    year: (year) => `The ${year} primary date has not been announced yet.`,
    next: "The next primary date has not been announced yet.",
  },
  es: {
    year: (year) => `Aún no se ha anunciado la fecha de la primaria de ${year}.`,
    next: "Aún no se ha anunciado la fecha de la próxima primaria.",
  },
};

/** The sentence is in `language` (English unless told). */
export function calendarAvailability(
  primary: PrimaryDateDisplay,
  today: string,
  language: Language = "en",
): CalendarAvailability {
  if (primary.kind === "exact" && parseCalendarDay(primary.date) && primary.date >= today) {
    return { kind: "available", date: primary.date };
  }
  const words = UNANNOUNCED[language];
  return {
    kind: "unannounced",
    text: primary.kind === "expected" ? words.year(primary.year) : words.next,
  };
}
