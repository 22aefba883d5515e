import { describe, expect, it } from "vitest";
import { formatCount, formatNumber, initials } from "./format";

describe("formatNumber", () => {
  it("separates thousands with commas", () => {
    expect(formatNumber(12450)).toBe("12,450");
    expect(formatNumber(1234567)).toBe("1,234,567");
  });

  it("leaves small numbers and zero alone", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
  });

  it("rounds to a whole number", () => {
    expect(formatNumber(1999.6)).toBe("2,000");
  });
});

describe("formatCount", () => {
  it("uses the singular for exactly one", () => {
    expect(formatCount(1, "pledge")).toBe("1 pledge");
  });

  it("uses the plural for zero and many", () => {
    expect(formatCount(0, "pledge")).toBe("0 pledges");
    expect(formatCount(2310, "pledge")).toBe("2,310 pledges");
  });

  it("accepts an irregular plural", () => {
    expect(formatCount(3, "person", "people")).toBe("3 people");
  });
});

describe("initials", () => {
  it("takes the first letter of each part", () => {
    expect(initials("Lisa", "Murkowski")).toBe("LM");
  });

  it("skips missing parts and caps at two letters", () => {
    expect(initials("Mary", null, "Gay", "Scanlon")).toBe("MG");
    expect(initials(" ", "ocasio-cortez")).toBe("O");
    expect(initials()).toBe("");
  });
});
