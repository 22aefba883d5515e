import type { Legislator } from "#shared/legislator";

/** The columns the ranking can be sorted on. */
export type SortKey = "name" | "score" | "pledges";
export type SortDirection = "ascending" | "descending";

export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

/** The ranking opens on the score, highest first. */
export const DEFAULT_SORT: SortState = { key: "score", direction: "descending" };

/** Names read A to Z on the first click; figures read highest first. */
const FIRST_DIRECTION: Record<SortKey, SortDirection> = {
  name: "ascending",
  score: "descending",
  pledges: "descending",
};

/** Clicking the column already sorted on flips its direction; another column starts in its natural one. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) {
    return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
  }
  return { key, direction: FIRST_DIRECTION[key] };
}

type SortFields = Pick<
  Legislator,
  "firstName" | "lastName" | "persuadabilityScore" | "pledgeCount" | "constituentPledgeCount"
>;

const byName = (a: SortFields, b: SortFields) =>
  a.lastName.localeCompare(b.lastName, "en") || a.firstName.localeCompare(b.firstName, "en");

const primary: Record<SortKey, (a: SortFields, b: SortFields) => number> = {
  name: byName,
  score: (a, b) => a.persuadabilityScore - b.persuadabilityScore,
  // Constituents first (what the thresholds measure), then every pledge.
  pledges: (a, b) => a.constituentPledgeCount - b.constituentPledgeCount || a.pledgeCount - b.pledgeCount,
};

/**
 * A sorted copy. Only the chosen column follows the direction; ties fall back to the score (highest
 * first) and then the name (A to Z) whichever way the column runs, so a flip reverses the column
 * and never reshuffles members who tie on it.
 */
export function sortRanking<T extends SortFields>(list: readonly T[], sort: SortState): T[] {
  const sign = sort.direction === "ascending" ? 1 : -1;
  return [...list].sort(
    (a, b) => sign * primary[sort.key](a, b) || b.persuadabilityScore - a.persuadabilityScore || byName(a, b),
  );
}

export type ChamberFilter = "all" | Legislator["type"];

/** The chamber filter's choices, in the order it shows them (their words are in the catalogues). */
export const CHAMBER_FILTERS: readonly ChamberFilter[] = ["all", "sen", "rep"];

export function filterByChamber<T extends Pick<Legislator, "type">>(
  list: readonly T[],
  chamber: ChamberFilter,
): T[] {
  return chamber === "all" ? [...list] : list.filter((legislator) => legislator.type === chamber);
}

/**
 * Each member's place by score among the members given, ranked the way sports tables are: members
 * on the same score share a place, and the next place skips accordingly (1, 1, 3).
 */
export function scoreRanks<T extends Pick<Legislator, "id" | "persuadabilityScore">>(
  list: readonly T[],
): Map<number, number> {
  const scores = list.map((legislator) => legislator.persuadabilityScore).sort((a, b) => b - a);
  const ranks = new Map<number, number>();
  for (const legislator of list) {
    ranks.set(legislator.id, scores.indexOf(legislator.persuadabilityScore) + 1);
  }
  return ranks;
}
