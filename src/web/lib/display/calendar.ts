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

export function calendarAvailability(primary: PrimaryDateDisplay, today: string): CalendarAvailability {
  if (primary.kind === "exact" && parseCalendarDay(primary.date) && primary.date >= today) {
    return { kind: "available", date: primary.date };
  }
  return {
    kind: "unannounced",
    text:
      primary.kind === "expected"
        ? `The ${primary.year} primary date has not been announced yet.`
        : "The next primary date has not been announced yet.",
  };
}
