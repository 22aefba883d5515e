/** Legislators per page on the browse page. */
export const PAGE_SIZE = 24;

export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/** How many pages `total` items fill (at least one, so an empty list still has page 1). */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items on `page` (1-based). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * The page numbers to offer: all of them up to 5 pages; beyond that the first, the current one
 * with its neighbours and the last, with an ellipsis wherever numbers are skipped.
 */
export function paginationItems(current: number, total: number): PageItem[] {
  if (total <= 5) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), total);
  const from = Math.max(2, page - 1);
  const to = Math.min(total - 1, page + 1);
  const items: PageItem[] = [1];
  if (from > 2) items.push("ellipsis-start");
  for (let n = from; n <= to; n++) items.push(n);
  if (to < total - 1) items.push("ellipsis-end");
  items.push(total);
  return items;
}
