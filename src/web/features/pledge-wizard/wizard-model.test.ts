import { describe, expect, it } from "vitest";
import { newDistrictLinesMessage, unknownDistrictMessage } from "#shared/find-legislators";
import {
  isUnknownDistrictMessage,
  legislatorsOfDistrict,
  lookupNoticeText,
  pledgeBatchVerdict,
  previousStep,
  representativesByDistrict,
  sortForSelection,
  vacancyText,
  voterPlace,
  withPreselected,
} from "./wizard-model";

const person = (
  id: number,
  party: string,
  persuadabilityScore: number,
  extra: Partial<{ type: "sen" | "rep"; districtCode: string | null; lastName: string }> = {},
) => ({
  id,
  party,
  persuadabilityScore,
  firstName: "A",
  lastName: extra.lastName ?? `Name${id}`,
  type: extra.type ?? "rep",
  districtCode: extra.districtCode ?? null,
});

describe("previousStep", () => {
  it("goes back one step and never below the first", () => {
    expect(previousStep(4)).toBe(3);
    expect(previousStep(2)).toBe(1);
    expect(previousStep(1)).toBe(1);
  });
});

describe("sortForSelection", () => {
  it("puts Republicans first, then the most persuadable, then by name", () => {
    const sorted = sortForSelection([
      person(1, "Democrat", 90),
      person(2, "Republican", 40),
      person(3, "Republican", 75),
      person(4, "Independent", 10),
      person(5, "Republican", 75, { lastName: "Adams" }),
    ]);
    expect(sorted.map((l) => l.id)).toEqual([5, 3, 2, 1, 4]);
  });
});

describe("districts", () => {
  const found = [
    person(1, "Republican", 50, { type: "sen" }),
    person(2, "Republican", 60, { districtCode: "TX-24" }),
    person(3, "Democrat", 20, { districtCode: "TX-32" }),
    person(4, "Republican", 30, { type: "sen" }),
  ];

  it("keeps the senators and the chosen district's representative", () => {
    expect(legislatorsOfDistrict(found, "TX-24").map((l) => l.id)).toEqual([1, 2, 4]);
    expect(legislatorsOfDistrict(found, null).map((l) => l.id)).toEqual([1, 2, 3, 4]);
  });

  it("names each candidate district's representative", () => {
    expect(representativesByDistrict(found, ["TX-24", "TX-32", "TX-33"])).toEqual([
      { district: "TX-24", representatives: [found[1]] },
      { district: "TX-32", representatives: [found[2]] },
      { district: "TX-33", representatives: [] },
    ]);
  });
});

describe("withPreselected", () => {
  it("pins the legislator the visitor came for, adding them when the lookup did not find them", () => {
    const found = [person(1, "Republican", 50), person(2, "Republican", 70)];
    expect(withPreselected(found, person(9, "Democrat", 5)).map((l) => l.id)).toEqual([9, 2, 1]);
    expect(withPreselected(found, found[0]).map((l) => l.id)).toEqual([1, 2]);
    expect(withPreselected(found, null).map((l) => l.id)).toEqual([2, 1]);
  });
});

describe("pledgeBatchVerdict", () => {
  it("tells success, a dropped connection and a partial failure apart", () => {
    expect(pledgeBatchVerdict({ done: 3, rejected: 0, unreachable: 0 })).toBe("success");
    expect(pledgeBatchVerdict({ done: 0, rejected: 0, unreachable: 3 })).toBe("network");
    expect(pledgeBatchVerdict({ done: 2, rejected: 1, unreachable: 0 })).toBe("partial");
    expect(pledgeBatchVerdict({ done: 0, rejected: 2, unreachable: 0 })).toBe("partial");
    expect(pledgeBatchVerdict({ done: 1, rejected: 0, unreachable: 1 })).toBe("partial");
  });
});

describe("vacancyText", () => {
  it("says in plain words why each kind of empty seat is empty", () => {
    expect(vacancyText("vacant")).toMatch(/lists no member/);
    expect(vacancyText("awaiting-special-election-result")).toMatch(/special election/);
    expect(vacancyText("awaiting-updated-data")).toMatch(/term has ended/);
  });

  it("says it in Spanish on a Spanish page", () => {
    expect(vacancyText("vacant", "es")).toMatch(/^Nadie ocupa este escaño/);
    expect(vacancyText("awaiting-special-election-result", "es")).toMatch(/elección especial/);
    expect(vacancyText("awaiting-updated-data", "es")).toMatch(/mandato del último miembro/);
  });

  it("keeps a chosen district's empty seat and the Senate's, as for members", () => {
    const seats = [
      { type: "sen" as const, districtCode: null },
      { type: "rep" as const, districtCode: "CA-14" },
      { type: "rep" as const, districtCode: "CA-10" },
    ];
    expect(legislatorsOfDistrict(seats, "CA-14")).toEqual(seats.slice(0, 2));
  });
});

describe("voterPlace", () => {
  it("reads the district number from the district's code", () => {
    expect(voterPlace("TX", "TX-23")).toEqual({ state: "TX", congressionalDistrict: 23 });
    expect(voterPlace("AK", "AK-AL")).toEqual({ state: "AK", congressionalDistrict: 0 });
    expect(voterPlace("TX", null)).toEqual({ state: "TX", congressionalDistrict: null });
    expect(voterPlace(null, null)).toEqual({ state: null, congressionalDistrict: null });
  });
});

describe("the lookup's messages", () => {
  it("knows the unknown district's message in either language, and no other", () => {
    expect(isUnknownDistrictMessage(unknownDistrictMessage("en"))).toBe(true);
    expect(isUnknownDistrictMessage(unknownDistrictMessage("es"))).toBe(true);
    expect(isUnknownDistrictMessage(newDistrictLinesMessage("TX"))).toBe(false);
    expect(isUnknownDistrictMessage(null)).toBe(false);
  });

  it("drops the sentence pointing to the finder's address, in either language", () => {
    expect(lookupNoticeText(newDistrictLinesMessage("TX"))).toBe(
      "Texas drew new congressional district lines for the 2026 elections. Our ZIP code table still has the old lines, so the district shown here is the one for the Congress elected in 2024, and your representative may be different.",
    );
    expect(lookupNoticeText(newDistrictLinesMessage("NC", "es"))).toMatch(
      /^Carolina del Norte trazó .* podría ser otra persona\.$/,
    );
  });
});
