import type { z } from "zod";

type SearchValue = string | number | boolean | null | undefined;

/** A query string as plain values: one string per key, or an array when the key repeats. */
export function searchToRecord(search: string | URLSearchParams): Record<string, string | string[]> {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    record[key] = values.length === 1 ? values[0]! : values;
  }
  return record;
}

/**
 * Parses the URL's query with a schema whose fields are all optional or defaulted. A visitor can
 * type anything into the address bar, so a value the schema rejects is dropped (its default
 * applies) rather than failing the page. A schema with a required field still throws.
 */
export function parseSearchParams<T>(schema: z.ZodType<T>, search: string | URLSearchParams): T {
  const record = searchToRecord(search);
  const first = schema.safeParse(record);
  if (first.success) return first.data;
  for (const issue of first.error.issues) {
    const key = issue.path[0];
    if (typeof key === "string") delete record[key];
  }
  return schema.parse(record);
}

/** Builds "?a=1&b=2" from values, leaving out empty ones; "" when nothing is left. */
export function toSearchString(values: Record<string, SearchValue | readonly SearchValue[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    const list = Array.isArray(value) ? value : [value];
    for (const item of list) {
      if (item === undefined || item === null || item === "") continue;
      params.append(key, String(item));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
