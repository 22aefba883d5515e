import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseSearchParams, searchToRecord, toSearchString } from "./search-params";

const filters = z.object({
  state: z.string().length(2).toUpperCase().optional(),
  type: z.enum(["sen", "rep"]).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

describe("searchToRecord", () => {
  it("keeps single values as strings and repeated keys as arrays", () => {
    expect(searchToRecord("?state=TX&tag=a&tag=b")).toEqual({ state: "TX", tag: ["a", "b"] });
  });

  it("accepts URLSearchParams and an empty query", () => {
    expect(searchToRecord(new URLSearchParams("search=cruz"))).toEqual({ search: "cruz" });
    expect(searchToRecord("")).toEqual({});
  });
});

describe("parseSearchParams", () => {
  it("parses and coerces valid values", () => {
    expect(parseSearchParams(filters, "?state=tx&type=sen&page=3")).toEqual({
      state: "TX",
      type: "sen",
      page: 3,
    });
  });

  it("applies defaults for missing values", () => {
    expect(parseSearchParams(filters, "")).toEqual({ page: 1 });
  });

  it("drops only the values the schema rejects", () => {
    expect(parseSearchParams(filters, "?state=Texas&type=sen&page=-2")).toEqual({ type: "sen", page: 1 });
  });

  it("ignores keys the schema does not know", () => {
    expect(parseSearchParams(filters, "?utm_source=mail&type=rep")).toEqual({ type: "rep", page: 1 });
  });

  it("throws when a required field is missing, which is a programming error", () => {
    expect(() => parseSearchParams(z.object({ token: z.string() }), "")).toThrow();
  });
});

describe("toSearchString", () => {
  it("builds a query string, encoding values", () => {
    expect(toSearchString({ search: "de la cruz", state: "TX" })).toBe("?search=de+la+cruz&state=TX");
  });

  it("leaves out empty values and repeats array values", () => {
    expect(toSearchString({ a: undefined, b: null, c: "", d: ["x", "y"], e: 0, f: false })).toBe(
      "?d=x&d=y&e=0&f=false",
    );
  });

  it("returns an empty string when nothing is left", () => {
    expect(toSearchString({ state: undefined })).toBe("");
  });
});
