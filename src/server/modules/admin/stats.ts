import { sql } from "drizzle-orm";
import { type Database, queryRows } from "#db/client";
import type { AdminStats } from "#shared/admin";
import { stateName } from "#shared/states";
import { findPledges } from "./pledge-repo";

export interface StateTotal {
  state: string;
  stateName: string;
  /** Every pledge to the state's members, including members who have since left office. */
  pledges: number;
  /** Those from voters who live in the member's seat. */
  constituentPledges: number;
  verifiedConstituentPledges: number;
  /** Members in office with at least one pledge. */
  legislatorsWithPledges: number;
}

/** Per state, from legislators.pledge_count: a few hundred rows, whatever the number of pledges. */
export async function stateTotals(db: Database): Promise<StateTotal[]> {
  const rows = await queryRows<{
    state: string;
    pledges: string | number;
    constituent_pledges: string | number;
    verified_constituent_pledges: string | number;
    with_pledges: string | number;
  }>(
    db,
    sql`
      select state,
        sum(pledge_count) as pledges,
        sum(constituent_pledge_count) as constituent_pledges,
        sum(verified_constituent_pledge_count) as verified_constituent_pledges,
        count(*) filter (where in_office and pledge_count > 0) as with_pledges
      from legislators
      group by state
      order by sum(pledge_count) desc, state
    `,
  );
  return rows.map((r) => ({
    state: r.state,
    stateName: stateName(r.state),
    pledges: Number(r.pledges),
    constituentPledges: Number(r.constituent_pledges),
    verifiedConstituentPledges: Number(r.verified_constituent_pledges),
    legislatorsWithPledges: Number(r.with_pledges),
  }));
}

/**
 * The number of distinct voters with a pledge. Counting it reads an index entry per pledge (over
 * 100 ms at a million), yet it only changes when a pledge row is added: pledges are never deleted,
 * and each insert bumps legislators.pledge_count in the same statement. A count taken at the same
 * pledge total and newest pledge id is therefore still exact, and is reused until either moves.
 */
export class PledgingVoters {
  #key = "";
  #count = 0;

  async count(db: Database, totalPledges: number, newestPledgeId: number | null): Promise<number> {
    const key = `${totalPledges}:${newestPledgeId}`;
    if (key !== this.#key) {
      // Grouping in user_id order makes the planner walk the (user_id, legislator_id) index
      // (an index-only scan, no hash table): about twice as fast as count(distinct user_id).
      const [row] = await queryRows<{ n: string | number }>(
        db,
        sql`
          select count(*) as n
          from (select user_id from pledges group by user_id order by user_id) as voters
        `,
      );
      this.#count = Number(row?.n ?? 0);
      this.#key = key;
    }
    return this.#count;
  }
}

/** Live figures for the console, from legislators.pledge_count wherever a sum of it will do. */
export async function adminStats(db: Database, voters: PledgingVoters): Promise<AdminStats> {
  const [[totals], states, recentPledges] = await Promise.all([
    queryRows<Record<string, string | number | null>>(
      db,
      sql`
        select
          (select coalesce(sum(pledge_count), 0) from legislators) as total_pledges,
          (select coalesce(sum(constituent_pledge_count), 0) from legislators) as constituent_pledges,
          (select coalesce(sum(verified_constituent_pledge_count), 0) from legislators)
            as verified_constituent_pledges,
          (select max(id) from pledges) as newest_pledge_id,
          in_office.total as total_legislators,
          in_office.with_pledges,
          in_office.average,
          (select count(*) from primary_elections) as total_primary_elections,
          (select count(*) from users) as total_users
        from (
          select count(*) as total,
            count(*) filter (where pledge_count > 0) as with_pledges,
            coalesce(round(avg(pledge_count), 2), 0) as average
          from legislators where in_office
        ) as in_office
      `,
    ),
    stateTotals(db),
    findPledges(db, undefined, { page: 1, pageSize: 5 }),
  ]);
  if (!totals) throw new Error("stats query returned no row");
  const totalPledges = Number(totals.total_pledges);
  const newestPledgeId = totals.newest_pledge_id === null ? null : Number(totals.newest_pledge_id);
  return {
    totalPledges,
    constituentPledges: Number(totals.constituent_pledges),
    verifiedConstituentPledges: Number(totals.verified_constituent_pledges),
    uniqueUsers: await voters.count(db, totalPledges, newestPledgeId),
    averagePerLegislator: Number(totals.average),
    legislatorsWithPledges: Number(totals.with_pledges),
    totalLegislators: Number(totals.total_legislators),
    totalPrimaryElections: Number(totals.total_primary_elections),
    totalUsers: Number(totals.total_users),
    topStates: states
      .filter((s) => s.pledges > 0)
      .slice(0, 5)
      .map(({ state, stateName, pledges, constituentPledges }) => ({
        state,
        stateName,
        pledges,
        constituentPledges,
      })),
    recentPledges,
  };
}
