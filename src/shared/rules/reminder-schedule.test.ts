import { describe, expect, it } from "vitest";
import { STATE_TIME_ZONES, stateToday } from "../state-time-zones";
import { US_STATES } from "../states";
import { dueOffset, enabledOffsets, scheduledReminders, upcomingEvents } from "./reminder-schedule";

const ALL = { oneMonth: true, twoWeeks: true, oneWeek: true, threeDays: true, dayBefore: true, dayOf: true };
const NONE = {
  oneMonth: false,
  twoWeeks: false,
  oneWeek: false,
  threeDays: false,
  dayBefore: false,
  dayOf: false,
};
const election = { registrationDeadline: "2028-02-03", primaryDate: "2028-03-03", runoffDate: "2028-05-26" };

describe("upcomingEvents", () => {
  it("lists the exact dates still ahead, the day itself included", () => {
    expect(upcomingEvents(election, "2028-02-03")).toEqual([
      { kind: "registration-deadline", date: "2028-02-03" },
      { kind: "primary", date: "2028-03-03" },
      { kind: "runoff", date: "2028-05-26" },
    ]);
    expect(upcomingEvents(election, "2028-02-04").map((e) => e.kind)).toEqual(["primary", "runoff"]);
  });

  it("has nothing to remind without exact dates, or when they have passed", () => {
    expect(upcomingEvents(null, "2026-11-26")).toEqual([]);
    expect(
      upcomingEvents({ registrationDeadline: null, primaryDate: null, runoffDate: null }, "2026-11-26"),
    ).toEqual([]);
    expect(
      upcomingEvents(
        { ...election, primaryDate: "2026-03-03", runoffDate: null, registrationDeadline: null },
        "2026-11-26",
      ),
    ).toEqual([]);
    expect(
      upcomingEvents({ ...election, primaryDate: "2028-02-30" }, "2026-11-26").map((e) => e.kind),
    ).not.toContain("primary");
  });
});

describe("dueOffset", () => {
  it("is the offset whose day is today", () => {
    expect(dueOffset("2028-03-03", "2028-02-02", [30, 14, 7, 3, 1, 0])).toBe(30);
    expect(dueOffset("2028-03-03", "2028-02-25", [30, 14, 7, 3, 1, 0])).toBe(7);
    expect(dueOffset("2028-03-03", "2028-03-02", [30, 14, 7, 3, 1, 0])).toBe(1);
    expect(dueOffset("2028-03-03", "2028-03-03", [30, 14, 7, 3, 1, 0])).toBe(0);
  });

  it("is nothing before the first chosen reminder day and after the event", () => {
    expect(dueOffset("2028-03-03", "2028-01-15", [30, 14])).toBeNull();
    expect(dueOffset("2028-03-03", "2028-03-04", [30, 14, 0])).toBeNull();
    expect(dueOffset("2028-03-03", "2028-03-03", [30, 14])).toBe(14);
  });

  it("sends only the latest missed reminder after downtime, never a backlog", () => {
    // Down from 20 days before to 5 days before: the 14-day and 7-day reminders were missed.
    expect(dueOffset("2028-03-03", "2028-02-27", [30, 14, 7, 3])).toBe(7);
  });

  it("keeps to the offsets the voter chose", () => {
    expect(dueOffset("2028-03-03", "2028-02-27", [30, 3])).toBe(30);
    expect(dueOffset("2028-03-03", "2028-02-29", [30, 3])).toBe(3);
    expect(dueOffset("2028-03-03", "2028-02-29", [])).toBeNull();
  });

  it("follows a changed date: a new date has reminders of its own", () => {
    // The primary moved from March 3 to March 17: on February 25 the old date's 7-day reminder
    // would have been due; the new one's is the 30-day reminder.
    expect(dueOffset("2028-03-03", "2028-02-25", [30, 14, 7])).toBe(7);
    expect(dueOffset("2028-03-17", "2028-02-25", [30, 14, 7])).toBe(30);
  });
});

describe("days on the state's own calendar", () => {
  // 8:30 in the morning UTC on March 3 is still March 2 in Alaska and Hawaii.
  const morningUtc = new Date("2028-03-03T08:30:00Z");

  it("counts Alaska's and Hawaii's days in their own zones", () => {
    expect(stateToday("NY", morningUtc)).toBe("2028-03-03");
    expect(stateToday("AK", morningUtc)).toBe("2028-03-02");
    expect(stateToday("HI", morningUtc)).toBe("2028-03-02");
    expect(dueOffset("2028-03-03", stateToday("AK", morningUtc), [1, 0])).toBe(1);
    expect(dueOffset("2028-03-03", stateToday("NY", morningUtc), [1, 0])).toBe(0);
  });

  it("has a zone for every state, DC and territory the forms offer", () => {
    for (const { code } of US_STATES) expect(STATE_TIME_ZONES[code], code).toBeDefined();
  });
});

describe("scheduledReminders", () => {
  it("lists what is still to come, soonest first", () => {
    const next = scheduledReminders(election, { ...NONE, oneWeek: true, dayBefore: true }, "2028-01-30");
    expect(next.map((r) => [r.event.kind, r.offsetDays, r.day])).toEqual([
      ["registration-deadline", 1, "2028-02-02"],
      ["primary", 7, "2028-02-25"],
      ["primary", 1, "2028-03-02"],
      ["runoff", 7, "2028-05-19"],
      ["runoff", 1, "2028-05-25"],
    ]);
  });

  it("leaves out today's and past reminder days", () => {
    const next = scheduledReminders(election, ALL, "2028-02-25");
    expect(next[0]).toMatchObject({ event: { kind: "primary" }, offsetDays: 3, day: "2028-02-29" });
  });

  it("has nothing for a voter who chose no offset", () => {
    expect(enabledOffsets(NONE)).toEqual([]);
    expect(scheduledReminders(election, NONE, "2028-01-01")).toEqual([]);
  });
});
