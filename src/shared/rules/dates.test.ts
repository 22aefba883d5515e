import { afterEach, describe, expect, it } from "vitest";
import {
  addDays,
  calendarDayIn,
  DATE_NOT_AVAILABLE,
  daysBetween,
  formatAdminDate,
  formatAsOf,
  formatLongDate,
  formatWeekdayDate,
  localCalendarDay,
  parseCalendarDay,
  toCalendarDay,
} from "./dates";

const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe("formatLongDate", () => {
  it("writes a calendar day in en-US long form", () => {
    expect(formatLongDate("2026-05-19")).toBe("May 19, 2026");
    expect(formatLongDate("2028-01-01")).toBe("January 1, 2028");
  });

  it("never moves a calendar day, whatever the time zone", () => {
    for (const tz of ["America/Los_Angeles", "Pacific/Honolulu", "Pacific/Kiritimati", "UTC"]) {
      process.env.TZ = tz;
      expect(formatLongDate("2026-05-19")).toBe("May 19, 2026");
      expect(formatLongDate("2026-12-31")).toBe("December 31, 2026");
    }
  });

  it("reads an instant on the visitor's clock", () => {
    process.env.TZ = "America/Los_Angeles";
    expect(formatLongDate("2026-05-20T03:00:00Z")).toBe("May 19, 2026");
    process.env.TZ = "Europe/Berlin";
    expect(formatLongDate("2026-05-20T03:00:00Z")).toBe("May 20, 2026");
  });

  it("writes a server's instant as its UTC day when given as toCalendarDay(date), the way letters are dated", () => {
    process.env.TZ = "America/Los_Angeles";
    expect(formatLongDate(toCalendarDay(new Date("2026-05-20T03:00:00Z")))).toBe("May 20, 2026");
  });

  it("says so when there is no readable date", () => {
    expect(formatLongDate(null)).toBe(DATE_NOT_AVAILABLE);
    expect(formatLongDate(undefined)).toBe(DATE_NOT_AVAILABLE);
    expect(formatLongDate("")).toBe(DATE_NOT_AVAILABLE);
    expect(formatLongDate("soon")).toBe(DATE_NOT_AVAILABLE);
    expect(formatLongDate("2026-02-30")).toBe(DATE_NOT_AVAILABLE);
    expect(formatLongDate("2026-13-01")).toBe(DATE_NOT_AVAILABLE);
  });
});

describe("formatWeekdayDate", () => {
  it("names the weekday of a calendar day, whatever the time zone", () => {
    process.env.TZ = "Pacific/Honolulu";
    expect(formatWeekdayDate("2026-06-02")).toBe("Tuesday, June 2, 2026");
    expect(formatWeekdayDate("2028-02-29")).toBe("Tuesday, February 29, 2028");
    expect(formatWeekdayDate("2026-02-30")).toBe(DATE_NOT_AVAILABLE);
  });
});

describe("formatAsOf", () => {
  it("writes a calendar day out in full", () => {
    expect(formatAsOf("2026-06-15")).toBe("June 15, 2026");
  });

  it("keeps a year as it is, never a neighbouring day", () => {
    expect(formatAsOf("2026")).toBe("2026");
  });

  it("does not turn an impossible day into another one", () => {
    expect(formatAsOf("2026-02-30")).toBe("2026-02-30");
  });
});

describe("formatAdminDate", () => {
  it("uses the short month, the day without padding and the year", () => {
    expect(formatAdminDate("2026-09-05")).toBe("Sep 5, 2026");
    expect(formatAdminDate("2026-05-19")).toBe("May 19, 2026");
    expect(formatAdminDate(null)).toBe(DATE_NOT_AVAILABLE);
  });
});

describe("parseCalendarDay", () => {
  it("accepts a leap day only in a leap year", () => {
    expect(parseCalendarDay("2028-02-29")?.toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(parseCalendarDay("2026-02-29")).toBeNull();
  });
});

describe("localCalendarDay", () => {
  it("is the day on the visitor's own clock", () => {
    for (const tz of ["America/Los_Angeles", "Pacific/Kiritimati"]) {
      process.env.TZ = tz;
      expect(localCalendarDay(new Date(2026, 4, 19, 23, 59))).toBe("2026-05-19");
      expect(localCalendarDay(new Date(2026, 0, 1, 0, 0))).toBe("2026-01-01");
    }
  });
});

describe("calendarDayIn", () => {
  it("is the day on that zone's clock, not the server's", () => {
    const lateEvening = new Date("2026-11-27T03:30:00Z");
    expect(calendarDayIn("America/New_York", lateEvening)).toBe("2026-11-26");
    expect(calendarDayIn("Pacific/Honolulu", lateEvening)).toBe("2026-11-26");
    expect(calendarDayIn("UTC", lateEvening)).toBe("2026-11-27");
  });

  it("follows daylight saving time", () => {
    expect(calendarDayIn("America/New_York", new Date("2026-07-01T03:30:00Z"))).toBe("2026-06-30");
    expect(calendarDayIn("America/New_York", new Date("2026-07-01T04:30:00Z"))).toBe("2026-07-01");
  });
});

describe("addDays and daysBetween", () => {
  it("cross month and year boundaries", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(daysBetween("2026-02-28", "2026-03-01")).toBe(1);
    expect(daysBetween("2026-03-01", "2026-02-28")).toBe(-1);
  });

  it("are not thrown off by daylight saving time", () => {
    process.env.TZ = "America/New_York";
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
    expect(daysBetween("2026-10-31", "2026-11-02")).toBe(2);
  });

  it("give null for a day that does not exist", () => {
    expect(addDays("2026-02-30", 1)).toBeNull();
    expect(daysBetween("2026-01-01", "nope")).toBeNull();
  });
});

describe("dates in another locale", () => {
  it("writes a calendar day in the locale's long form, on the day given", () => {
    process.env.TZ = "Pacific/Honolulu";
    expect(formatLongDate("2026-05-19", "es-US")).toBe("19 de mayo de 2026");
    expect(formatWeekdayDate("2026-06-02", "es-US")).toBe("martes, 2 de junio de 2026");
    expect(formatAsOf("2026-06-15", "es-US")).toBe("15 de junio de 2026");
    expect(formatAsOf("2026", "es-US")).toBe("2026");
  });

  it("says a missing date is not available in the locale's language", () => {
    expect(formatLongDate(null, "es-US")).toBe("Fecha no disponible");
    expect(formatWeekdayDate("2026-02-30", "es-US")).toBe("Fecha no disponible");
    expect(formatLongDate(null, "en-US")).toBe(DATE_NOT_AVAILABLE);
  });

  it("keeps en-US as written before, by default and when named", () => {
    expect(formatLongDate("2026-05-19", "en-US")).toBe(formatLongDate("2026-05-19"));
    expect(formatWeekdayDate("2026-06-02", "en-US")).toBe("Tuesday, June 2, 2026");
  });
});
