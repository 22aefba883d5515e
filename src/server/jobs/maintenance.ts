import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#db/client";
import type { RateLimiter } from "../rate-limit/limiter";

const HOUR = 60 * 60_000;
/** Sent mail is kept a while for support questions, then dropped: it holds addresses. */
const SENT_MAIL_RETENTION_DAYS = 7;

/** Hourly clean-up of what has expired: sessions, one-time tokens, rate-limit windows, old sent mail. */
export function startMaintenance({
  db,
  limiter,
  log,
}: {
  db: Database;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}) {
  const run = async () => {
    try {
      await db.execute(sql`delete from sessions where expires_at <= now()`);
      await db.execute(sql`delete from one_time_tokens where expires_at <= now() - interval '1 day'`);
      await db.execute(
        sql`delete from email_outbox where sent_at < now() - make_interval(days => ${SENT_MAIL_RETENTION_DAYS})`,
      );
      await limiter.sweep();
    } catch (err) {
      log.error({ err }, "maintenance failed");
    }
  };
  const timer = setInterval(run, HOUR);
  timer.unref();
  return { stop: () => clearInterval(timer), run };
}
