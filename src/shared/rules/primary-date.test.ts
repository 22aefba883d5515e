import { describe, expect, it } from "vitest";
import { daysBetween } from "./dates";
import { daysUntilPrimaryText, primaryDateDisplay, registrationDeadlineLabel } from "./primary-date";

const house = { type: "rep" } as const;

describe("primaryDateDisplay", () => {
  it("shows an upcoming primary as it is", () => {
    expect(primaryDateDisplay("2026-05-19", house, "2026-03-01")).toEqual({
      kind: "exact",
      date: "2026-05-19",
      label: "May 19, 2026",
    });
  });

  it("counts primary day itself as upcoming", () => {
    expect(primaryDateDisplay("2026-05-19", house, "2026-05-19").kind).toBe("exact");
  });

  it("shows a past primary as the seat's next regular year only, with no month carried over", () => {
    expect(primaryDateDisplay("2026-05-19", house, "2026-05-20")).toEqual({
      kind: "expected",
      year: 2028,
      label: "Expected 2028*",
    });
    expect(primaryDateDisplay("2024-03-05", house, "2025-06-01")).toMatchObject({ label: "Expected 2026*" });
  });

  it("shows a California seat after its June 2026 primary as 'Expected 2028*', not 'June 2028'", () => {
    // California holds its primary in March in presidential years, so June would be wrong.
    const california = { type: "rep", nextPrimaryYear: 2028 } as const;
    const display = primaryDateDisplay("2026-06-02", california, "2026-11-21");
    expect(display).toEqual({ kind: "expected", year: 2028, label: "Expected 2028*" });
    expect(display.label).not.toMatch(/June|March/);
    // Between the primary and the general election the API's year is still 2026: the next one is 2028.
    expect(
      primaryDateDisplay("2026-06-02", { type: "rep", nextPrimaryYear: 2026 }, "2026-07-01"),
    ).toMatchObject({
      label: "Expected 2028*",
    });
    expect(primaryDateDisplay("2026-06-02", house, "2026-07-01")).toMatchObject({ label: "Expected 2028*" });
  });

  it("shows an exact date an administrator entered for the coming cycle as is", () => {
    const california = { type: "rep", nextPrimaryYear: 2028 } as const;
    expect(primaryDateDisplay("2028-03-07", california, "2026-11-21")).toEqual({
      kind: "exact",
      date: "2028-03-07",
      label: "March 7, 2028",
    });
    expect(primaryDateDisplay("2028-03-07", { type: "sen", senateClass: 3 }, "2026-11-21").kind).toBe(
      "exact",
    );
  });

  it("follows the Senate class: a seat not up this year gets its own cycle's year", () => {
    const today = "2026-03-01";
    expect(primaryDateDisplay("2026-05-19", { type: "sen", senateClass: 2 }, today).kind).toBe("exact");
    expect(primaryDateDisplay("2026-05-19", { type: "sen", senateClass: 3 }, today)).toMatchObject({
      label: "Expected 2028*",
    });
    expect(primaryDateDisplay("2026-05-19", { type: "sen", senateClass: 1 }, today)).toMatchObject({
      label: "Expected 2030*",
    });
    // Class 2's 2026 primary is over: its next one is six years on.
    expect(primaryDateDisplay("2026-05-19", { type: "sen", senateClass: 2 }, "2026-06-01")).toMatchObject({
      label: "Expected 2032*",
    });
    // An exact 2028 date entered for the state does not apply to a class 1 seat, up in 2030.
    expect(primaryDateDisplay("2028-03-07", { type: "sen", senateClass: 1 }, "2026-11-21")).toMatchObject({
      label: "Expected 2030*",
    });
  });

  it("starts from a state's or seat's nextPrimaryYear when it is known, skipping years already past", () => {
    expect(
      primaryDateDisplay("2024-08-06", { type: "rep", nextPrimaryYear: 2026 }, "2025-12-01"),
    ).toMatchObject({ label: "Expected 2026*" });
    // A stale nextPrimaryYear does not produce a year in the past.
    expect(
      primaryDateDisplay("2022-08-02", { type: "rep", nextPrimaryYear: 2024 }, "2026-09-01"),
    ).toMatchObject({ label: "Expected 2026*" });
  });

  it("shows a seat's known next year as expected when no date is stored (a delegate's seat)", () => {
    const delegate = { type: "rep", nextPrimaryYear: 2026 } as const;
    expect(primaryDateDisplay(null, delegate, "2026-03-01")).toEqual({
      kind: "expected",
      year: 2026,
      label: "Expected 2026*",
    });
    // A year already behind us moves on to the next cycle.
    expect(primaryDateDisplay(null, delegate, "2027-01-10")).toMatchObject({ label: "Expected 2028*" });
  });

  it("is TBD without a real stored date", () => {
    for (const date of [null, undefined, "", "2026-02-30", "May 2026"]) {
      expect(primaryDateDisplay(date, house, "2026-03-01")).toEqual({ kind: "unknown", label: "TBD" });
    }
  });
});

describe("registrationDeadlineLabel", () => {
  it("shows an upcoming deadline, including today's", () => {
    expect(registrationDeadlineLabel("2026-04-20", "2026-03-01")).toBe("April 20, 2026");
    expect(registrationDeadlineLabel("2026-04-20", "2026-04-20")).toBe("April 20, 2026");
  });

  it("is TBD when past or missing", () => {
    expect(registrationDeadlineLabel("2026-04-20", "2026-04-21")).toBe("TBD");
    expect(registrationDeadlineLabel("2024-10-01", "2026-01-01")).toBe("TBD");
    expect(registrationDeadlineLabel(null, "2026-01-01")).toBe("TBD");
  });
});

describe("daysUntilPrimaryText", () => {
  it("counts down in the singular and the plural", () => {
    expect(daysUntilPrimaryText(daysBetween("2026-05-18", "2026-05-19")!)).toBe("1 day until the primary");
    expect(daysUntilPrimaryText(daysBetween("2026-04-30", "2026-05-19")!)).toBe("19 days until the primary");
  });

  it("marks the day itself and the days after", () => {
    expect(daysUntilPrimaryText(0)).toBe("Primary election is today!");
    expect(daysUntilPrimaryText(-3)).toBe("Primary election has passed");
  });
});
