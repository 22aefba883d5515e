import { eq } from "drizzle-orm";
import type { DbExecutor } from "#db/client";
import { legislators } from "#db/schema/legislators";
import { pledges } from "#db/schema/pledges";
import { calendarFeeds } from "#db/schema/reminders";
import { users } from "#db/schema/users";
import type { Language } from "#shared/language";

/** Gives the voter a feed with this token hash, replacing (and so revoking) any earlier one. */
export async function replaceFeed(
  db: DbExecutor,
  userId: number,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } });
}

export async function deleteFeed(db: DbExecutor, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The voter whose feed has this token hash, if any, and the language their feed speaks. */
export async function feedOwner(
  db: DbExecutor,
  tokenHash: string,
): Promise<{ userId: number; language: Language } | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId, language: users.language })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row ?? null;
}

/** The states whose dates the voter's feed carries: their own, and those of the members they pledged to. */
export async function feedStates(db: DbExecutor, userId: number): Promise<string[]> {
  const [voter] = await db.select({ state: users.state }).from(users).where(eq(users.id, userId));
  const pledged = await db
    .selectDistinct({ state: legislators.state })
    .from(pledges)
    .innerJoin(legislators, eq(legislators.id, pledges.legislatorId))
    .where(eq(pledges.userId, userId));
  return [...new Set([voter?.state, ...pledged.map((p) => p.state)].filter((s): s is string => !!s))].sort();
}
