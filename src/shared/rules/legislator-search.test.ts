import { describe, expect, it } from "vitest";
import { filterForBrowse, foldForSearch, matchesNameSearch, searchWords } from "./legislator-search";

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

// The one name-search rule: GET /api/legislators and the browse page both read searches through it.
describe("name search folding", () => {
  const names = (fullName: string, extra: { nickname?: string; middleName?: string } = {}) =>
    member(fullName, "TX", "rep", extra);

  it.each([
    // [search, member, matches]
    ["raul", names("Raúl Grijalva"), true],
    ["RAÚL grijalva", names("Raul Grijalva"), true],
    ["sanchez", names("Linda Sánchez"), true],
    ["nick begich", names("Nicholas Begich", { nickname: "Nick" }), true],
    ["margaret collins", names("Susan Collins", { middleName: "Margaret" }), true],
    ["orourke", names("Beto O'Rourke"), true],
    ["o’rourke", names("Beto O'Rourke"), true],
    ["jd vance", names("J.D. Vance"), true],
    ["ocasio cortez", names("Alexandria Ocasio-Cortez"), true],
    ["ocasio-cortez", names("Alexandria Ocasio-Cortez"), true],
    ["  lisa   MURK ", names("Lisa Murkowski"), true],
    ["lisa sullivan", names("Lisa Murkowski"), false],
    ["zzzz-nobody", names("Lisa Murkowski"), false],
    ["' OR 1=1 --", names("Cory Booker"), false],
    ["%_%", names("Cory Booker"), false],
  ] as const)("%j in %j: %s", (search, legislator, matches) => {
    expect(matchesNameSearch(legislator, searchWords(search))).toBe(matches);
  });

  it.each([
    ["Raúl GRIJALVA", "raul grijalva"],
    ["O'Rourke", "orourke"],
    ["Ocasio-Cortez", "ocasio cortez"],
  ])("folds %j to %j", (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it("reads a missing or blank search as no words, which every member matches", () => {
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords("  ")).toEqual([]);
    expect(matchesNameSearch(names("Lisa Murkowski"), [])).toBe(true);
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
