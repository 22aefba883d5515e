import { describe, expect, it } from "vitest";
import {
  chamberLabel,
  districtLabel,
  honorific,
  positionTitle,
  seatLabel,
  seatName,
  sitsWithRepublicans,
  votingParty,
} from "#shared/legislator-label";

describe("seatName", () => {
  it("names a senator's state in full and a House member's district by its code", () => {
    expect(seatName({ type: "sen", state: "TX", districtCode: null })).toBe("Texas");
    expect(seatName({ type: "rep", state: "TX", districtCode: "TX-23" })).toBe("TX-23");
  });
});

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

describe("positionTitle and honorific", () => {
  it("name senators, representatives, delegates and Puerto Rico's resident commissioner", () => {
    const cases = [
      [{ type: "sen", state: "AK", isDelegate: false }, "Senator", "Sen."],
      [{ type: "rep", state: "TX", isDelegate: false }, "Representative", "Rep."],
      [{ type: "rep", state: "GU", isDelegate: true }, "Delegate", "Del."],
      [{ type: "rep", state: "PR", isDelegate: true }, "Resident Commissioner", "Res. Comm."],
    ] as const;
    for (const [office, title, short] of cases) {
      expect(positionTitle(office)).toBe(title);
      expect(honorific(office)).toBe(short);
    }
  });
});

describe("districtLabel", () => {
  it("numbers districts and names at-large seats", () => {
    expect(districtLabel({ type: "rep", district: 12 })).toBe("District 12");
    expect(districtLabel({ type: "rep", district: 0 })).toBe("At-large");
    expect(districtLabel({ type: "sen", district: null })).toBeNull();
  });
});

describe("votingParty", () => {
  it("prefers the caucus of an independent", () => {
    expect(votingParty({ party: "Independent", caucus: "Democrat" })).toBe("Democrat");
    expect(votingParty({ party: "Republican", caucus: null })).toBe("Republican");
    expect(sitsWithRepublicans({ party: "Independent", caucus: "Republican" })).toBe(true);
    expect(sitsWithRepublicans({ party: "Democrat", caucus: null })).toBe(false);
  });
});
