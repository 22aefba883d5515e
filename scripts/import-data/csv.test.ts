import { describe, expect, it } from "vitest";
import { column, numberColumn, parseCsv } from "./csv";

describe("parseCsv", () => {
  it("keys rows by the header and handles quotes, doubled quotes, commas and CRLF", () => {
    const rows = parseCsv('a,b,c\r\n1,"x, y","say ""hi"""\r\n2,,"multi\nline"\n');
    expect(rows).toEqual([
      { a: "1", b: "x, y", c: 'say "hi"' },
      { a: "2", b: "", c: "multi\nline" },
    ]);
  });

  it("accepts a last line without a newline", () => {
    expect(parseCsv("a,b\n1,2")).toEqual([{ a: "1", b: "2" }]);
  });

  it("rejects records whose field count differs from the header", () => {
    expect(() => parseCsv("a,b\n1,2,3\n")).toThrow(/3 fields/);
  });

  it("rejects an unterminated quote", () => {
    expect(() => parseCsv('a\n"open\n')).toThrow();
  });
});

describe("column helpers", () => {
  const row = { n: " 12.5 ", empty: "", text: "abc" };

  it("reads trimmed text and numbers, null for empty numbers", () => {
    expect(column(row, "n")).toBe("12.5");
    expect(numberColumn(row, "n")).toBe(12.5);
    expect(numberColumn(row, "empty")).toBeNull();
  });

  it("throws on a missing column or a non-number", () => {
    expect(() => column(row, "missing")).toThrow(/missing/);
    expect(() => numberColumn(row, "text")).toThrow(/not a number/);
  });
});
