import { describe, expect, it } from "vitest";
import { chamberLabel, seatLabel } from "./legislator-label";

describe("seatLabel", () => {
  it("shows the state for a senator", () => {
    expect(seatLabel({ type: "sen", state: "ME", districtCode: null })).toBe("ME");
  });

  it("shows the district code for a House member, at-large seats included", () => {
    expect(seatLabel({ type: "rep", state: "TX", districtCode: "TX-12" })).toBe("TX-12");
    expect(seatLabel({ type: "rep", state: "AK", districtCode: "AK-AL" })).toBe("AK-AL");
  });

  it("falls back to the state when a House member has no district code", () => {
    expect(seatLabel({ type: "rep", state: "PR", districtCode: null })).toBe("PR");
  });
});

describe("chamberLabel", () => {
  it("names the chamber", () => {
    expect(chamberLabel("sen")).toBe("Senate");
    expect(chamberLabel("rep")).toBe("House");
  });
});
