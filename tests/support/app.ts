import type { DatabaseHandle } from "#db/client";
import { type App, type AppDeps, buildApp } from "#server/app";
import type { AppConfig } from "#server/config";
import type { MailTransport } from "#server/mail/transport";
import { DEFAULT_RATE_RULES, type RateRules } from "#server/rate-limit/rules";
import { testConfig } from "./config";
import { createTestDatabase } from "./database";
import { createMemoryMail } from "./memory-mail";

/** The day the tests pretend it is, so election years and expected dates are stable. */
export const TEST_TODAY = new Date("2026-11-21T12:00:00Z");

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * Runs to the end what earlier requests left for later: the work after their answers, the notice
 * fan-out, the reminder scan, then the mail worker over everything due. Each waits for a run of
 * its own already in flight, so once this resolves every mail those requests queued has been
 * handed to the transport (or has failed, and waits for its retry).
 */
export async function finishBackgroundWork(app: App): Promise<void> {
  await app.afterResponse.drain();
  await app.noticeFanOut.runOnce();
  await app.reminderScan.runOnce();
  await app.mailWorker.runOnce();
}

/** Abuse limits high enough for tests that act many times from one address. */
export const RELAXED_RATE_RULES = Object.fromEntries(
  Object.entries(DEFAULT_RATE_RULES).map(([key, rule]) => [key, { ...rule, limit: 100_000 }]),
) as Partial<RateRules>;

/** The app on a fresh seeded database, driven through app.inject(). */
export async function createTestApp(
  options: {
    config?: AppConfig;
    seed?: boolean;
    /** PGlite whatever the run's engine (see createTestDatabase). */
    engine?: "pglite";
    rateRules?: Partial<RateRules>;
    mailTransport?: MailTransport;
    /** Serve the built client from the config's CLIENT_DIR (off: the API alone). */
    serveClient?: boolean;
    log?: AppDeps["log"];
    noticeBatchSize?: number;
    manualJobs?: boolean;
    /** The clock (default: TEST_TODAY, fixed). */
    now?: () => Date;
    /** Share cards' photos (default: none, as offline, so cards show initials). */
    fetchPhoto?: AppDeps["fetchPhoto"];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seed: options.seed ?? true, engine: options.engine });
  const app = await buildApp({
    config: options.config ?? testConfig(),
    database,
    now: options.now ?? (() => TEST_TODAY),
    serveClient: options.serveClient ?? false,
    rateRules: options.rateRules ?? RELAXED_RATE_RULES,
    mailTransport: options.mailTransport ?? createMemoryMail().transport,
    ...(options.log ? { log: options.log } : {}),
    ...(options.noticeBatchSize ? { noticeBatchSize: options.noticeBatchSize } : {}),
    ...(options.manualJobs ? { manualJobs: true } : {}),
    fetchPhoto: options.fetchPhoto ?? (async () => null),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
