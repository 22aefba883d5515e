import { addDays, parseCalendarDay } from "#shared/rules/dates";
import type { PrimaryDateDisplay } from "#shared/rules/primary-date";

/** An event that takes up one whole day, such as a primary election. */
export interface AllDayEvent {
  title: string;
  /** `yyyy-MM-dd`. */
  date: string;
  details?: string;
  location?: string;
}

/** 20260519 for 2026-05-19: the DATE form both Google Calendar and iCalendar use. */
function compactDay(day: string): string {
  return day.replaceAll("-", "");
}

/** Start and (exclusive) end of the one-day event, or null when the date is not a real day. */
function eventDays(date: string): { start: string; end: string } | null {
  const end = parseCalendarDay(date) ? addDays(date, 1) : null;
  return end ? { start: compactDay(date), end: compactDay(end) } : null;
}

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

export interface IcsEvent extends AllDayEvent {
  /** Stable across downloads of the same event, so a calendar updates it instead of adding a copy. */
  uid: string;
  url?: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 section 3.3.11). */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();
const LINE_OCTETS = 75;

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with a space
 * (RFC 5545 section 3.1), never inside a multi-byte character.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}

function utcStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/** An iCalendar (.ics) file with one all-day event; null without a real date. */
export function icsCalendar(event: IcsEvent): string | null {
  const days = eventDays(event.date);
  if (!days) return null;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Pledge Watch//Primary dates//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART;VALUE=DATE:${days.start}`,
    `DTEND;VALUE=DATE:${days.end}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.details ? [`DESCRIPTION:${escapeText(event.details)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    // An all-day reminder should not show the voter as busy.
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
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
