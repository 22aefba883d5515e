import { describe, expect, it } from "vitest";
import { constituencyStanding, isConstituent } from "./constituency";

const senator = { type: "sen" as const, state: "TX", district: null };
const tx23 = { type: "rep" as const, state: "TX", district: 23 };
const alaskaAtLarge = { type: "rep" as const, state: "AK", district: 0 };
const dcDelegate = { type: "rep" as const, state: "DC", district: 0 };

describe("isConstituent", () => {
  it("counts a voter for their state's senators and their own district's representative", () => {
    const voter = { state: "TX", congressionalDistrict: 23 };
    expect(isConstituent(voter, senator)).toBe(true);
    expect(isConstituent(voter, tx23)).toBe(true);
    expect(isConstituent(voter, { ...tx23, district: 21 })).toBe(false);
  });

  it("never counts a voter from another state", () => {
    expect(isConstituent({ state: "ME", congressionalDistrict: 2 }, senator)).toBe(false);
    expect(isConstituent({ state: "OK", congressionalDistrict: 23 }, tx23)).toBe(false);
  });

  it("counts a split-ZIP voter who has not chosen a district for the senators only", () => {
    const undecided = { state: "TX", congressionalDistrict: null };
    expect(isConstituent(undecided, senator)).toBe(true);
    expect(isConstituent(undecided, tx23)).toBe(false);
  });

  it("counts the whole state for an at-large seat or a delegate", () => {
    expect(isConstituent({ state: "AK", congressionalDistrict: null }, alaskaAtLarge)).toBe(true);
    expect(isConstituent({ state: "DC", congressionalDistrict: 0 }, dcDelegate)).toBe(true);
  });

  it("counts nobody without a state on record", () => {
    expect(isConstituent({ state: null, congressionalDistrict: null }, senator)).toBe(false);
  });
});

describe("constituencyStanding", () => {
  it("tells a constituent, a voter from outside the seat and one whose district is not known apart", () => {
    expect(constituencyStanding({ state: "TX", congressionalDistrict: 23 }, tx23)).toBe("constituent");
    expect(constituencyStanding({ state: "TX", congressionalDistrict: 21 }, tx23)).toBe("outside");
    expect(constituencyStanding({ state: "ME", congressionalDistrict: 1 }, senator)).toBe("outside");
    expect(constituencyStanding({ state: "TX", congressionalDistrict: null }, tx23)).toBe("district-unknown");
    expect(constituencyStanding({ state: "TX", congressionalDistrict: null }, senator)).toBe("constituent");
    expect(constituencyStanding({ state: null, congressionalDistrict: null }, senator)).toBe("outside");
  });
});
