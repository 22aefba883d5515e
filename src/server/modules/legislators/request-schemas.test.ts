import { validatorCompiler as zodValidatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { validatorCompiler } from "../../http/quick-validation";
import { legislatorKeyParams, listQuery } from "./request-schemas";

/** The app's validator and zod's own, for one schema. */
function validators(schema: z.ZodType) {
  const route = { schema, method: "GET", url: "/", httpPart: "querystring" };
  return { app: validatorCompiler(route), zod: zodValidatorCompiler(route) };
}

describe("the legislators' quick checks", () => {
  it("answer exactly as zod does, for the usual input and the odd", () => {
    const list = validators(listQuery);
    const queries: Record<string, unknown>[] = [
      {},
      { state: "TX", type: "rep" },
      { state: "tx" },
      { state: " TX" },
      { state: "Texas" },
      { search: "pelosi", sort: "name", party: "republican" },
      { search: " pelosi " },
      { search: "" },
      { search: "a".repeat(101) },
      { party: "Republican" },
      { party: "green" },
      { type: "governor" },
      { sort: "random" },
      { state: ["TX", "CA"] },
      { state: "TX", extra: "1" },
      { search: "pel\u0000osi" },
      { search: "pelosi\uD800" },
      { search: "\uDC00pelosi" },
      { search: "pelosi \uD83D\uDE00" },
    ];
    for (const query of queries) expect(list.app(query), JSON.stringify(query)).toEqual(list.zod(query));

    const key = validators(legislatorKeyParams);
    for (const idOrSlug of [
      "nancy-pelosi",
      "412",
      "Nancy-Pelosi",
      "<script>",
      "",
      "a".repeat(121),
      "412\u0000",
    ]) {
      expect(key.app({ idOrSlug }), idOrSlug).toEqual(key.zod({ idOrSlug }));
    }
  });

  it("skip zod for input already in its parsed form", () => {
    const query = { state: "TX", type: "rep" };
    expect(validators(listQuery).app(query)).toEqual({ value: query });
    expect((validators(listQuery).app(query) as { value: unknown }).value).toBe(query);
    const params = { idOrSlug: "nancy-pelosi" };
    expect((validators(legislatorKeyParams).app(params) as { value: unknown }).value).toBe(params);
  });
});
