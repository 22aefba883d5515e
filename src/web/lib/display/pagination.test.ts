import { describe, expect, it } from "vitest";
import { PAGE_SIZE, pageCount, pageSlice, paginationItems } from "./pagination";

describe("paginationItems", () => {
  it("shows every page up to five", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows the first, the current with its neighbours and the last beyond five", () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, "ellipsis-end", 10]);
    expect(paginationItems(2, 10)).toEqual([1, 2, 3, "ellipsis-end", 10]);
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, "ellipsis-end", 10]);
    expect(paginationItems(5, 10)).toEqual([1, "ellipsis-start", 4, 5, 6, "ellipsis-end", 10]);
    expect(paginationItems(9, 10)).toEqual([1, "ellipsis-start", 8, 9, 10]);
    expect(paginationItems(10, 10)).toEqual([1, "ellipsis-start", 9, 10]);
    expect(paginationItems(3, 6)).toEqual([1, 2, 3, 4, "ellipsis-end", 6]);
  });

  it("clamps a page outside the range", () => {
    expect(paginationItems(40, 10)).toEqual([1, "ellipsis-start", 9, 10]);
  });
});

describe("pageCount and pageSlice", () => {
  it("fill pages of 24", () => {
    expect(PAGE_SIZE).toBe(24);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect(pageSlice(items, 3)).toEqual([48, 49]);
    expect(pageSlice(items, 1)).toHaveLength(24);
  });
});
