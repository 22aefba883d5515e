import { createHmac, randomBytes } from "node:crypto";
import type { Database } from "#db/client";
import { appMeta } from "#db/schema/operations";

/** 256 random bits, URL-safe: session ids, admin tokens, reset and verification tokens. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Only a keyed hash of a token is stored, so a copy of the database cannot be replayed as a
 * session and cannot be matched against guessed tokens without the key.
 */
export function hashToken(key: Buffer, token: string): string {
  return createHmac("sha256", key).update(token).digest("base64url");
}

/**
 * SESSION_SECRET when set (required in production); otherwise a random key generated once and kept
 * in the database, so every server process sharing the database agrees on it.
 */
export async function loadTokenKey(db: Database, sessionSecret: string | undefined): Promise<Buffer> {
  if (sessionSecret) return Buffer.from(sessionSecret, "utf8");
  const generated = randomBytes(32).toString("base64url");
  await db.insert(appMeta).values({ key: "token_key", value: generated }).onConflictDoNothing();
  const row = await db.query.appMeta.findFirst({ where: (m, { eq }) => eq(m.key, "token_key") });
  if (typeof row?.value !== "string") throw new Error("token key missing");
  return Buffer.from(row.value, "base64url");
}
