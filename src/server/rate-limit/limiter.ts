import { sql } from "drizzle-orm";
import { type Database, queryRows } from "#db/client";
import { hashToken } from "#server/modules/auth/service";
import { HttpError } from "../http/errors";
import { apiText } from "../i18n/api-messages";

export interface RateRule {
  /** Distinguishes the counters of different rules. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, so limits hold across every server process. One
 * statement increments (or restarts) the window atomically. A subject (an address, an e-mail, a
 * username) is stored only as a keyed hash: the table names nobody.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly key: Buffer,
  ) {}

  async hit(rule: RateRule, subject: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const key = `${rule.name}:${hashToken(this.key, subject)}`;
    const [row] = await queryRows<{ count: number; retry_after: number }>(
      this.db,
      sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, ceil(extract(epoch from reset_at - now()))::int as retry_after
      `,
    );
    if (!row) throw new Error("rate limit statement returned nothing");
    return { allowed: row.count <= rule.limit, retryAfterSeconds: Math.max(1, row.retry_after) };
  }

  /** Throws a 429 with Retry-After once any of the subjects is over its rule's limit. */
  async enforce(checks: [RateRule, string][]): Promise<void> {
    for (const [rule, subject] of checks) {
      const { allowed, retryAfterSeconds } = await this.hit(rule, subject);
      if (!allowed) {
        throw new HttpError(429, apiText("tooManyAttempts"), undefined, {
          "retry-after": String(retryAfterSeconds),
        });
      }
    }
  }

  async sweep(): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where reset_at <= now()`);
  }
}
