import { addDays, parseCalendarDay } from "./dates";

/**
 * iCalendar (RFC 5545) for all-day events: the one-off download of a primary date on the site,
 * and the voter's subscribed calendar feed. Lines end in CRLF and are folded at 75 octets; text
 * values are escaped.
 */

/** An event that takes up one whole day, such as a primary election. */
export interface AllDayEvent {
  title: string;
  /** `yyyy-MM-dd`. */
  date: string;
  details?: string;
  location?: string;
}

export interface IcsEvent extends AllDayEvent {
  /** Stable across downloads of the same event, so a calendar updates it instead of adding a copy. */
  uid: string;
  url?: string;
}

/** 20260519 for 2026-05-19: the DATE form both Google Calendar and iCalendar use. */
export function compactDay(day: string): string {
  return day.replaceAll("-", "");
}

/** Start and (exclusive) end of the one-day event, or null when the date is not a real day. */
export function eventDays(date: string): { start: string; end: string } | null {
  const end = parseCalendarDay(date) ? addDays(date, 1) : null;
  return end ? { start: compactDay(date), end: compactDay(end) } : null;
}

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 section 3.3.11). */
export function escapeText(value: string): string {
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

function eventLines(event: IcsEvent, now: Date): string[] {
  const days = eventDays(event.date);
  if (!days) return [];
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;VALUE=DATE:${days.start}`,
    `DTEND;VALUE=DATE:${days.end}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.details ? [`DESCRIPTION:${escapeText(event.details)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    // An all-day reminder should not show the voter as busy.
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/**
 * An iCalendar document with the given all-day events (those without a real date are left out).
 * `name` titles a subscribed calendar in the voter's calendar app.
 */
export function icsDocument(events: readonly IcsEvent[], now: Date, name?: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Pledge Watch//Primary dates//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`] : []),
    ...events.flatMap((event) => eventLines(event, now)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** A one-event file for a download; null without a real date. */
export function icsCalendar(event: IcsEvent & { now: Date }): string | null {
  return eventDays(event.date) ? icsDocument([event], event.now) : null;
}
