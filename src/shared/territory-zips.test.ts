import { describe, expect, it } from "vitest";
import { territoryForZip } from "./territory-zips";

describe("territoryForZip", () => {
  it("knows the ranges of the territories missing from the Census table", () => {
    expect(territoryForZip("96799")).toBe("AS");
    expect(territoryForZip("96913")).toBe("GU");
    expect(territoryForZip("96950-1234")).toBe("MP");
    expect(territoryForZip("00802")).toBe("VI");
  });

  it("leaves other ZIPs alone", () => {
    expect(territoryForZip("00601")).toBeUndefined();
    expect(territoryForZip("10001")).toBeUndefined();
  });
});
