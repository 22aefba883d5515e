import { describe, expect, it } from "vitest";
import { thankYouParams } from "./thank-you-params";

describe("thankYouParams", () => {
  it("reads the legislator, the id and the count", () => {
    expect(thankYouParams("?legislator=lisa-murkowski&legislatorId=12&count=3")).toEqual({
      legislator: "lisa-murkowski",
      legislatorId: 12,
      count: 3,
    });
  });

  it("falls back to one pledge and ignores what is not a whole number", () => {
    expect(thankYouParams("?count=abc&legislatorId=-4")).toEqual({
      legislator: undefined,
      legislatorId: undefined,
      count: 1,
    });
    expect(thankYouParams("?count=0&legislator=%20")).toMatchObject({ count: 1, legislator: undefined });
  });
});
