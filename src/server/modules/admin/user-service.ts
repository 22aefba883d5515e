import { and, count, desc, eq, or } from "drizzle-orm";
import type { Database, DbExecutor } from "#db/client";
import { pledges } from "#db/schema/pledges";
import { users } from "#db/schema/users";
import { HttpError, notFound } from "#server/http/errors";
import type { AdminUser, SearchPageQuery, UserEdit } from "#shared/admin";
import type { SessionStore, UserRow } from "../auth/service";
import { changedFields, recordAudit } from "./audit";
import { isUniqueViolation } from "./db-errors";
import { anyOf, contains, limitOffset } from "./list-query";
import { presentAdminUser } from "./present";

export const LAST_ADMIN_MESSAGE =
  "This is the last active administrator: make another administrator active first.";
export const EMAIL_TAKEN_MESSAGE = "Another account already uses that email address";

/** Users whose name or e-mail contains the search. */
export function userMatches(search: string) {
  return or(contains(users.name, search), contains(users.email, search))!;
}

export async function listUsers(
  db: Database,
  query: SearchPageQuery,
): Promise<{ users: AdminUser[]; total: number }> {
  const where = query.search ? userMatches(query.search) : undefined;
  const { limit, offset } = limitOffset(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const counts = await pledgeCounts(
    db,
    rows.map((r) => r.id),
  );
  return {
    users: rows.map((r) => presentAdminUser(r, counts.get(r.id) ?? 0)),
    total: counted?.total ?? 0,
  };
}

/** Pledges per listed user, through the (user_id, legislator_id) unique index. */
async function pledgeCounts(db: Database, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: pledges.userId, n: count() })
    .from(pledges)
    .where(anyOf(pledges.userId, userIds))
    .groupBy(pledges.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

/**
 * Edits a user's name, e-mail, role or activity. Demotion or deactivation ends every session and
 * admin token of that user in the same transaction, and is refused for the last active admin.
 */
export async function updateUser(
  db: Database,
  sessions: SessionStore,
  actorUserId: number,
  id: number,
  edit: UserEdit,
  now: Date,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const mayRemoveAdmin = edit.role === "user" || edit.isActive === false;
    // Locking every active admin (in id order, so two callers cannot deadlock) before counting
    // makes a concurrent demotion of the other last admin wait, then count what it committed.
    const activeAdmins = mayRemoveAdmin
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, "admin"), eq(users.isActive, true)))
          .orderBy(users.id)
          .for("update")
      : [];
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    if (!current) throw notFound("User not found");
    const next = withVerification(current, edit);
    const after = { ...current, ...next };
    const wasAdmin = current.role === "admin" && current.isActive;
    const losesAdmin = wasAdmin && !(after.role === "admin" && after.isActive);
    if (losesAdmin && activeAdmins.length <= 1) throw new HttpError(409, LAST_ADMIN_MESSAGE);

    const changes = changedFields(current, next);
    if (Object.keys(changes).length === 0) return presentAdminUser(current, await pledgeCountOf(tx, id));
    const updated = await tx
      .update(users)
      .set({ ...next, updatedAt: now })
      .where(eq(users.id, id))
      .returning()
      .catch((err: unknown) => {
        throw isUniqueViolation(err)
          ? new HttpError(409, EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE })
          : err;
      });
    if (losesAdmin || (current.isActive && !after.isActive)) await sessions.revokeAllFor(id, tx);
    await recordAudit(tx, { actorUserId, action: "user.update", entityType: "user", entityId: id, changes });
    return presentAdminUser(updated[0]!, await pledgeCountOf(tx, id));
  });
}

/** A new e-mail address has not been confirmed by its owner yet. */
function withVerification(current: UserRow, edit: UserEdit): Partial<UserRow> {
  return edit.email !== undefined && edit.email !== current.email.toLowerCase()
    ? { ...edit, verified: false }
    : edit;
}

async function pledgeCountOf(db: DbExecutor, userId: number): Promise<number> {
  return (await pledgeCounts(db, [userId])).get(userId) ?? 0;
}
