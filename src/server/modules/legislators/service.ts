import type { Legislator, LegislatorListQuery } from "#shared/legislator";
import { foldForSearch, matchesNameSearch, searchWords } from "#shared/rules/legislator-search";

const byName = (a: Legislator, b: Legislator) =>
  a.lastName.localeCompare(b.lastName, "en") || a.firstName.localeCompare(b.firstName, "en");

/** State, then senators before representatives, then district, then name. */
const byState = (a: Legislator, b: Legislator) =>
  a.state.localeCompare(b.state) ||
  (a.type === b.type ? 0 : a.type === "sen" ? -1 : 1) ||
  (a.district ?? 0) - (b.district ?? 0) ||
  byName(a, b);

const comparators = {
  state: byState,
  name: byName,
  persuadability: (a: Legislator, b: Legislator) =>
    b.persuadabilityScore - a.persuadabilityScore || byName(a, b),
  pledges: (a: Legislator, b: Legislator) => b.pledgeCount - a.pledgeCount || byName(a, b),
} as const;

export function sortLegislators(
  list: Legislator[],
  sort: LegislatorListQuery["sort"] = "state",
): Legislator[] {
  return [...list].sort(comparators[sort]);
}

/** Members in office unless the query asks for former members or everyone (docs/principles.md). */
function matchesStatus(legislator: Legislator, status: LegislatorListQuery["status"]): boolean {
  if (status === "all") return true;
  return status === "former" ? !legislator.inOffice : legislator.inOffice;
}

export function filterLegislators(list: Legislator[], query: LegislatorListQuery): Legislator[] {
  const words = searchWords(query.search);
  const filtered = list.filter((l) => {
    if (!matchesStatus(l, query.status)) return false;
    if (query.state && l.state !== query.state) return false;
    if (query.type && l.type !== query.type) return false;
    // A member matches their party on record or the party they caucus with (an independent in
    // the Republican conference is listed with the Republicans).
    if (query.party && l.party.toLowerCase() !== query.party && l.caucus?.toLowerCase() !== query.party) {
      return false;
    }
    return matchesNameSearch(l, words);
  });
  return query.sort ? sortLegislators(filtered, query.sort) : filtered;
}

/**
 * A stable cache key for a query: the same filters in any order or case give the same key. Only
 * the search is free text, and it comes last, so the separators cannot be confused.
 */
export function queryKey(query: LegislatorListQuery): string {
  const search = query.search ? foldForSearch(query.search) : "";
  const status = query.status ?? "current";
  return `${status}|${query.state ?? ""}|${query.type ?? ""}|${query.party ?? ""}|${query.sort ?? ""}|${search}`;
}
