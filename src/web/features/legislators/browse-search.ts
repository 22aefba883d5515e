import { z } from "zod";
import { legislatorListQuerySchema } from "#shared/legislator-query";
import { paths } from "#web/lib/paths";
import { parseSearchParams, toSearchString } from "#web/lib/search-params";

/** The /legislators page's query string: ?state=&search=&type=&page=. */
export const browseSearchSchema = legislatorListQuerySchema
  .pick({ state: true, search: true, type: true })
  .extend({
    page: z.coerce.number().int().min(1).catch(1).default(1),
  });

export type BrowseSearch = z.infer<typeof browseSearchSchema>;

/** Reads the page's filters from a query string; anything unreadable falls back to "no filter". */
export function readBrowseSearch(search: string): BrowseSearch {
  const parsed = parseSearchParams(browseSearchSchema, search);
  return { ...parsed, search: parsed.search || undefined };
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
