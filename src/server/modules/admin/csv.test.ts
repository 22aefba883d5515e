import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("writes RFC 4180 records with CRLF and a UTF-8 byte-order mark", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x", 1],
          [null, 0],
        ],
      ),
    ).toBe("\uFEFFa,b\r\nx,1\r\n,0\r\n");
  });

  it("quotes fields holding a comma, a quote or a line break, doubling the quotes", () => {
    expect(toCsv(["v"], [["a,b"], ['say "hi"'], ["two\nlines"], ["cr\rhere"]])).toBe(
      '\uFEFFv\r\n"a,b"\r\n"say ""hi"""\r\n"two\nlines"\r\n"cr\rhere"\r\n',
    );
  });

  it("prefixes text that a spreadsheet would run as a formula", () => {
    const rows = ["=1+1", "+1", "-1", "@SUM(A1)", "\t=x", "\r=x"].map((v) => [v]);
    expect(toCsv(["v"], rows).split("\r\n").slice(1, 5)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)"]);
    expect(toCsv(["v"], [["\t=x"]])).toContain("'\t=x");
    expect(toCsv(["v"], [['=HYPERLINK("u")']])).toContain('"\'=HYPERLINK(""u"")"');
  });

  it("leaves numbers, including negative ones, as numbers", () => {
    expect(toCsv(["n"], [[-3], [2.5]])).toBe("\uFEFFn\r\n-3\r\n2.5\r\n");
  });
});
