import { describe, expect, it } from "vitest";
import { DEFAULT_SORT, filterByChamber, nextSort, scoreRanks, sortRanking } from "./ranking";

const member = (
  id: number,
  lastName: string,
  persuadabilityScore: number,
  constituentPledgeCount: number,
  type: "sen" | "rep" = "rep",
  pledgeCount = constituentPledgeCount,
) => ({ id, firstName: "A", lastName, persuadabilityScore, pledgeCount, constituentPledgeCount, type });

const list = [
  member(1, "Newhouse", 89, 3),
  member(2, "Bacon", 76, 10),
  member(3, "Collins", 100, 0, "sen"),
  member(4, "Valadao", 100, 7),
  member(5, "Kean", 79, 10),
];

const lastNames = (items: ReadonlyArray<{ lastName: string }>) => items.map((item) => item.lastName);

describe("nextSort", () => {
  it("starts on the score, highest first", () => {
    expect(DEFAULT_SORT).toEqual({ key: "score", direction: "descending" });
  });

  it("flips the direction when the same column is chosen again", () => {
    expect(nextSort(DEFAULT_SORT, "score")).toEqual({ key: "score", direction: "ascending" });
    expect(nextSort({ key: "score", direction: "ascending" }, "score")).toEqual(DEFAULT_SORT);
  });

  it("starts names A to Z and figures highest first", () => {
    expect(nextSort(DEFAULT_SORT, "name")).toEqual({ key: "name", direction: "ascending" });
    expect(nextSort({ key: "name", direction: "descending" }, "pledges")).toEqual({
      key: "pledges",
      direction: "descending",
    });
  });
});

describe("sortRanking", () => {
  it("orders by score, breaking ties by name", () => {
    expect(lastNames(sortRanking(list, DEFAULT_SORT))).toEqual([
      "Collins",
      "Valadao",
      "Newhouse",
      "Kean",
      "Bacon",
    ]);
  });

  it("reverses the column but keeps ties in the same order when flipped", () => {
    expect(lastNames(sortRanking(list, { key: "score", direction: "ascending" }))).toEqual([
      "Bacon",
      "Kean",
      "Newhouse",
      "Collins",
      "Valadao",
    ]);
  });

  it("sorts by last name in both directions", () => {
    const ascending = lastNames(sortRanking(list, { key: "name", direction: "ascending" }));
    expect(ascending).toEqual(["Bacon", "Collins", "Kean", "Newhouse", "Valadao"]);
    expect(lastNames(sortRanking(list, { key: "name", direction: "descending" }))).toEqual(
      [...ascending].reverse(),
    );
  });

  it("sorts by pledges, breaking ties by score", () => {
    expect(lastNames(sortRanking(list, { key: "pledges", direction: "descending" }))).toEqual([
      "Kean",
      "Bacon",
      "Valadao",
      "Newhouse",
      "Collins",
    ]);
  });

  it("ranks pledges by constituents, then by every pledge", () => {
    const many = [member(1, "Outsiders", 80, 2, "rep", 500), member(2, "Locals", 80, 3, "rep", 3)];
    expect(lastNames(sortRanking(many, { key: "pledges", direction: "descending" }))).toEqual([
      "Locals",
      "Outsiders",
    ]);
    const tie = [member(1, "Fewer", 80, 3, "rep", 4), member(2, "More", 80, 3, "rep", 9)];
    expect(lastNames(sortRanking(tie, { key: "pledges", direction: "descending" }))).toEqual([
      "More",
      "Fewer",
    ]);
  });

  it("leaves its input alone", () => {
    const copy = [...list];
    sortRanking(list, { key: "name", direction: "ascending" });
    expect(list).toEqual(copy);
  });
});

describe("filterByChamber", () => {
  it("keeps everyone, senators only or House members only", () => {
    expect(filterByChamber(list, "all")).toHaveLength(5);
    expect(lastNames(filterByChamber(list, "sen"))).toEqual(["Collins"]);
    expect(filterByChamber(list, "rep")).toHaveLength(4);
  });
});

describe("scoreRanks", () => {
  it("gives members on the same score the same place and skips the next", () => {
    const ranks = scoreRanks(list);
    expect([3, 4, 1, 5, 2].map((id) => ranks.get(id))).toEqual([1, 1, 3, 4, 5]);
  });
});
