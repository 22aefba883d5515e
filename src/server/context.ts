import type { Database, DatabaseHandle } from "#db/client";
import type { SessionCookie } from "#server/modules/auth/context";
import type { SessionStore } from "#server/modules/auth/service";
import type { AppConfig } from "./config";
import type { AfterResponseTasks } from "./jobs/after-response";
import type { PublicCatalog } from "./public-data/catalog";
import type { RateLimiter } from "./rate-limit/limiter";
import type { LookupLimiter } from "./rate-limit/lookup-limiter";
import type { RateRules } from "./rate-limit/rules";

/** What feature modules are handed: built once in buildApp, never read from globals. */
export interface ServerContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  catalog: PublicCatalog;
  sessions: SessionStore;
  cookie: SessionCookie;
  limiter: RateLimiter;
  /** The address lookup's limit (see rate-limit/lookup-limiter.ts). */
  lookupLimiter: LookupLimiter;
  rules: RateRules;
  /** Keys the hashes of one-time tokens. */
  tokenKey: Buffer;
  now: () => Date;
  /** Work started once a route's answer no longer depends on it. */
  afterResponse: AfterResponseTasks;
  /** Asks the mail worker to send what was just queued instead of waiting for its next poll. */
  wakeMailer: () => void;
  /** Asks the notice fan-out to queue the notices of an action just recorded. */
  wakeNotices: () => void;
  /** A write just changed what the public catalog shows (a voter's district, say): look again soon. */
  catalogChanged: () => void;
}
