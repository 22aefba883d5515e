import { describe, expect, it } from "vitest";
import type { PrimaryElection } from "#shared/primary-election";
import {
  lessCertain,
  matchStates,
  readableDates,
  sentenceCase,
  stateEntries,
  statePrimaryDate,
} from "./state-rules";

const election = (
  state: string,
  stateName: string,
  overrides: Partial<PrimaryElection> = {},
): PrimaryElection => ({
  id: 1,
  state,
  stateName,
  primaryDate: "2026-03-03",
  runoffDate: null,
  registrationDeadline: "2026-02-01",
  primaryType: "open",
  partyRegistrationRequired: false,
  registrationUrl: null,
  idRequirements: null,
  notes: null,
  additionalInfo: null,
  nextPrimaryYear: 2028,
  updatedAt: "2026-11-21T00:00:00.000Z",
  voterInfoUrl: null,
  confidence: { date: "high", type: "high" },
  sources: null,
  dataAsOf: "2026",
  ...overrides,
});

describe("statePrimaryDate", () => {
  it("shows a past primary as the next cycle's year only", () => {
    expect(statePrimaryDate("2026-03-03", { nextPrimaryYear: 2028 }, "2026-11-21")).toEqual({
      kind: "expected",
      year: 2028,
      label: "Expected 2028*",
    });
  });

  it("shows a date still ahead as it is, and the known next year when there is none", () => {
    expect(statePrimaryDate("2028-03-07", { nextPrimaryYear: 2028 }, "2026-11-21").label).toBe(
      "March 7, 2028",
    );
    expect(statePrimaryDate(null, { nextPrimaryYear: 2028 }, "2026-11-21").label).toBe("Expected 2028*");
  });
});

describe("labels", () => {
  it("capitalises a primary type", () => {
    expect(sentenceCase("top-two (nonpartisan)")).toBe("Top-two (nonpartisan)");
  });
});

describe("stateEntries", () => {
  it("lists the 50 states and DC by name, without territories, with their information when known", () => {
    const entries = stateEntries([election("TX", "Texas"), election("DC", "District of Columbia")]);
    expect(entries).toHaveLength(51);
    expect(entries[0]!.name).toBe("Alabama");
    expect(entries.at(-1)!.name).toBe("Wyoming");
    expect(entries.find((e) => e.code === "TX")!.election?.stateName).toBe("Texas");
    expect(entries.find((e) => e.code === "AL")!.election).toBeNull();
    expect(entries.find((e) => e.code === "DC")!.election?.stateName).toBe("District of Columbia");
    expect(entries.some((e) => e.code === "PR")).toBe(false);
  });

  it("names and orders the states in Spanish, keeping their English names to search by", () => {
    const entries = stateEntries([], "es");
    expect(entries).toHaveLength(51);
    const ny = entries.find((e) => e.code === "NY")!;
    expect(ny).toMatchObject({ name: "Nueva York", otherName: "New York" });
    expect(entries.find((e) => e.code === "TX")).not.toHaveProperty("otherName");
    const names = entries.map((e) => e.name);
    expect(names.indexOf("Carolina del Norte")).toBeLessThan(names.indexOf("Colorado"));
  });
});

describe("matchStates", () => {
  const entries = stateEntries([]);
  const names = (query: string) => matchStates(entries, query).map((e) => e.name);

  it("matches the start of any word of the name, or the exact code", () => {
    expect(names("new")).toEqual(["New Hampshire", "New Jersey", "New Mexico", "New York"]);
    expect(names("york")).toEqual(["New York"]);
    expect(names("TX")).toEqual(["Texas"]);
    expect(names("north d")).toEqual(["North Dakota"]);
    expect(names("  ")).toHaveLength(51);
    expect(names("dc")).toEqual(["District of Columbia"]);
    expect(names("zz")).toEqual([]);
  });

  it("finds a state by its Spanish or English name, with or without accents", () => {
    const spanish = stateEntries([], "es");
    const found = (query: string) => matchStates(spanish, query).map((e) => e.name);
    expect(found("nueva y")).toEqual(["Nueva York"]);
    expect(found("new york")).toEqual(["Nueva York"]);
    expect(found("hawai")).toEqual(["Hawái"]);
    expect(found("misisipi")).toEqual(["Misisipi"]);
    expect(found("york")).toEqual(["Nueva York"]);
  });
});

describe("lessCertain", () => {
  it("names the states whose sources are less than sure, alphabetically", () => {
    const list = [
      election("VA", "Virginia", { confidence: { date: "low", type: "high" } }),
      election("AZ", "Arizona", { confidence: { date: "medium", type: "high" } }),
      election("NE", "Nebraska", { confidence: { date: "high", type: "low" } }),
      election("TX", "Texas", { confidence: null }),
    ];
    expect(lessCertain(list, "date")).toEqual(["Arizona", "Virginia"]);
    expect(lessCertain(list, "type")).toEqual(["Nebraska"]);
  });

  it("names them in Spanish on a Spanish page", () => {
    const list = [
      election("PA", "Pennsylvania", { confidence: { date: "low", type: "high" } }),
      election("AZ", "Arizona", { confidence: { date: "medium", type: "high" } }),
    ];
    expect(lessCertain(list, "date", "es")).toEqual(["Arizona", "Pensilvania"]);
  });
});

describe("readableDates", () => {
  it("writes calendar days in long form and leaves everything else alone", () => {
    expect(readableDates("2026 primary: 2026-03-03. Runoff: 2026-05-26 (about 2022–24).")).toBe(
      "2026 primary: March 3, 2026. Runoff: May 26, 2026 (about 2022–24).",
    );
    expect(readableDates("sources disagree: 2026-06-16 vs 2026-08-04")).toBe(
      "sources disagree: June 16, 2026 vs August 4, 2026",
    );
    expect(readableDates("not a day: 2026-02-30")).toBe("not a day: 2026-02-30");
  });
});
