import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { PageQuery } from "#shared/admin";

export function limitOffset({ page, pageSize }: PageQuery): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** Case-insensitive "contains", with the search's own %, _ and \ taken literally. */
export function contains(column: AnyPgColumn, search: string): SQL {
  const escaped = search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`lower(${column}) like ${`%${escaped}%`}`;
}

/** `column = any($1)` with the ids as one array parameter, however many there are; none: undefined. */
export function anyOf(column: AnyPgColumn, ids: number[]): SQL | undefined {
  return ids.length > 0 ? sql`${column} = any(${sql.param(ids)})` : undefined;
}
