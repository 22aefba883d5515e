import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "#db/client";
import { oneTimeTokens } from "#db/schema/users";
import { hashToken, newToken } from "./tokens";

export type TokenPurpose = "verify_email" | "reset_password" | "unsubscribe";

const DAY_MS = 24 * 60 * 60_000;

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: DAY_MS,
  reset_password: 60 * 60_000,
  // A reminder or notice may be read, and its link followed, months after it was sent.
  unsubscribe: 180 * DAY_MS,
};

/** A fresh token for one user and one purpose; earlier unused ones of that purpose stop working. */
export async function issueOneTimeToken(
  db: DbExecutor,
  key: Buffer,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    );
  const token = newToken();
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(key, token),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    createdAt: now,
  });
  return token;
}

/**
 * A token for each of many users at once (one statement), each working on its own: earlier
 * tokens of the purpose keep working, as every mail carries its own. Returns them by user id.
 */
export async function issueTokensForMail(
  db: DbExecutor,
  key: Buffer,
  userIds: readonly number[],
  purpose: TokenPurpose,
  now: Date,
): Promise<Map<number, string>> {
  const tokens = new Map(userIds.map((userId) => [userId, newToken()]));
  if (tokens.size === 0) return tokens;
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]);
  const ids = [...tokens.keys()];
  const hashes = [...tokens.values()].map((token) => hashToken(key, token));
  await db.execute(sql`
    insert into one_time_tokens (user_id, purpose, token_hash, expires_at, created_at)
    select id, ${purpose}, hash, ${expiresAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from unnest(${sql.param(ids)}::int[], ${sql.param(hashes)}::text[]) as t(id, hash)`);
  return tokens;
}

/** Uses a token up in one statement, so two concurrent uses cannot both succeed. */
export async function consumeOneTimeToken(
  db: DbExecutor,
  key: Buffer,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(key, token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        sql`${oneTimeTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/** Whose token this is, used or expired alike: null when no such token was ever issued (or purged). */
export async function oneTimeTokenOwner(
  db: DbExecutor,
  key: Buffer,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(key, token)), eq(oneTimeTokens.purpose, purpose)));
  return row?.userId ?? null;
}
