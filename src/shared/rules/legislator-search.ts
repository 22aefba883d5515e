import type { Legislator } from "../legislator";

/**
 * A name or a search as compared by the legislator search, on the API (GET /api/legislators) and
 * on the browse page alike: lower case, accents stripped ("Raúl" matches "raul"), apostrophes and
 * dots dropped ("O'Rourke" matches "orourke", "J.D." matches "jd") and hyphens read as spaces
 * ("ocasio cortez" matches "Ocasio-Cortez").
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2018\u2019`.]/g, "")
    .replace(/[-\u2010-\u2015]/g, " ");
}

/** The words of a search, folded; none for a missing or blank search. */
export function searchWords(search: string | null | undefined): string[] {
  return search ? foldForSearch(search).split(/\s+/).filter(Boolean) : [];
}

export type SearchableName = Pick<
  Legislator,
  "fullName" | "firstName" | "lastName" | "middleName" | "nickname"
>;

/** Whether every word is somewhere in the member's names (full, first, nick, middle, last). */
export function matchesNameSearch(legislator: SearchableName, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const names = foldForSearch(
    [
      legislator.fullName,
      legislator.firstName,
      legislator.nickname,
      legislator.middleName,
      legislator.lastName,
    ]
      .filter(Boolean)
      .join(" "),
  );
  return words.every((word) => names.includes(word));
}

export interface BrowseFilters {
  /** Two-letter code, upper case. */
  state?: string;
  search?: string;
  type?: Legislator["type"];
}

type Searchable = SearchableName & Pick<Legislator, "state" | "type">;

/**
 * The legislators that match the browse page's filters, in the order given. It reads the filters
 * as GET /api/legislators does: an exact state and chamber, and the name search of
 * `matchesNameSearch`.
 */
export function filterForBrowse<T extends Searchable>(list: readonly T[], filters: BrowseFilters): T[] {
  const words = searchWords(filters.search);
  const state = filters.state?.toUpperCase();
  return list.filter((legislator) => {
    if (state && legislator.state !== state) return false;
    if (filters.type && legislator.type !== filters.type) return false;
    return matchesNameSearch(legislator, words);
  });
}
