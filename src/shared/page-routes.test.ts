import { describe, expect, it } from "vitest";
import { matchPageRoute } from "./page-routes";

describe("matchPageRoute", () => {
  it("matches a plain path in any letter case, with or without a trailing slash", () => {
    expect(matchPageRoute("/faq", "/faq")).toEqual({});
    expect(matchPageRoute("/faq", "/FAQ/")).toEqual({});
    expect(matchPageRoute("/", "/")).toEqual({});
  });

  it("gives each :name part the one segment it stands for", () => {
    expect(matchPageRoute("/legislators/:idOrSlug", "/legislators/lisa-murkowski")).toEqual({
      idOrSlug: "lisa-murkowski",
    });
    expect(matchPageRoute("/state-information/:state", "/state-information/ak/")).toEqual({ state: "ak" });
  });

  it("refuses other paths, longer or shorter ones", () => {
    expect(matchPageRoute("/faq", "/faqs")).toBeNull();
    expect(matchPageRoute("/legislators/:idOrSlug", "/legislators")).toBeNull();
    expect(matchPageRoute("/legislators/:idOrSlug", "/legislators/a/b")).toBeNull();
    expect(matchPageRoute("/", "/anything")).toBeNull();
  });
});
