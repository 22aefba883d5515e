import { describe, expect, it } from "vitest";
import {
  formatLean,
  NATIONAL_DEM_TWO_PARTY_SHARE,
  parseLean,
  partisanLean,
  roundLean,
  twoPartyDemShare,
} from "./partisan-lean";

describe("twoPartyDemShare", () => {
  it("ignores third parties by using D / (D + R)", () => {
    expect(twoPartyDemShare({ dem: 45, rep: 45 })).toBe(50);
    expect(twoPartyDemShare({ dem: 300, rep: 100 })).toBe(75);
  });

  it("reproduces the national shares from the MEDSL totals", () => {
    expect(twoPartyDemShare({ dem: 75_017_613, rep: 77_302_580 })).toBeCloseTo(
      NATIONAL_DEM_TWO_PARTY_SHARE[2024],
      2,
    );
    expect(twoPartyDemShare({ dem: 81_268_908, rep: 74_216_146 })).toBeCloseTo(
      NATIONAL_DEM_TWO_PARTY_SHARE[2020],
      2,
    );
  });

  it("refuses a result without votes", () => {
    expect(() => twoPartyDemShare({ dem: 0, rep: 0 })).toThrow();
  });
});

describe("partisanLean", () => {
  it("is zero for a seat that voted exactly like the nation", () => {
    const lean = partisanLean({ 2020: { dem: 52.27, rep: 47.73 }, 2024: { dem: 49.25, rep: 50.75 } });
    expect(lean).toBeCloseTo(0, 10);
    expect(formatLean(lean)).toBe("EVEN");
  });

  it("averages the two elections' deviations with equal weight", () => {
    // 2020: 60 − 52.27 = 7.73; 2024: 60 − 49.25 = 10.75; mean 9.24
    const lean = partisanLean({ 2020: { dem: 60, rep: 40 }, 2024: { dem: 600, rep: 400 } });
    expect(lean).toBeCloseTo(9.24, 10);
    expect(formatLean(lean)).toBe("D+9");
  });

  it("is negative for Republican-leaning seats", () => {
    // 2020: 30 − 52.27 = −22.27; 2024: 25 − 49.25 = −24.25; mean −23.26
    const lean = partisanLean({ 2020: { dem: 30, rep: 70 }, 2024: { dem: 25, rep: 75 } });
    expect(lean).toBeCloseTo(-23.26, 10);
    expect(formatLean(lean)).toBe("R+23");
  });
});

describe("roundLean and formatLean", () => {
  it("rounds halves away from zero for both parties", () => {
    expect(roundLean(2.5)).toBe(3);
    expect(roundLean(-2.5)).toBe(-3);
    expect(roundLean(2.49)).toBe(2);
    expect(roundLean(-0.4)).toBe(0);
    expect(Object.is(roundLean(-0.4), -0)).toBe(false);
  });

  it("labels D+n, R+n and EVEN", () => {
    expect(formatLean(3.6)).toBe("D+4");
    expect(formatLean(-12.2)).toBe("R+12");
    expect(formatLean(0.49)).toBe("EVEN");
    expect(formatLean(-0.49)).toBe("EVEN");
  });
});

describe("parseLean", () => {
  it("inverts formatLean", () => {
    for (const points of [-30, -1, 0, 1, 25]) expect(parseLean(formatLean(points))).toBe(points);
  });

  it("returns null for anything else", () => {
    expect(parseLean("R+")).toBeNull();
    expect(parseLean("D-3")).toBeNull();
    expect(parseLean("")).toBeNull();
  });
});
