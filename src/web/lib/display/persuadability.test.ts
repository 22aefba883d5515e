import { describe, expect, it } from "vitest";
import {
  isPersuadableRepublican,
  persuadabilityLabel,
  persuadabilityTone,
  rankPersuadables,
} from "./persuadability";

describe("persuadabilityTone", () => {
  it("colours a score as its label does, wherever it is shown", () => {
    for (const score of [100, 80, 75, 74, 70, 69, 65, 64, 60, 59, 40, 0]) {
      expect(persuadabilityTone(score), String(score)).toBe(persuadabilityLabel(score).tone);
    }
    expect([75, 70, 65, 60, 59].map(persuadabilityTone)).toEqual([
      "green",
      "blue",
      "amber",
      "orange",
      "neutral",
    ]);
  });
});

describe("persuadabilityLabel", () => {
  it("labels scores at 75, 70, 65 and 60, with colours on the same cut points", () => {
    expect(persuadabilityLabel(75)).toEqual({ label: "Highly Persuadable", tone: "green" });
    expect(persuadabilityLabel(74)).toEqual({ label: "Very Persuadable", tone: "blue" });
    expect(persuadabilityLabel(70).label).toBe("Very Persuadable");
    expect(persuadabilityLabel(69).label).toBe("Moderately Persuadable");
    expect(persuadabilityLabel(65).label).toBe("Moderately Persuadable");
    expect(persuadabilityLabel(64).label).toBe("Somewhat Persuadable");
    expect(persuadabilityLabel(60).label).toBe("Somewhat Persuadable");
    expect(persuadabilityLabel(59)).toEqual({ label: "Less Persuadable", tone: "neutral" });
  });
});

const member = (overrides: Partial<Parameters<typeof isPersuadableRepublican>[0]> = {}) => ({
  firstName: "Jane",
  lastName: "Doe",
  party: "Republican",
  caucus: null,
  persuadabilityScore: 70,
  isDelegate: false,
  pledgeCount: 0,
  ...overrides,
});

describe("isPersuadableRepublican", () => {
  it("takes Republicans scoring 60 or more", () => {
    expect(isPersuadableRepublican(member({ persuadabilityScore: 60 }))).toBe(true);
    expect(isPersuadableRepublican(member({ persuadabilityScore: 59 }))).toBe(false);
    expect(isPersuadableRepublican(member({ party: "Democrat" }))).toBe(false);
  });

  it("goes by the caucus when it differs from the party", () => {
    expect(isPersuadableRepublican(member({ party: "Independent", caucus: "Republican" }))).toBe(true);
    expect(isPersuadableRepublican(member({ party: "Independent", caucus: "Democrat" }))).toBe(false);
  });

  it("leaves out delegates, who cannot vote on impeachment", () => {
    expect(isPersuadableRepublican(member({ isDelegate: true }))).toBe(false);
  });
});

describe("rankPersuadables", () => {
  it("orders by score, then pledges, then name", () => {
    const ranked = rankPersuadables([
      member({ lastName: "Low", persuadabilityScore: 61 }),
      member({ lastName: "Zed", persuadabilityScore: 80 }),
      member({ lastName: "Able", persuadabilityScore: 80 }),
      member({ lastName: "Busy", persuadabilityScore: 80, pledgeCount: 5 }),
      member({ lastName: "Out", persuadabilityScore: 30 }),
    ]);
    expect(ranked.map((m) => m.lastName)).toEqual(["Busy", "Able", "Zed", "Low"]);
  });
});

describe("persuadabilityLabel in Spanish", () => {
  it("labels each band in Spanish, with the same colours", () => {
    expect([75, 70, 65, 60, 59].map((score) => persuadabilityLabel(score, "es"))).toEqual([
      { label: "Altamente persuadible", tone: "green" },
      { label: "Muy persuadible", tone: "blue" },
      { label: "Moderadamente persuadible", tone: "amber" },
      { label: "Algo persuadible", tone: "orange" },
      { label: "Menos persuadible", tone: "neutral" },
    ]);
  });
});
