import { describe, expect, it } from "vitest";
import { pageTitle } from "./page-title";
import { SITE_NAME } from "./site";

describe("pageTitle", () => {
  it("puts the page before the site name", () => {
    expect(pageTitle("About")).toBe(`About · ${SITE_NAME}`);
  });

  it("is the bare site name without a page title", () => {
    expect(pageTitle()).toBe(SITE_NAME);
    expect(pageTitle("")).toBe(SITE_NAME);
  });
});
