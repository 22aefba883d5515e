import { desc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { type PreparedStatement, preparedStatement, runPrepared } from "#db/prepared";
import { legislators } from "#db/schema/legislators";
import { pledges } from "#db/schema/pledges";
import { SESSION_ACTOR_CTES, SESSION_ACTOR_PARAMS } from "../auth/service";

export interface PledgeRow {
  id: number;
  userId: number;
  legislatorId: number;
  shareOnSocial: boolean;
  createdAt: string;
}

/** What one pledge statement found: who was signed in, and the pledge if one was made. */
export type PledgeOutcome =
  | { status: "signed-out" }
  /** `pledgeCount` is the legislator's counter as this statement left it. */
  | { status: "created"; pledge: PledgeRow; pledgeCount: number }
  /** Already pledged to this legislator, or `onlyForUserId` named someone else. */
  | { status: "not-created"; actorId: number };

/**
 * Inserts the pledge for the user in CTE `actor` and bumps the legislator's counter in one
 * statement, which returns the new count: the unique index makes a second pledge to the same
 * legislator a no-op, and the counter moves only with a row. PostgreSQL runs data-modifying WITH clauses even when the final select
 * does not read them. Its parameters, numbered from `first`: legislator, share flag, and the only
 * user the pledge may be for (null: whoever `actor` is).
 */
function pledgeForActor(first: number): string {
  const [legislator, share, onlyFor] = [first, first + 1, first + 2].map((n) => `$${n}`);
  return `, inserted as (
      insert into pledges (user_id, legislator_id, share_on_social)
      select id, ${legislator}::int, ${share}::boolean from actor
      where ${onlyFor}::int is null or id = ${onlyFor}::int
      on conflict (user_id, legislator_id) do nothing
      returning id, legislator_id, share_on_social, created_at
    ), counted as (
      update legislators set pledge_count = pledge_count + 1
      where id = (select legislator_id from inserted)
      returning pledge_count
    )
    select actor.id as actor_id, inserted.*, counted.pledge_count
    from actor left join inserted on true left join counted on true`;
}

/** The pledge route's statement: signing in and pledging are one round trip. */
const PLEDGE_AS_SESSION = preparedStatement(
  "pledge_as_session",
  SESSION_ACTOR_CTES + pledgeForActor(SESSION_ACTOR_PARAMS + 1),
);
const PLEDGE_AS_USER = preparedStatement(
  "pledge_as_user",
  `with actor as (select $1::int as id)${pledgeForActor(2)}`,
);

interface PledgeInput {
  legislatorId: number;
  shareOnSocial: boolean;
  onlyForUserId?: number;
}

/** Pledges for the user behind a session (SessionStore.actorParams), if one is signed in. */
export function pledgeAsSession(db: Database, actorParams: readonly unknown[], input: PledgeInput) {
  return runPledge(db, PLEDGE_AS_SESSION, actorParams, input);
}

/** A pledge for a known user (seeding and tests); null when that user already pledged to them. */
export async function insertPledge(
  db: Database,
  input: { userId: number; legislatorId: number; shareOnSocial: boolean },
): Promise<PledgeRow | null> {
  const outcome = await runPledge(db, PLEDGE_AS_USER, [input.userId], input);
  return outcome.status === "created" ? outcome.pledge : null;
}

async function runPledge(
  db: Database,
  statement: PreparedStatement,
  actorParams: readonly unknown[],
  input: PledgeInput,
): Promise<PledgeOutcome> {
  const [row] = await runPrepared<{
    actor_id: number;
    id: number | null;
    legislator_id: number;
    share_on_social: boolean;
    created_at: string | Date;
    pledge_count: number | null;
  }>(db, statement, [...actorParams, input.legislatorId, input.shareOnSocial, input.onlyForUserId ?? null]);
  if (!row) return { status: "signed-out" };
  if (row.id === null) return { status: "not-created", actorId: row.actor_id };
  return {
    status: "created",
    pledge: {
      id: row.id,
      userId: row.actor_id,
      legislatorId: row.legislator_id,
      shareOnSocial: row.share_on_social,
      createdAt: new Date(row.created_at).toISOString(),
    },
    pledgeCount: Number(row.pledge_count),
  };
}

export async function pledgesOfUser(db: Database, userId: number) {
  return db
    .select({ pledge: pledges, legislator: legislators })
    .from(pledges)
    .innerJoin(legislators, eq(legislators.id, pledges.legislatorId))
    .where(eq(pledges.userId, userId))
    .orderBy(desc(pledges.createdAt), desc(pledges.id));
}
