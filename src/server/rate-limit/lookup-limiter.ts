import type { DatabaseHandle } from "#db/client";
import type { RateLimiter, RateRule } from "./limiter";
import { MemoryRateLimiter } from "./memory-limiter";

/** Counts one request against `rule` for `subject`; throws the 429 once it is over. */
export type LookupLimiter = (rule: RateRule, subject: string) => void | Promise<void>;

/**
 * The limit on the address lookup, the one hot path with a limit. On PostgreSQL, which several
 * processes and hosts may share, it is counted in the database like every other limit, so it
 * holds across all of them. The embedded database serves one process, where memory counts the
 * same and costs less than the write (docs/performance.md).
 */
export function lookupLimiter(engine: DatabaseHandle["engine"], shared: RateLimiter): LookupLimiter {
  if (engine === "pglite") {
    const memory = new MemoryRateLimiter();
    return (rule, subject) => memory.enforce(rule, subject);
  }
  return (rule, subject) => shared.enforce([[rule, subject]]);
}
