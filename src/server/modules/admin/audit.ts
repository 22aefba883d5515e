import { isDeepStrictEqual } from "node:util";
import { count, desc, eq } from "drizzle-orm";
import type { Database, DbExecutor } from "#db/client";
import { adminAuditLog } from "#db/schema/operations";
import { users } from "#db/schema/users";
import type { AuditEntry, PageQuery } from "#shared/admin";
import { limitOffset } from "./list-query";

export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

export interface AuditRecord {
  actorUserId: number;
  action: string;
  entityType: string;
  entityId: string | number;
  changes: AuditChanges;
}

/**
 * Before and after of each field the edit names whose value actually moves. Only editable fields
 * reach here, so a password or its hash never does.
 */
export function changedFields<T extends object>(before: T, edit: Partial<T>): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, after] of Object.entries(edit)) {
    const previous = before[field as keyof T];
    if (after !== undefined && !isDeepStrictEqual(previous, after)) {
      changes[field] = { before: previous, after };
    }
  }
  return changes;
}

/** Call with the transaction of the write it describes: both are kept, or neither. */
export async function recordAudit(tx: DbExecutor, record: AuditRecord): Promise<void> {
  await tx.insert(adminAuditLog).values({ ...record, entityId: String(record.entityId) });
}

/** Newest first, with the acting admin's current name (null once that account is gone). */
export async function listAuditLog(
  db: Database,
  query: PageQuery,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const { limit, offset } = limitOffset(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: adminAuditLog, actor: { id: users.id, name: users.name } })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.actorUserId))
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(adminAuditLog),
  ]);
  return {
    entries: rows.map(({ entry, actor }) => ({
      id: entry.id,
      actor,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      changes: entry.changes,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}
