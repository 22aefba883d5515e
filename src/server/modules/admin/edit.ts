import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#db/client";
import { notFound } from "#server/http/errors";
import { changedFields, recordAudit } from "./audit";

type EditableTable = PgTable & { adminEditedFields: AnyPgColumn; updatedAt: AnyPgColumn };

interface AdminEdit<T extends EditableTable> {
  table: T;
  /** Picks the one row to edit. */
  where: SQL;
  edit: Partial<T["$inferSelect"]>;
  actorUserId: number;
  action: string;
  entityType: string;
  entityId: string | number;
  notFoundMessage: string;
}

/**
 * Applies an administrator's edit of public data in one transaction: locks the row, marks the named
 * fields in adminEditedFields (a re-seed then keeps them), stamps updated_at so the public catalog
 * rebuilds, and audits before/after. An edit that changes nothing writes nothing.
 */
export async function applyAdminEdit<T extends EditableTable>(
  db: Database,
  { table, where, edit, actorUserId, action, entityType, entityId, notFoundMessage }: AdminEdit<T>,
): Promise<T["$inferSelect"]> {
  return db.transaction(async (tx) => {
    const [current] = (await tx
      .select()
      .from(table as PgTable)
      .where(where)
      .for("update")) as T["$inferSelect"][];
    if (!current) throw notFound(notFoundMessage);
    const next = { ...edit, adminEditedFields: markEdited(current.adminEditedFields as string[], edit) };
    const changes = changedFields(current, next);
    if (Object.keys(changes).length === 0) return current;
    // The database's clock at the statement (not an app server's clock, nor the transaction's
    // start) keeps max(updated_at), the catalog's change marker, moving forward.
    const [updated] = await tx
      .update(table as PgTable)
      .set({ ...next, updatedAt: sql`clock_timestamp()` } as never)
      .where(where)
      .returning();
    await recordAudit(tx, { actorUserId, action, entityType, entityId, changes });
    return updated as T["$inferSelect"];
  });
}

function markEdited(current: string[], edit: object): string[] {
  const named = Object.entries(edit).filter(
    ([field, value]) => value !== undefined && !current.includes(field),
  );
  return [...current, ...named.map(([field]) => field)];
}
