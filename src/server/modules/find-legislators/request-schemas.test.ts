import { validatorCompiler as zodValidatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { validatorCompiler } from "../../http/quick-validation";
import { lookupBody, lookupQuery } from "./request-schemas";

function validators(schema: z.ZodType) {
  const route = { schema, method: "POST", url: "/", httpPart: "body" };
  return { app: validatorCompiler(route), zod: zodValidatorCompiler(route) };
}

const address = { address: "1100 Congress Ave", city: "Austin", state: "TX", zip: "78701" };

describe("the address lookup's quick checks", () => {
  it("answer exactly as zod does, for the usual input and the odd", () => {
    const body = validators(lookupBody);
    const bodies: unknown[] = [
      address,
      { ...address, zip: "78701-1234" },
      { ...address, districtCode: "TX-25" },
      { ...address, districtCode: "tx-25" },
      { ...address, state: "tx" },
      { ...address, state: "XX" },
      { ...address, address: " 1100 Congress Ave" },
      { ...address, address: "" },
      { ...address, address: "x".repeat(201) },
      { ...address, city: "x".repeat(101) },
      { ...address, address: "1100 Congress\u0000 Ave" },
      { ...address, city: "Austin\uD800" },
      { ...address, city: "\uDFFFAustin" },
      { ...address, city: "Austin \uD83C\uDF35" },
      { ...address, zip: "7870" },
      { ...address, zip: 78701 },
      { ...address, extra: true },
      { address: "1100 Congress Ave", city: "Austin", state: "TX" },
      {},
      [address],
      null,
      "text",
    ];
    for (const input of bodies) expect(body.app(input), JSON.stringify(input)).toEqual(body.zod(input));

    const query = validators(lookupQuery);
    for (const input of [{}, { userId: "5" }, { userId: "x" }, { userId: "2147483648" }, { other: "1" }]) {
      expect(query.app(input), JSON.stringify(input)).toEqual(query.zod(input));
    }
  });

  it("skip zod for a body already in its parsed form", () => {
    const input = { ...address, districtCode: "TX-25" };
    expect((validators(lookupBody).app(input) as { value: unknown }).value).toBe(input);
  });
});
