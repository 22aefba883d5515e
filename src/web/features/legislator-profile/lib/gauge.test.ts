import { describe, expect, it } from "vitest";
import { GAUGE_CIRCUMFERENCE, GAUGE_RADIUS, gaugeDashOffset } from "./gauge";

describe("gaugeDashOffset", () => {
  it("uses the spec's arc length for a radius of 40", () => {
    expect(GAUGE_RADIUS).toBe(40);
    expect(GAUGE_CIRCUMFERENCE).toBe(251.2);
  });

  it("leaves the part of the arc the score does not reach", () => {
    expect(gaugeDashOffset(0)).toBe(251.2);
    expect(gaugeDashOffset(100)).toBe(0);
    expect(gaugeDashOffset(75)).toBe(62.8);
    expect(gaugeDashOffset(60)).toBe(100.48);
  });

  it("keeps out-of-range scores on the gauge", () => {
    expect(gaugeDashOffset(140)).toBe(0);
    expect(gaugeDashOffset(-5)).toBe(251.2);
    expect(gaugeDashOffset(Number.NaN)).toBe(251.2);
  });
});
