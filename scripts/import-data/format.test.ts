import { describe, expect, it } from "vitest";
import { daysBefore, formatDate } from "./format";

describe("formatDate", () => {
  it("writes day, short month and year without a locale", () => {
    expect(formatDate("2021-01-13")).toBe("13 Jan 2021");
    expect(formatDate("2025-12-04")).toBe("4 Dec 2025");
  });

  it("rejects anything but yyyy-MM-dd", () => {
    expect(() => formatDate("13/01/2021")).toThrow();
  });
});

describe("daysBefore", () => {
  it("counts calendar days across month and year boundaries", () => {
    expect(daysBefore("2026-05-19", 15)).toBe("2026-05-04");
    expect(daysBefore("2026-03-03", 30)).toBe("2026-02-01");
    expect(daysBefore("2026-01-05", 10)).toBe("2025-12-26");
    expect(daysBefore("2026-08-08", 0)).toBe("2026-08-08");
  });
});
