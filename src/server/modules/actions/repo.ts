import { and, desc, eq, sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "#db/client";
import { type LegislatorActionRow, legislatorActions } from "#db/schema/actions";
import { legislators } from "#db/schema/legislators";
import { storedLanguage } from "#server/i18n/stored-language";
import type { Language } from "#shared/language";
import { constituentOf } from "../pledges/service";

/** An action whose notices are not all queued yet, with what a notice says of its legislator. */
export interface PendingAction {
  id: number;
  kind: string;
  date: string;
  sourceUrl: string;
  note: string | null;
  /** Every pledger with a smaller user id has been queued a notice. */
  queuedAfterUserId: number;
  legislator: {
    id: number;
    slug: string;
    fullName: string;
    type: "sen" | "rep";
    state: string;
    district: number | null;
    senateClass: number | null;
    nextPrimaryYear: number | null;
  };
}

/**
 * Takes the oldest action with notices still to queue, locked for this transaction: another
 * process skips it (SKIP LOCKED), and a correction (DELETE) waits until the batch is committed.
 */
export async function claimPendingAction(tx: DbExecutor): Promise<PendingAction | null> {
  const [row] = await queryRows<{
    id: number;
    kind: string;
    date: string;
    source_url: string;
    note: string | null;
    queued_after: number;
    legislator_id: number;
    slug: string;
    full_name: string;
    type: string;
    state: string;
    district: number | null;
    senate_class: number | null;
    next_primary_year: number | null;
  }>(
    tx,
    sql`select a.id, a.kind, a.date, a.source_url, a.note, a.notices_queued_after_user_id as queued_after,
          l.id as legislator_id, l.slug, l.full_name, l.type, l.state, l.district, l.senate_class,
          l.next_primary_year
        from legislator_actions a join legislators l on l.id = a.legislator_id
        where a.notices_queued_after_user_id is not null
        order by a.id limit 1
        for update of a skip locked`,
  );
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    date: row.date,
    sourceUrl: row.source_url,
    note: row.note,
    queuedAfterUserId: row.queued_after,
    legislator: {
      id: row.legislator_id,
      slug: row.slug,
      fullName: row.full_name,
      type: row.type === "sen" ? "sen" : "rep",
      state: row.state,
      district: row.district,
      senateClass: row.senate_class,
      nextPrimaryYear: row.next_primary_year,
    },
  };
}

/** A voter who pledged to the action's legislator, as the notice addresses them. */
export interface Pledger {
  userId: number;
  name: string;
  email: string;
  /** The language of the voter's mail (users.language). */
  language: Language;
  state: string | null;
  registeredParty: string | null;
  /** Lives in the legislator's seat today (constituentOf). */
  constituent: boolean;
  /** False once the voter turned action notices off. */
  wantsNotices: boolean;
}

/** The next pledgers after `afterUserId`, in user id order: active accounts only. */
export async function pledgersAfter(
  tx: DbExecutor,
  legislatorId: number,
  afterUserId: number,
  limit: number,
): Promise<Pledger[]> {
  const rows = await queryRows<{
    id: number;
    name: string;
    email: string;
    language: string;
    state: string | null;
    registered_party: string | null;
    constituent: boolean;
    wants_notices: boolean;
  }>(
    tx,
    sql`select u.id, u.name, u.email, u.language, u.state, u.registered_party,
          ${sql.raw(constituentOf("u.state", "u.congressional_district"))} as constituent,
          coalesce(r.action_notices, true) as wants_notices
        from pledges p
        join users u on u.id = p.user_id
        join legislators l on l.id = p.legislator_id
        left join reminder_preferences r on r.user_id = u.id
        where p.legislator_id = ${legislatorId} and u.id > ${afterUserId} and u.is_active
        order by u.id
        limit ${limit}`,
  );
  return rows.map((r) => ({
    userId: r.id,
    name: r.name,
    email: r.email,
    language: storedLanguage(r.language),
    state: r.state,
    registeredParty: r.registered_party,
    constituent: r.constituent,
    wantsNotices: r.wants_notices,
  }));
}

/** Moves the action's fan-out on past `lastUserId`; null: every pledger has been queued. */
export async function recordProgress(tx: DbExecutor, actionId: number, lastUserId: number | null) {
  await tx.execute(
    sql`update legislator_actions set notices_queued_after_user_id = ${lastUserId} where id = ${actionId}`,
  );
}

/** A correction: the action's notices still waiting in the outbox, and not being sent, are dropped. */
export async function cancelUnsentNotices(tx: DbExecutor, topic: string, now: Date): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`delete from email_outbox
        where topic = ${topic} and sent_at is null
          and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
        returning id`,
  );
  return rows.length;
}

export type NewAction = Pick<
  typeof legislatorActions.$inferInsert,
  "legislatorId" | "kind" | "date" | "sourceUrl" | "note" | "recordedBy"
>;

/** Records an action; its notices are queued from pledger 0 on by the fan-out. */
export async function insertAction(tx: DbExecutor, action: NewAction): Promise<LegislatorActionRow> {
  const [row] = await tx
    .insert(legislatorActions)
    .values({ ...action, noticesQueuedAfterUserId: 0 })
    .returning();
  return row!;
}

/** The action, locked until the transaction ends (a fan-out batch in progress is waited for). */
export async function lockAction(
  tx: DbExecutor,
  legislatorId: number,
  actionId: number,
): Promise<LegislatorActionRow | undefined> {
  const [row] = await tx
    .select()
    .from(legislatorActions)
    .where(and(eq(legislatorActions.id, actionId), eq(legislatorActions.legislatorId, legislatorId)))
    .for("update");
  return row;
}

export async function deleteAction(tx: DbExecutor, actionId: number): Promise<void> {
  await tx.delete(legislatorActions).where(eq(legislatorActions.id, actionId));
}

/** Newest first. */
export function actionsOfLegislator(db: DbExecutor, legislatorId: number): Promise<LegislatorActionRow[]> {
  return db
    .select()
    .from(legislatorActions)
    .where(eq(legislatorActions.legislatorId, legislatorId))
    .orderBy(desc(legislatorActions.date), desc(legislatorActions.id));
}

export async function legislatorExists(db: DbExecutor, legislatorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: legislators.id })
    .from(legislators)
    .where(eq(legislators.id, legislatorId));
  return row !== undefined;
}
