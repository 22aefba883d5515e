import { describe, expect, it } from "vitest";
import { arrivedInApp } from "./back-navigation";

describe("arrivedInApp", () => {
  const here = "https://pledge.example/legislators/lisa-murkowski";

  it("is true when the document was loaded at another page of the site", () => {
    expect(arrivedInApp(here, "https://pledge.example/legislators?state=AK")).toBe(true);
    expect(arrivedInApp(here, "https://pledge.example/")).toBe(true);
  });

  it("is false when the page was opened directly or reloaded", () => {
    expect(arrivedInApp(here, here)).toBe(false);
    expect(arrivedInApp(`${here}#about-data`, here)).toBe(false);
    expect(arrivedInApp(here, undefined)).toBe(false);
    expect(arrivedInApp(here, "not a url")).toBe(false);
  });
});
