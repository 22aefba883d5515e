import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { setRenderedTime } from "../lib/render-time";

/** The id of the JSON block a server-rendered page carries its data in. */
export const PAGE_DATA_ID = "page-data";

/**
 * What a page rendered on the server was rendered with: the answers of its queries and the day,
 * so that the browser's first render, which React matches against the markup, is the same.
 */
export interface PageData {
  queries: [QueryKey, unknown][];
  today: string;
  /** The site's public address, which links on the page start with. */
  origin: string;
}

/** The successful queries of a render, to be written into the page. */
export function pageDataOf(queryClient: QueryClient, time: { today: string; origin: string }): PageData {
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "success")
    .map((query): [QueryKey, unknown] => [query.queryKey, query.state.data]);
  return { queries, ...time };
}

/** Fills the query cache and the render day from a rendered page's data, before hydrating. */
export function applyPageData(queryClient: QueryClient, data: PageData) {
  for (const [key, value] of data.queries) queryClient.setQueryData(key, value);
  setRenderedTime({ day: data.today, origin: data.origin });
}

/** The page's data block, if the server rendered it with data. */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : null;
}

/**
 * The data block for a page: JSON in a script element that is never run (so the
 * Content-Security-Policy has nothing to allow), with "<" escaped so no value can close it.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}
