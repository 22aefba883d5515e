import { describe, expect, it } from "vitest";
import { calendarAvailability, foldLine, googleCalendarUrl, icsCalendar } from "./calendar";

const event = {
  title: "Texas primary election",
  date: "2026-03-03",
  details: "Vote in the primary; polls open at 7 a.m., close at 7 p.m.\nBring your ID.",
  location: "Texas",
};

describe("googleCalendarUrl", () => {
  it("makes an all-day event lasting one day", () => {
    const url = new URL(googleCalendarUrl(event)!);
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Texas primary election");
    expect(url.searchParams.get("dates")).toBe("20260303/20260304");
    expect(url.searchParams.get("details")).toBe(event.details);
  });

  it("ends on the next day across a month or year boundary", () => {
    expect(new URL(googleCalendarUrl({ ...event, date: "2026-02-28" })!).searchParams.get("dates")).toBe(
      "20260228/20260301",
    );
    expect(new URL(googleCalendarUrl({ ...event, date: "2026-12-31" })!).searchParams.get("dates")).toBe(
      "20261231/20270101",
    );
  });

  it("is null without a real date", () => {
    expect(googleCalendarUrl({ ...event, date: "" })).toBeNull();
  });
});

describe("icsCalendar", () => {
  const ics = icsCalendar({
    ...event,
    uid: "primary-TX-2026-03-03@pledge-watch",
    url: "https://example.org/state-information/tx",
    now: new Date("2026-01-15T09:30:05.123Z"),
  })!;

  it("uses CRLF line endings throughout, ending with one", () => {
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
  });

  it("holds one all-day VEVENT with its dates, UID and stamp", () => {
    const lines = ics.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("BEGIN:VEVENT");
    expect(lines).toContain("UID:primary-TX-2026-03-03@pledge-watch");
    expect(lines).toContain("DTSTAMP:20260115T093005Z");
    expect(lines).toContain("DTSTART;VALUE=DATE:20260303");
    expect(lines).toContain("DTEND;VALUE=DATE:20260304");
    expect(lines).toContain("SUMMARY:Texas primary election");
    expect(lines).toContain("URL:https://example.org/state-information/tx");
  });

  it("escapes text values", () => {
    const unfolded = ics.replaceAll("\r\n ", "");
    expect(unfolded).toContain(
      "DESCRIPTION:Vote in the primary\\; polls open at 7 a.m.\\, close at 7 p.m.\\nBring your ID.",
    );
  });

  it("folds every line to at most 75 octets", () => {
    const long = icsCalendar({ ...event, uid: "x", now: new Date(0), details: "é".repeat(100) })!;
    for (const line of long.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(long.replaceAll("\r\n ", "")).toContain(`DESCRIPTION:${"é".repeat(100)}`);
  });

  it("is null without a real date", () => {
    expect(icsCalendar({ ...event, date: "2026-02-30", uid: "x", now: new Date(0) })).toBeNull();
  });
});

describe("foldLine", () => {
  it("leaves a 75-octet line alone and folds the 76th octet onto a continuation", () => {
    expect(foldLine("a".repeat(75))).toBe("a".repeat(75));
    expect(foldLine("a".repeat(76))).toBe(`${"a".repeat(75)}\r\n a`);
  });

  it("never splits a multi-byte character", () => {
    const folded = foldLine(`${"a".repeat(74)}é`);
    expect(folded).toBe(`${"a".repeat(74)}\r\n é`);
  });
});

describe("calendarAvailability", () => {
  it("offers the calendar for an exact date today or ahead", () => {
    const exact = { kind: "exact", date: "2028-08-15", label: "August 15, 2028" } as const;
    expect(calendarAvailability(exact, "2026-11-25")).toEqual({ kind: "available", date: "2028-08-15" });
    expect(calendarAvailability(exact, "2028-08-15")).toEqual({ kind: "available", date: "2028-08-15" });
  });

  it("says the date is not announced for a past, expected or unknown date", () => {
    const past = { kind: "exact", date: "2026-08-18", label: "August 18, 2026" } as const;
    expect(calendarAvailability(past, "2026-11-25")).toEqual({
      kind: "unannounced",
      text: "The next primary date has not been announced yet.",
    });
    expect(
      calendarAvailability({ kind: "expected", year: 2028, label: "Expected 2028*" }, "2026-11-25"),
    ).toEqual({ kind: "unannounced", text: "The 2028 primary date has not been announced yet." });
    expect(calendarAvailability({ kind: "unknown", label: "TBD" }, "2026-11-25")).toMatchObject({
      kind: "unannounced",
    });
  });
});
