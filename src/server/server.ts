import { type DatabaseHandle, openDatabase } from "#db/client";
import { seedSnapshot } from "#db/seed";
import { withDeadline } from "#shared/deadline";
import { type App, type AppDeps, buildApp } from "./app";
import { ensureBootstrapAdmin } from "./bootstrap-admin";
import type { AppConfig } from "./config";
import { drainOnClose } from "./http/drain";

/** Requests still running this long after close() began have their connections cut. */
const DRAIN_DEADLINE_MS = 5_000;

export interface RunningServer {
  app: App;
  database: DatabaseHandle;
  url: string;
  /**
   * Drains the connections (http/drain.ts; those still busy after 5 s are cut), then stops the
   * workers and closes the database: each of these two steps runs even if the other failed, bounded
   * by `stepDeadlineMs` when given. Rejects afterwards if a step failed or ran out of time.
   */
  close(options?: { stepDeadlineMs?: number }): Promise<void>;
}

export interface StartOptions {
  /** Use this database instead of opening one from the configuration. */
  database?: DatabaseHandle;
  now?: () => Date;
  serveClient?: boolean;
  /** Replace some abuse limits (benchmarks that act from one address). */
  rateRules?: AppDeps["rateRules"];
  /** Print the generated administrator password (main does; tests don't). */
  onGeneratedAdminPassword?: (username: string, password: string) => void;
}

/** Opens and prepares the database, builds the app and listens: shared by main, tests and bench. */
export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
      config.databaseTimeouts,
    ));
  await database.migrate();
  const seeded = await seedSnapshot(database.db, config.snapshotDir);
  const admin = await ensureBootstrapAdmin(database.db, config.admin);

  const app = await buildApp({
    config,
    database,
    ...(options.now ? { now: options.now } : {}),
    ...(options.serveClient === undefined ? {} : { serveClient: options.serveClient }),
    ...(options.rateRules ? { rateRules: options.rateRules } : {}),
  });
  if (seeded.skipped) app.log.info("data snapshot already loaded");
  else app.log.info({ ...seeded }, "data snapshot loaded");
  if (admin.created && admin.generatedPassword) {
    options.onGeneratedAdminPassword?.(admin.username, admin.generatedPassword);
  }

  const drain = drainOnClose(app.server);
  const address = await app.listen({ port: config.port, host: config.host });
  return {
    app,
    database,
    url: address,
    async close({ stepDeadlineMs } = {}) {
      const { cut } = await drain(DRAIN_DEADLINE_MS);
      if (cut > 0) app.log.warn({ connections: cut }, "shutdown: cut connections still busy at the deadline");
      // The workers stop (app.ts's onClose hook) before the database they use is closed.
      const steps = [
        { name: "stopping the workers", run: () => app.close() },
        { name: "closing the database", run: () => database.close() },
      ];
      let complete = true;
      for (const step of steps) {
        const settled = step.run().then(
          () => "done",
          (err: unknown) => err,
        );
        const outcome =
          stepDeadlineMs === undefined
            ? await settled
            : await withDeadline(settled, stepDeadlineMs, "timed out");
        if (outcome === "done") continue;
        complete = false;
        if (outcome === "timed out") app.log.error(`shutdown: ${step.name} timed out; going on`);
        else app.log.error({ err: outcome }, `shutdown: ${step.name} failed`);
      }
      if (!complete) throw new Error("shutdown incomplete");
    },
  };
}
