import { describe, expect, it } from "vitest";
import { estimatedPrimaryElectorate, PRIMARY_TURNOUT_RATIO, pledgeThresholds } from "./thresholds";

describe("pledgeThresholds", () => {
  it("applies the assumed turnout ratio to Trump's 2024 vote", () => {
    expect(PRIMARY_TURNOUT_RATIO).toBe(0.3);
    expect(estimatedPrimaryElectorate(200_000)).toBeCloseTo(60_000, 6);
  });

  it("takes 0.5%, 1%, 2.5%, 5% and 10% of the estimated electorate as integers", () => {
    expect(pledgeThresholds(200_000)).toEqual({
      minimal: 300,
      modest: 600,
      medium: 1500,
      strong: 3000,
      safe: 6000,
    });
  });

  it("rounds to whole pledges and keeps the levels in order", () => {
    const t = pledgeThresholds(184_458);
    for (const value of Object.values(t)) expect(Number.isInteger(value)).toBe(true);
    expect(t.minimal).toBe(Math.round(184_458 * 0.3 * 0.005));
    expect(t.minimal).toBeLessThan(t.modest);
    expect(t.modest).toBeLessThan(t.medium);
    expect(t.medium).toBeLessThan(t.strong);
    expect(t.strong).toBeLessThan(t.safe);
  });
});
