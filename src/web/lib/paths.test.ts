import { describe, expect, it } from "vitest";
import { paths } from "./paths";

describe("paths", () => {
  it("builds the dashboard with or without a tab", () => {
    expect(paths.dashboard()).toBe("/dashboard");
    expect(paths.dashboard("pledges")).toBe("/dashboard?tab=pledges");
  });

  it("builds the thank-you page's query, leaving out what is unknown", () => {
    expect(paths.thankYou()).toBe("/thank-you");
    expect(paths.thankYou({ legislator: "jane-doe", count: 3 })).toBe(
      "/thank-you?legislator=jane-doe&count=3",
    );
    expect(paths.thankYou({ legislatorId: 12 })).toBe("/thank-you?legislatorId=12");
  });

  it("links state pages by lower-case code", () => {
    expect(paths.stateInformation()).toBe("/state-information");
    expect(paths.stateInformation("TX")).toBe("/state-information/tx");
  });

  it("encodes ids and slugs", () => {
    expect(paths.legislator("jane doe")).toBe("/legislators/jane%20doe");
    expect(paths.pledgeWithLegislator(42)).toBe("/pledge?legislator=42");
  });
});
