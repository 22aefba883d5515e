import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "#db/client";
import { oneTimeTokens } from "#db/schema/users";
import { hashToken, newToken } from "./tokens";

export type TokenPurpose = "verify_email" | "reset_password";

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60_000,
  reset_password: 60 * 60_000,
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
