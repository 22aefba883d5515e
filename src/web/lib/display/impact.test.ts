import { describe, expect, it } from "vitest";
import { IMPACT_NOT_AVAILABLE, pledgeImpact, pledgeProgressPercent } from "./impact";

const thresholds = { minimal: 100, modest: 500, medium: 1000, strong: 2000, safe: 4000 };

describe("pledgeImpact", () => {
  it("names the highest threshold reached", () => {
    const label = (count: number) => pledgeImpact(count, thresholds).label;
    expect(label(0)).toBe("Limited Impact");
    expect(label(99)).toBe("Limited Impact");
    expect(label(100)).toBe("Minimal Impact");
    expect(label(500)).toBe("Modest Impact");
    expect(label(1999)).toBe("Medium Impact");
    expect(label(2000)).toBe("Strong Impact");
    expect(label(4000)).toBe("Safe Impact");
    expect(label(9000)).toBe("Safe Impact");
  });

  it("places the meter at pledges over the safe threshold, capped at 100%", () => {
    expect(pledgeImpact(1000, thresholds)).toMatchObject({ level: "medium", meterPercent: 25 });
    expect(pledgeImpact(9000, thresholds)).toMatchObject({ meterPercent: 100 });
    expect(pledgeImpact(0, thresholds)).toMatchObject({ meterPercent: 0 });
  });

  it("is not available without thresholds", () => {
    expect(pledgeImpact(10, null)).toEqual({ available: false, label: IMPACT_NOT_AVAILABLE });
  });
});

describe("pledgeProgressPercent", () => {
  it("rounds and caps at 100", () => {
    expect(pledgeProgressPercent(1, 3)).toBe(33);
    expect(pledgeProgressPercent(2, 3)).toBe(67);
    expect(pledgeProgressPercent(50, 10)).toBe(100);
  });

  it("is null without a goal above zero", () => {
    expect(pledgeProgressPercent(5, 0)).toBeNull();
    expect(pledgeProgressPercent(5, null)).toBeNull();
  });
});

describe("pledgeImpact in Spanish", () => {
  it("names each level in Spanish, on the same thresholds", () => {
    const label = (count: number) => pledgeImpact(count, thresholds, "es").label;
    expect([0, 100, 500, 1000, 2000, 4000].map(label)).toEqual([
      "Impacto limitado",
      "Impacto mínimo",
      "Impacto moderado",
      "Impacto medio",
      "Impacto fuerte",
      "Impacto seguro",
    ]);
    expect(pledgeImpact(1000, thresholds, "es")).toMatchObject({ level: "medium", meterPercent: 25 });
  });

  it("says in Spanish that there is no estimate without thresholds", () => {
    expect(pledgeImpact(10, null, "es")).toEqual({
      available: false,
      label: "Estimación de impacto no disponible",
    });
  });
});
