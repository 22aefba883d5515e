import { describe, expect, it } from "vitest";
import { LEAN_METHOD, leanMeaning } from "./lean";

describe("leanMeaning", () => {
  it("reads a Republican or Democratic lean in points", () => {
    expect(leanMeaning("R+7", "state")).toBe(
      "R+7: in the 2020 and 2024 presidential elections this state voted about 7 points more Republican than the nation as a whole.",
    );
    expect(leanMeaning("D+1", "district")).toBe(
      "D+1: in the 2020 and 2024 presidential elections this district voted about 1 point more Democratic than the nation as a whole.",
    );
  });

  it("reads an even seat", () => {
    expect(leanMeaning("EVEN", "district")).toContain("about the way the nation as a whole did");
  });

  it("explains a missing or unreadable lean", () => {
    expect(leanMeaning(null, "district")).toContain("No partisan lean is available for this district");
    expect(leanMeaning("X+3", "state")).toContain("No partisan lean is available for this state");
  });

  it("states the method and that it is not Cook's own figure", () => {
    expect(LEAN_METHOD).toContain("2020 and 2024");
    expect(LEAN_METHOD).toContain("not the Cook Political Report's published figure");
  });
});
