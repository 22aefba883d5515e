import { describe, expect, it } from "vitest";
import { filterForBrowse, foldForSearch } from "./legislator-search";

const member = (
  fullName: string,
  state: string,
  type: "sen" | "rep",
  extra: { nickname?: string; middleName?: string } = {},
) => {
  const [firstName = "", ...rest] = fullName.split(" ");
  return {
    fullName,
    firstName,
    lastName: rest.at(-1) ?? "",
    middleName: extra.middleName ?? null,
    nickname: extra.nickname ?? null,
    state,
    type,
  };
};

const list = [
  member("Lisa Murkowski", "AK", "sen"),
  member("Dan Sullivan", "AK", "sen"),
  member("Nicholas Begich", "AK", "rep", { nickname: "Nick" }),
  member("Raúl Grijalva", "AZ", "rep"),
  member("Susan Collins", "ME", "sen", { middleName: "Margaret" }),
];

describe("foldForSearch", () => {
  it("ignores case and accents", () => {
    expect(foldForSearch("Raúl GRIJALVA")).toBe("raul grijalva");
  });
});

describe("filterForBrowse", () => {
  it("keeps everyone without filters, in the given order", () => {
    expect(filterForBrowse(list, {})).toEqual(list);
  });

  it("filters by state (any case) and chamber", () => {
    expect(filterForBrowse(list, { state: "ak" }).map((l) => l.fullName)).toEqual([
      "Lisa Murkowski",
      "Dan Sullivan",
      "Nicholas Begich",
    ]);
    expect(filterForBrowse(list, { state: "AK", type: "rep" }).map((l) => l.fullName)).toEqual([
      "Nicholas Begich",
    ]);
    expect(filterForBrowse(list, { type: "sen" })).toHaveLength(3);
  });

  it("needs every word of the search in some name, accents and case aside", () => {
    expect(filterForBrowse(list, { search: "raul" }).map((l) => l.fullName)).toEqual(["Raúl Grijalva"]);
    expect(filterForBrowse(list, { search: "  lisa   MURK " }).map((l) => l.fullName)).toEqual([
      "Lisa Murkowski",
    ]);
    expect(filterForBrowse(list, { search: "nick" }).map((l) => l.fullName)).toEqual(["Nicholas Begich"]);
    expect(filterForBrowse(list, { search: "margaret collins" })).toHaveLength(1);
    expect(filterForBrowse(list, { search: "lisa sullivan" })).toEqual([]);
  });

  it("treats a blank search as no search", () => {
    expect(filterForBrowse(list, { search: "   " })).toHaveLength(list.length);
  });
});
