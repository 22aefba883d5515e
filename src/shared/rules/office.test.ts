import { describe, expect, it } from "vitest";
import { departureConfirmed, officeStatus } from "./office";

const TODAY = "2027-01-10";
const listed = (termEnd: string) => ({ termEnd, droppedFromRosterOn: null });

describe("officeStatus", () => {
  it("keeps a member in office through the last day of their term", () => {
    expect(officeStatus(listed("2027-01-11"), TODAY)).toEqual({ inOffice: true, leftOffice: null });
    expect(officeStatus(listed(TODAY), TODAY)).toEqual({ inOffice: true, leftOffice: null });
  });

  it("makes a member former the day after their term ended", () => {
    expect(officeStatus(listed("2027-01-09"), TODAY)).toEqual({ inOffice: false, leftOffice: "2027-01-09" });
  });

  it("makes a member the roster dropped former from the day it did", () => {
    expect(officeStatus({ termEnd: "2029-01-03", droppedFromRosterOn: "2027-01-05" }, TODAY)).toEqual({
      inOffice: false,
      leftOffice: "2027-01-05",
    });
  });

  it("dates the departure by the term's end when the roster dropped them only after it", () => {
    expect(officeStatus({ termEnd: "2027-01-03", droppedFromRosterOn: "2027-01-08" }, TODAY)).toEqual({
      inOffice: false,
      leftOffice: "2027-01-03",
    });
  });

  it("brings a member back who returns to the roster with a new term", () => {
    // A refresh that lists them again clears droppedFromRosterOn and gives the new term's end.
    expect(officeStatus(listed("2029-01-03"), TODAY)).toEqual({ inOffice: true, leftOffice: null });
  });
});

describe("departureConfirmed", () => {
  it("is true for a member the roster dropped, and for an appointment that ended at a special election", () => {
    expect(departureConfirmed({ termEnd: "2029-01-03", droppedFromRosterOn: "2027-01-05" }, TODAY)).toBe(
      true,
    );
    expect(departureConfirmed(listed("2026-11-03"), TODAY)).toBe(true);
  });

  it("waits for a newer roster when a term simply reached the end of its Congress", () => {
    expect(departureConfirmed(listed("2027-01-03"), TODAY)).toBe(false);
  });

  it("is false for a member still in office", () => {
    expect(departureConfirmed(listed("2029-01-03"), TODAY)).toBe(false);
  });
});
