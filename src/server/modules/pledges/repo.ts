import { desc, eq, sql } from "drizzle-orm";
import { type Database, type DbExecutor, queryRows } from "#db/client";
import { type PreparedStatement, preparedStatement, runPrepared } from "#db/prepared";
import { legislators } from "#db/schema/legislators";
import { pledges } from "#db/schema/pledges";
import { storedLanguage } from "#server/i18n/stored-language";
import type { Language } from "#shared/language";
import { SESSION_ACTOR_CTES, SESSION_ACTOR_PARAMS } from "../auth/service";

export interface PledgeRow {
  id: number;
  userId: number;
  legislatorId: number;
  shareOnSocial: boolean;
  createdAt: string;
}

export interface PledgeCounts {
  pledgeCount: number;
  constituentPledgeCount: number;
  verifiedConstituentPledgeCount: number;
}

/** Who made a pledge, as the pledge statement read them: enough to mail their receipt. */
export interface PledgingVoter {
  name: string;
  email: string;
  /** The language of the voter's mail (users.language). */
  language: Language;
  state: string | null;
  congressionalDistrict: number | null;
}

/** What one pledge statement found: who was signed in, and the pledge if one was made. */
export type PledgeOutcome =
  | { status: "signed-out" }
  /** The legislator's counters as this statement left them. */
  | { status: "created"; pledge: PledgeRow; counts: PledgeCounts; voter: PledgingVoter }
  /** Already pledged to this legislator, or `onlyForUserId` named someone else. */
  | { status: "not-created"; actorId: number };

/**
 * Whether a voter living in `state` and House district number `district` (SQL expressions; null
 * when unknown) is a constituent of the legislator row `l` (docs/principles.md, "Constituents and actions"): a
 * senator's state; a representative's district, or the whole state for an at-large seat or a
 * delegate (district 0). Never null.
 */
export function constituentOf(state: string, district: string, l = "l"): string {
  return `coalesce(${state} = ${l}.state and (${l}.type = 'sen' or ${l}.district = 0 or ${district} = ${l}.district), false)`;
}

/**
 * Inserts the pledge for the user in CTE `actor` and bumps the legislator's counters in one
 * statement, which returns the new counts: the unique index makes a second pledge to the same
 * legislator a no-op, and the counters move only with a row. PostgreSQL runs data-modifying WITH
 * clauses even when the final select does not read them. Its parameters, numbered from `first`:
 * legislator, share flag, and the only user the pledge may be for (null: whoever `actor` is).
 *
 * The voter's row is read FOR SHARE: a change of address or verification (adjustVoterCounts)
 * waits for this statement's transaction, or this statement waits for it and reads the new row,
 * so the constituent counters never count a pledge for an address the voter has left.
 */
function pledgeForActor(first: number): string {
  const [legislator, share, onlyFor] = [first, first + 1, first + 2].map((n) => `$${n}`);
  const constituent = constituentOf("voter.state", "voter.congressional_district");
  return `, voter as (
      select id, name, email, language, state, congressional_district, verified from users
      where id = (select id from actor) for share
    ), inserted as (
      insert into pledges (user_id, legislator_id, share_on_social)
      select id, ${legislator}::int, ${share}::boolean from actor
      where ${onlyFor}::int is null or id = ${onlyFor}::int
      on conflict (user_id, legislator_id) do nothing
      returning id, legislator_id, share_on_social, created_at
    ), counted as (
      update legislators l set pledge_count = l.pledge_count + 1,
        constituent_pledge_count = l.constituent_pledge_count + (${constituent})::int,
        verified_constituent_pledge_count =
          l.verified_constituent_pledge_count + (${constituent} and voter.verified)::int
      from voter
      where l.id = (select legislator_id from inserted)
      returning l.pledge_count, l.constituent_pledge_count, l.verified_constituent_pledge_count
    )
    select actor.id as actor_id, inserted.*, counted.*, voter.name as voter_name, voter.email as voter_email,
      voter.language as voter_language, voter.state as voter_state,
      voter.congressional_district as voter_district
    from actor left join inserted on true left join counted on true left join voter on true`;
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
    constituent_pledge_count: number | null;
    verified_constituent_pledge_count: number | null;
    voter_name: string;
    voter_email: string;
    voter_language: string | null;
    voter_state: string | null;
    voter_district: number | null;
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
    counts: {
      pledgeCount: Number(row.pledge_count),
      constituentPledgeCount: Number(row.constituent_pledge_count),
      verifiedConstituentPledgeCount: Number(row.verified_constituent_pledge_count),
    },
    voter: {
      name: row.voter_name,
      email: row.voter_email,
      language: storedLanguage(row.voter_language),
      state: row.voter_state,
      congressionalDistrict: row.voter_district,
    },
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

/** Where a voter lives and whether their e-mail is verified: what makes their pledges count. */
export interface VoterStanding {
  state: string | null;
  congressionalDistrict: number | null;
  verified: boolean;
}

/**
 * Moves the constituent counters of every legislator the voter pledged to from `before` to
 * `after` (a new address, a chosen district, a verified e-mail). Run it in the transaction that
 * changed the voter's row, after that change: the row lock it holds keeps a concurrent pledge of
 * the voter's from being counted for the old standing (pledgeForActor reads the row FOR SHARE).
 * Deltas rather than recounts, so concurrent pledges by other voters are never overwritten.
 */
export async function adjustVoterCounts(
  tx: DbExecutor,
  userId: number,
  before: VoterStanding,
  after: VoterStanding,
): Promise<void> {
  const same =
    before.state === after.state &&
    before.congressionalDistrict === after.congressionalDistrict &&
    before.verified === after.verified;
  if (same) return;
  const wasConstituent = sql.raw(constituentOf("b.state", "b.district", "s"));
  const isConstituent = sql.raw(constituentOf("a.state", "a.district", "s"));
  await tx.execute(sql`
    update legislators l set
      constituent_pledge_count = l.constituent_pledge_count + d.constituents,
      verified_constituent_pledge_count = l.verified_constituent_pledge_count + d.verified
    from (
      select p.legislator_id,
        (${isConstituent})::int - (${wasConstituent})::int as constituents,
        (${isConstituent} and a.verified)::int - (${wasConstituent} and b.verified)::int as verified
      from pledges p
      join legislators s on s.id = p.legislator_id
      cross join (select ${before.state}::text as state, ${before.congressionalDistrict}::int as district,
                         ${before.verified}::boolean as verified) b
      cross join (select ${after.state}::text as state, ${after.congressionalDistrict}::int as district,
                         ${after.verified}::boolean as verified) a
      where p.user_id = ${userId}
    ) d
    where l.id = d.legislator_id and (d.constituents <> 0 or d.verified <> 0)`);
}

/**
 * Removes the voter's pledge (`pledgeId`), or all of them (null), and takes each off its
 * legislator's counters in one statement, with the constituent rule that counted it (the voter's
 * row locked, as pledgeForActor reads it FOR SHARE). Returns the legislators they were for.
 */
async function removePledges(tx: DbExecutor, userId: number, pledgeId: number | null): Promise<number[]> {
  const constituent = sql.raw(constituentOf("voter.state", "voter.congressional_district"));
  const rows = await queryRows<{ legislator_id: number }>(
    tx,
    sql`with voter as (
          select id, state, congressional_district, verified from users where id = ${userId} for update
        ), deleted as (
          delete from pledges where user_id = ${userId} and (${pledgeId}::int is null or id = ${pledgeId}::int)
          returning legislator_id
        ), counted as (
          update legislators l set pledge_count = l.pledge_count - 1,
            constituent_pledge_count = l.constituent_pledge_count - (${constituent})::int,
            verified_constituent_pledge_count =
              l.verified_constituent_pledge_count - (${constituent} and voter.verified)::int
          from voter, deleted
          where l.id = deleted.legislator_id
          returning l.id
        )
        select legislator_id from deleted`,
  );
  return rows.map((row) => row.legislator_id);
}

/** Withdraws one of the voter's pledges: its legislator's id, or null when they have no such pledge. */
export async function deletePledge(tx: DbExecutor, userId: number, pledgeId: number): Promise<number | null> {
  return (await removePledges(tx, userId, pledgeId))[0] ?? null;
}

/** Removes every pledge of the voter (an account being deleted); returns how many there were. */
export async function deleteAllPledgesOf(tx: DbExecutor, userId: number): Promise<number> {
  return (await removePledges(tx, userId, null)).length;
}

/**
 * The notices of the legislator's actions still waiting in the outbox for this voter (and not
 * being sent): a withdrawn pledge is told nothing more. A notice already sent is not recalled.
 * The topics are the actions module's (`noticeTopic`), which imports this module, so they are
 * matched here by their form.
 */
export async function cancelUnsentNoticesFor(
  tx: DbExecutor,
  userId: number,
  legislatorId: number,
  now: Date,
) {
  await tx.execute(
    sql`delete from email_outbox
        where user_id = ${userId} and sent_at is null
          and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
          and topic in (select 'action:' || id from legislator_actions where legislator_id = ${legislatorId})`,
  );
}
