import { describe, expect, it } from "vitest";
import { calendarAvailability, googleCalendarUrl } from "./calendar";

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

describe("calendarAvailability in Spanish", () => {
  it("says in Spanish that the date is not announced", () => {
    expect(
      calendarAvailability({ kind: "expected", year: 2028, label: "Expected 2028*" }, "2026-11-25", "es"),
    ).toEqual({ kind: "unannounced", text: "Aún no se ha anunciado la fecha de la primaria de 2028." });
    expect(calendarAvailability({ kind: "unknown", label: "TBD" }, "2026-11-25", "es")).toEqual({
      kind: "unannounced",
      text: "Aún no se ha anunciado la fecha de la próxima primaria.",
    });
  });

  it("offers the calendar whatever the language", () => {
    const exact = { kind: "exact", date: "2028-08-15", label: "15 de agosto de 2028" } as const;
    expect(calendarAvailability(exact, "2026-11-25", "es")).toEqual({
      kind: "available",
      date: "2028-08-15",
    });
  });
});
