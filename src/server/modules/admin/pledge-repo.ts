import { desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { legislators } from "#db/schema/legislators";
import { pledges } from "#db/schema/pledges";
import { users } from "#db/schema/users";
import type { AdminPledge, PageQuery } from "#shared/admin";
import { districtCode } from "../legislators/present";
import { anyOf, contains, limitOffset } from "./list-query";
import { userMatches } from "./user-service";

const columns = {
  id: pledges.id,
  userId: pledges.userId,
  legislatorId: pledges.legislatorId,
  shareOnSocial: pledges.shareOnSocial,
  createdAt: pledges.createdAt,
  user: { id: users.id, name: users.name, email: users.email },
  legislator: {
    id: legislators.id,
    slug: legislators.slug,
    fullName: legislators.fullName,
    firstName: legislators.firstName,
    lastName: legislators.lastName,
    state: legislators.state,
    district: legislators.district,
    type: legislators.type,
    party: legislators.party,
  },
};

/**
 * Pledges whose voter (name or e-mail) or legislator (name) contains the search. The matching ids
 * are looked up first and handed over as arrays: the planner then knows how many there are and
 * picks index lookups for a few or a walk down created_at for many, where a join over both
 * tables would scan every pledge.
 */
export async function pledgeFilter(db: Database, search: string | undefined): Promise<SQL | undefined> {
  if (!search) return undefined;
  const [voters, members] = await Promise.all([
    db.select({ id: users.id }).from(users).where(userMatches(search)),
    db.select({ id: legislators.id }).from(legislators).where(contains(legislators.fullName, search)),
  ]);
  const byVoter = anyOf(
    pledges.userId,
    voters.map((v) => v.id),
  );
  const byMember = anyOf(
    pledges.legislatorId,
    members.map((m) => m.id),
  );
  return or(byVoter, byMember) ?? sql`false`;
}

/** Newest first; the created_at index serves the pages. `where` undefined: every pledge. */
export async function findPledges(
  db: Database,
  where: SQL | undefined,
  page: PageQuery,
): Promise<AdminPledge[]> {
  const { limit, offset } = limitOffset(page);
  const rows = await db
    .select(columns)
    .from(pledges)
    .innerJoin(users, eq(users.id, pledges.userId))
    .innerJoin(legislators, eq(legislators.id, pledges.legislatorId))
    .where(where)
    .orderBy(desc(pledges.createdAt), desc(pledges.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ legislator: { district, ...legislator }, ...pledge }): AdminPledge => {
    const type = legislator.type === "sen" ? "sen" : "rep";
    return {
      ...pledge,
      createdAt: pledge.createdAt.toISOString(),
      legislator: {
        ...legislator,
        type,
        districtCode: type === "rep" ? districtCode(legislator.state, district) : null,
      },
    };
  });
}

/**
 * Every pledge: the sum of legislators.pledge_count, which the pledge insert keeps equal to the
 * number of rows, so exact without counting a million rows.
 */
export async function countPledges(db: Database, where: SQL | undefined): Promise<number> {
  if (!where) {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${legislators.pledgeCount}), 0)`.mapWith(Number) })
      .from(legislators);
    return row?.total ?? 0;
  }
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(pledges)
    .where(where);
  return row?.total ?? 0;
}
