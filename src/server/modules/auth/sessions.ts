import { and, eq, gt, sql } from "drizzle-orm";
import type { Database, DbExecutor } from "#db/client";
import { sessions, users } from "#db/schema/users";
import { hashToken, newToken } from "./tokens";

export type SessionKind = "session" | "admin_token";
export type UserRow = typeof users.$inferSelect;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Idle and absolute lifetimes (docs/security.md). */
export const SESSION_POLICY: Record<SessionKind, { idleMs: number; absoluteMs: number }> = {
  session: { idleMs: 14 * DAY, absoluteMs: 30 * DAY },
  admin_token: { idleMs: 2 * HOUR, absoluteMs: 8 * HOUR },
};

/** Writing last_seen_at on every request would turn each read into a write; once a minute suffices. */
const TOUCH_AFTER_MS = MINUTE;

/**
 * The opening of one statement that authenticates a session token and acts for its user, so a hot
 * write costs one round trip instead of two: CTE `actor(id)` holds the active user behind the live
 * token (resolve's conditions) and `touched` slides its expiry as resolve does. $1 to $4 come from
 * SessionStore.actorParams; callers number their own parameters from $5 and append
 * `, name as (...) select ...`. No row from `actor` means the caller is not signed in.
 */
export const SESSION_ACTOR_CTES = `with actor as (
    select s.user_id as id from sessions s join users u on u.id = s.user_id
    where s.token_hash = $1 and s.kind = 'session' and s.expires_at > $2::timestamptz and u.is_active
  ), touched as (
    update sessions set last_seen_at = $2::timestamptz, expires_at = least($3::timestamptz, absolute_expires_at)
    where token_hash = $1 and last_seen_at < $4::timestamptz and exists (select 1 from actor)
  )`;
export const SESSION_ACTOR_PARAMS = 4;

export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly key: Buffer,
    private readonly now: () => Date,
  ) {}

  async create(userId: number, kind: SessionKind): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const now = this.now();
    const policy = SESSION_POLICY[kind];
    const expiresAt = new Date(now.getTime() + policy.idleMs);
    await this.db.insert(sessions).values({
      tokenHash: hashToken(this.key, token),
      userId,
      kind,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      absoluteExpiresAt: new Date(now.getTime() + policy.absoluteMs),
    });
    return { token, expiresAt };
  }

  /** The active user behind a live token, sliding its idle expiry forward. */
  async resolve(token: string, kind: SessionKind): Promise<UserRow | null> {
    const tokenHash = hashToken(this.key, token);
    const now = this.now();
    const [row] = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, kind), gt(sessions.expiresAt, now)))
      .limit(1);
    if (!row?.user.isActive) return null;
    if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      const idle = new Date(now.getTime() + SESSION_POLICY[kind].idleMs);
      await this.db
        .update(sessions)
        .set({
          lastSeenAt: now,
          expiresAt: sql`least(${idle.toISOString()}::timestamptz, ${sessions.absoluteExpiresAt})`,
        })
        .where(eq(sessions.tokenHash, tokenHash));
    }
    return row.user;
  }

  /** The four parameters of SESSION_ACTOR_CTES for a session token, as of now. */
  actorParams(token: string): [string, string, string, string] {
    const now = this.now();
    return [
      hashToken(this.key, token),
      now.toISOString(),
      new Date(now.getTime() + SESSION_POLICY.session.idleMs).toISOString(),
      new Date(now.getTime() - TOUCH_AFTER_MS).toISOString(),
    ];
  }

  async revoke(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(this.key, token)));
  }

  /** Ends every session and admin token of a user (password reset, deactivation, demotion). */
  async revokeAllFor(userId: number, db: DbExecutor = this.db): Promise<void> {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  }
}
