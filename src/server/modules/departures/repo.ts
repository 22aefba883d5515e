import { and, eq, isNotNull, lt, or, sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "#db/client";
import { departureNotices } from "#db/schema/actions";
import { legislators } from "#db/schema/legislators";
import type { OfficeRecord } from "#shared/rules/office";

/** Members who may have left office by `today`: dropped from the roster, or past their term's end. */
export function possiblyDeparted(db: DbExecutor, today: string) {
  return db
    .select({
      id: legislators.id,
      termEnd: legislators.termEnd,
      droppedFromRosterOn: legislators.droppedFromRosterOn,
    })
    .from(legislators)
    .where(or(isNotNull(legislators.droppedFromRosterOn), lt(legislators.termEnd, today)));
}

export type DepartureCandidate = OfficeRecord & { id: number };

/** Records departures whose pledgers are to be told; one row per member and day they left. Returns how many were new. */
export async function recordDepartures(
  db: DbExecutor,
  departures: readonly { legislatorId: number; leftOffice: string }[],
): Promise<number> {
  if (departures.length === 0) return 0;
  const rows = await queryRows<{ legislator_id: number }>(
    db,
    sql`insert into departure_notices (legislator_id, left_office)
        select id, day from unnest(${sql.param(departures.map((d) => d.legislatorId))}::int[],
          ${sql.param(departures.map((d) => d.leftOffice))}::text[]) as t(id, day)
        on conflict do nothing returning legislator_id`,
  );
  return rows.length;
}

export interface PendingDeparture {
  legislatorId: number;
  leftOffice: string;
  queuedAfterUserId: number;
}

/** The oldest departure with notices still to queue, locked for this transaction (SKIP LOCKED). */
export async function claimPendingDeparture(tx: DbExecutor): Promise<PendingDeparture | null> {
  const [row] = await queryRows<{ legislator_id: number; left_office: string; queued_after: number }>(
    tx,
    sql`select legislator_id, left_office, notices_queued_after_user_id as queued_after
        from departure_notices where notices_queued_after_user_id is not null
        order by created_at, legislator_id limit 1
        for update skip locked`,
  );
  return row
    ? { legislatorId: row.legislator_id, leftOffice: row.left_office, queuedAfterUserId: row.queued_after }
    : null;
}

export async function recordDepartureProgress(
  tx: DbExecutor,
  departure: PendingDeparture,
  lastUserId: number | null,
): Promise<void> {
  await tx
    .update(departureNotices)
    .set({ noticesQueuedAfterUserId: lastUserId })
    .where(
      and(
        eq(departureNotices.legislatorId, departure.legislatorId),
        eq(departureNotices.leftOffice, departure.leftOffice),
      ),
    );
}
