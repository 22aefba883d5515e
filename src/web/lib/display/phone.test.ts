import { describe, expect, it } from "vitest";
import { formatPhone, phoneHref } from "./phone";

describe("formatPhone", () => {
  it("formats exactly ten digits, whatever the punctuation", () => {
    expect(formatPhone("2025550100")).toBe("(202) 555-0100");
    expect(formatPhone("202-555-0100")).toBe("(202) 555-0100");
    expect(formatPhone("(202) 555.0100")).toBe("(202) 555-0100");
    expect(formatPhone(" 202 555 0100 ")).toBe("(202) 555-0100");
  });

  it("leaves any other number as given", () => {
    expect(formatPhone("+1 202-555-0100")).toBe("+1 202-555-0100");
    expect(formatPhone("555-0100")).toBe("555-0100");
    expect(formatPhone("")).toBe("");
  });
});

describe("phoneHref", () => {
  it("dials a ten-digit number with the US country code", () => {
    expect(phoneHref("(202) 555-0100")).toBe("tel:+12025550100");
    expect(phoneHref("+1 202-555-0100")).toBe("tel:+12025550100");
  });
});
