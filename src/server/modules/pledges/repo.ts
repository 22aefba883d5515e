import { desc, eq, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../../db/client";
import { legislators } from "../../../db/schema/legislators";
import { pledges } from "../../../db/schema/pledges";

export interface PledgeRow {
  id: number;
  userId: number;
  legislatorId: number;
  shareOnSocial: boolean;
  createdAt: string;
}

/**
 * Inserts the pledge and bumps the legislator's counter in one statement: the unique index makes a
 * second pledge to the same legislator a no-op (null here), and the counter moves only with a row.
 * PostgreSQL runs a data-modifying WITH clause even though the final select does not read it.
 */
export async function insertPledge(
  db: Database,
  input: { userId: number; legislatorId: number; shareOnSocial: boolean },
): Promise<PledgeRow | null> {
  const [row] = await queryRows<{
    id: number;
    user_id: number;
    legislator_id: number;
    share_on_social: boolean;
    created_at: string | Date;
  }>(
    db,
    sql`
      with inserted as (
        insert into pledges (user_id, legislator_id, share_on_social)
        values (${input.userId}, ${input.legislatorId}, ${input.shareOnSocial})
        on conflict (user_id, legislator_id) do nothing
        returning id, user_id, legislator_id, share_on_social, created_at
      ), counted as (
        update legislators set pledge_count = pledge_count + 1
        where id = (select legislator_id from inserted)
      )
      select * from inserted
    `,
  );
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    legislatorId: row.legislator_id,
    shareOnSocial: row.share_on_social,
    createdAt: new Date(row.created_at).toISOString(),
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
