import { sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "#db/client";
import { storedLanguage } from "#server/i18n/stored-language";
import type { Language } from "#shared/language";

/** A voter whose reminder of an event is due at `offsetDays`, not yet queued. */
export interface DueVoter {
  userId: number;
  name: string;
  email: string;
  /** The language of the voter's mail (users.language). */
  language: Language;
  registeredParty: string | null;
  offsetDays: number;
}

/**
 * The next voters of `state` after `afterUserId` (in id order) with e-mail reminders on whose
 * reminder of the event is due today and not yet queued: the smallest offset they chose that is
 * at least `daysLeft` (the latest reminder day that has come: dueOffset in
 * shared/rules/reminder-schedule.ts, in SQL).
 */
export async function dueVoters(
  tx: DbExecutor,
  event: { state: string; key: string; daysLeft: number },
  afterUserId: number,
  limit: number,
): Promise<DueVoter[]> {
  const d = event.daysLeft;
  const rows = await queryRows<{
    id: number;
    name: string;
    email: string;
    language: string;
    registered_party: string | null;
    offset_days: number;
  }>(
    tx,
    sql`select u.id, u.name, u.email, u.language, u.registered_party, due.offset_days
        from users u
        join reminder_preferences r on r.user_id = u.id
        cross join lateral (select case
          when ${d} <= 0 and r.day_of then 0
          when ${d} <= 1 and r.day_before then 1
          when ${d} <= 3 and r.three_days then 3
          when ${d} <= 7 and r.one_week then 7
          when ${d} <= 14 and r.two_weeks then 14
          when ${d} <= 30 and r.one_month then 30
        end as offset_days) due
        where r.email_reminders and u.state = ${event.state} and u.is_active and u.id > ${afterUserId}
          and due.offset_days is not null
          and not exists (select 1 from sent_reminders s
            where s.user_id = u.id and s.event_key = ${event.key} and s.offset_days = due.offset_days)
        order by u.id
        limit ${limit}`,
  );
  return rows.map((r) => ({
    userId: r.id,
    name: r.name,
    email: r.email,
    language: storedLanguage(r.language),
    registeredParty: r.registered_party,
    offsetDays: r.offset_days,
  }));
}

/**
 * Records the reminders as queued; returns the voters whose row this call wrote. A voter another
 * process recorded first is left out, so each reminder is mailed by exactly one of them.
 */
export async function claimReminders(
  tx: DbExecutor,
  event: { key: string; date: string },
  voters: readonly DueVoter[],
): Promise<Set<number>> {
  if (voters.length === 0) return new Set();
  const ids = sql.param(voters.map((v) => v.userId));
  const offsets = sql.param(voters.map((v) => v.offsetDays));
  const rows = await queryRows<{ user_id: number }>(
    tx,
    sql`insert into sent_reminders (user_id, event_key, offset_days, event_date)
        select id, ${event.key}, days, ${event.date} from unnest(${ids}::int[], ${offsets}::int[]) as t(id, days)
        on conflict do nothing returning user_id`,
  );
  return new Set(rows.map((r) => r.user_id));
}

/** Forgets the reminders of events that have passed (their rows can no longer stop a repeat). */
export async function forgetPastReminders(db: DbExecutor, beforeDay: string): Promise<void> {
  await db.execute(sql`delete from sent_reminders where event_date < ${beforeDay}`);
}
