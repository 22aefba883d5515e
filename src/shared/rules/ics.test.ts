import { describe, expect, it } from "vitest";
import { foldLine, icsCalendar, icsDocument } from "./ics";

const event = {
  title: "Texas primary election",
  date: "2026-03-03",
  details: "Vote in the primary; polls open at 7 a.m., close at 7 p.m.\nBring your ID.",
  location: "Texas",
};

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

describe("icsDocument", () => {
  it("holds one VEVENT per event with a real date, and names the calendar", () => {
    const doc = icsDocument(
      [
        { ...event, uid: "a@x" },
        { ...event, uid: "b@x", date: "2026-02-30" },
        { ...event, uid: "c@x", date: "2026-05-26", title: "Runoff, if needed" },
      ],
      new Date(0),
      "Pledge Watch: primary dates",
    );
    const lines = doc.split("\r\n");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines).toContain("X-WR-CALNAME:Pledge Watch: primary dates");
    expect(lines).toContain("SUMMARY:Runoff\\, if needed");
    expect(lines).not.toContain("UID:b@x");
  });

  it("is a valid empty calendar without events", () => {
    expect(icsDocument([], new Date(0))).toBe(
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Pledge Watch//Primary dates//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n",
    );
  });
});
