import { describe, expect, it } from "vitest";
import { LEAN_LABEL, LEAN_METHOD, leanMeaning } from "./lean";

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
