import { z } from "zod";
import { legislatorListQuerySchema } from "#shared/legislator-query";
import { stateCodeFromParam } from "#shared/states";
import { paths } from "#web/lib/paths";
import { parseSearchParams, toSearchString } from "#web/lib/search-params";

/** The /legislators page's query string: ?state=&search=&type=&page=. */
export const browseSearchSchema = legislatorListQuerySchema
  .pick({ state: true, search: true, type: true })
  .extend({
    page: z.coerce.number().int().min(1).catch(1).default(1),
  });

export type BrowseSearch = z.infer<typeof browseSearchSchema>;

/** The filters, and a state the address named that is no state (shown to the visitor, not applied). */
export type BrowseFilters = BrowseSearch & { unknownState?: string };

/**
 * Reads the page's filters from a query string; anything unreadable falls back to "no filter",
 * and a state code that names no state, DC or territory is set apart so that the page can say so.
 */
export function readBrowseSearch(search: string): BrowseFilters {
  const parsed = parseSearchParams(browseSearchSchema, search);
  const filters: BrowseFilters = { ...parsed, search: parsed.search || undefined };
  const asked = new URLSearchParams(search).get("state")?.trim();
  if (asked && !stateCodeFromParam(asked)) {
    delete filters.state;
    filters.unknownState = asked.slice(0, 20);
  }
  return filters;
}

/** /legislators with the filters in the query string, leaving out empty ones and page 1. */
export function browseHref(search: Partial<BrowseSearch>): string {
  return `${paths.legislators}${toSearchString({
    state: search.state,
    search: search.search?.trim(),
    type: search.type,
    page: search.page && search.page > 1 ? search.page : undefined,
  })}`;
}

/** The filters after one of them changed: any filter change goes back to page 1. */
export function withFilter(current: BrowseSearch, change: Partial<Omit<BrowseSearch, "page">>): BrowseSearch {
  return { ...current, ...change, page: 1 };
}
