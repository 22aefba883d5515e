import { describe, expect, it } from "vitest";
import { browseHref, readBrowseSearch, withFilter } from "./browse-search";

describe("readBrowseSearch", () => {
  it("reads every filter and the page", () => {
    expect(readBrowseSearch("?state=tx&search=%20cruz%20&type=sen&page=3")).toEqual({
      state: "TX",
      search: "cruz",
      type: "sen",
      page: 3,
    });
  });

  it("starts on page 1 with no filters", () => {
    expect(readBrowseSearch("")).toEqual({ page: 1 });
  });

  it("drops what a visitor mistyped instead of failing, and sets apart a state that is none", () => {
    expect(readBrowseSearch("?state=Texas&type=governor&page=-2&search=")).toEqual({
      page: 1,
      unknownState: "Texas",
    });
    expect(readBrowseSearch("?page=two&state=ak")).toEqual({ page: 1, state: "AK" });
    expect(readBrowseSearch("?state=zz&type=sen")).toEqual({ page: 1, type: "sen", unknownState: "zz" });
  });
});

describe("browseHref", () => {
  it("writes the filters back, leaving out empty ones and page 1", () => {
    expect(browseHref({ state: "AK", search: "", type: undefined, page: 1 })).toBe("/legislators?state=AK");
    expect(browseHref({ search: " lisa murk ", type: "sen", page: 2 })).toBe(
      "/legislators?search=lisa+murk&type=sen&page=2",
    );
    expect(browseHref({})).toBe("/legislators");
  });
});

describe("withFilter", () => {
  it("goes back to page 1 whenever a filter changes", () => {
    expect(withFilter({ state: "AK", page: 4 }, { type: "rep" })).toEqual({
      state: "AK",
      type: "rep",
      page: 1,
    });
    expect(withFilter({ state: "AK", page: 4 }, { state: undefined })).toEqual({ state: undefined, page: 1 });
  });
});
