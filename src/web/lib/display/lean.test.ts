import { describe, expect, it } from "vitest";
import {
  districtLinesNote,
  LEAN_LABEL,
  LEAN_METHOD,
  LEAN_METHOD_2026_LINES,
  leanMeaning,
  leanMethod,
} from "./lean";

describe("leanMeaning", () => {
  it("reads a Republican or Democratic lean in points", () => {
    expect(leanMeaning("R+7", "state")).toBe(
      "R+7: this state voted about 7 points more Republican than the nation, averaging the 2020 and 2024 presidential results equally.",
    );
    expect(leanMeaning("D+1", "district")).toBe(
      "D+1: this district voted about 1 point more Democratic than the nation, averaging the 2020 and 2024 presidential results equally.",
    );
  });

  it("reads an even seat", () => {
    expect(leanMeaning("EVEN", "district")).toBe(
      "EVEN: this district voted about the way the nation did, averaging the 2020 and 2024 presidential results equally.",
    );
  });

  it("explains a missing or unreadable lean", () => {
    expect(leanMeaning(null, "district")).toContain("No partisan lean is available for this district");
    expect(leanMeaning("X+3", "state")).toContain("No partisan lean is available for this state");
  });

  it("states the method, equal weights, and how it differs from Cook's PVI", () => {
    expect(LEAN_METHOD).toContain("in 2020 and in 2024, averaged with equal weight");
    expect(LEAN_METHOD).toContain("weights the latest election more heavily");
    expect(LEAN_METHOD).not.toMatch(/computed the way/i);
  });

  it("labels the figure PVI-style, not as Cook's", () => {
    expect(LEAN_LABEL).toBe("Partisan lean (PVI-style)");
  });
});

describe("a district redrawn for 2026", () => {
  it("reads the lean from the 2024 result on the new lines, and says so", () => {
    expect(leanMeaning("R+9", "district", "2026")).toBe(
      "R+9: this district voted about 9 points more Republican than the nation, in the 2024 presidential result on its 2026 lines (no 2020 result exists for them).",
    );
    expect(leanMethod("2026")).toBe(LEAN_METHOD_2026_LINES);
    expect(leanMethod("2026")).toContain("rests on 2024 alone");
    expect(leanMethod("119th")).toBe(LEAN_METHOD);
    expect(leanMethod(null)).toBe(LEAN_METHOD);
  });

  it("notes which lines the member's figures use", () => {
    expect(districtLinesNote({ state: "TX", districtCode: "TX-09", districtLines: "2026" })).toBe(
      "Texas drew new district lines for the 2026 elections. The lean, persuadability score and pledge goals use the new lines of TX-09, the district the data lists this member in, and the 2024 presidential result on them. The data does not say whether the member ran there: check the state's candidate list.",
    );
    expect(
      districtLinesNote({ state: "TX", districtCode: "TX-09", districtLines: "undetermined" }),
    ).toContain("this member's new district could not be determined from the data");
    expect(districtLinesNote({ state: "PA", districtCode: "PA-01", districtLines: "119th" })).toBeNull();
    expect(districtLinesNote({ state: "TX", districtCode: null, districtLines: null })).toBeNull();
  });
});
