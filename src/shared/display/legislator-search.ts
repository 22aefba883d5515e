import type { Legislator } from "../legislator";

/** Lower-case, accents stripped: "Raúl" matches "raul" (the API's search does the same). */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

export interface BrowseFilters {
  /** Two-letter code, upper case. */
  state?: string;
  search?: string;
  type?: Legislator["type"];
}

type Searchable = Pick<
  Legislator,
  "state" | "type" | "fullName" | "firstName" | "lastName" | "middleName" | "nickname"
>;

/**
 * The legislators that match the browse page's filters, in the order given. It reads the filters
 * as GET /api/legislators does: an exact state and chamber, and every word of the search somewhere
 * in the member's names (full, first, nick, middle, last), ignoring case and accents.
 */
export function filterForBrowse<T extends Searchable>(list: readonly T[], filters: BrowseFilters): T[] {
  const words = filters.search ? foldForSearch(filters.search).split(/\s+/).filter(Boolean) : [];
  const state = filters.state?.toUpperCase();
  return list.filter((legislator) => {
    if (state && legislator.state !== state) return false;
    if (filters.type && legislator.type !== filters.type) return false;
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
  });
}
