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
  /**
   * Migrate, load the data snapshot and make sure of the administrator first (the default); a
   * cluster's workers leave that to the primary, which did it before starting them.
   */
  prepareDatabase?: boolean;
  now?: () => Date;
  serveClient?: boolean;
  /** Replace some abuse limits (benchmarks that act from one address). */
  rateRules?: AppDeps["rateRules"];
  /** Print the generated administrator password (main does; tests don't). */
  onGeneratedAdminPassword?: (username: string, password: string) => void;
}

export function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  return openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
    config.databaseTimeouts,
  );
}

/**
 * Brings the database up to date: migrations, the data snapshot, the first administrator. Returns
 * what to log about it.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: AppConfig,
  onGeneratedAdminPassword?: StartOptions["onGeneratedAdminPassword"],
): Promise<{ message: string; seeded?: object }> {
  await database.migrate();
  const seeded = await seedSnapshot(database.db, config.snapshotDir);
  const admin = await ensureBootstrapAdmin(database.db, config.admin);
  if (admin.created && admin.generatedPassword) {
    onGeneratedAdminPassword?.(admin.username, admin.generatedPassword);
  }
  return seeded.skipped
    ? { message: "data snapshot already loaded" }
    : { message: "data snapshot loaded", seeded: { ...seeded } };
}

/** Opens and prepares the database, builds the app and listens: shared by main, tests and bench. */
export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  const database = options.database ?? (await openConfiguredDatabase(config));
  const prepared =
    options.prepareDatabase === false
      ? undefined
      : await prepareDatabase(database, config, options.onGeneratedAdminPassword);

  const app = await buildApp({
    config,
    database,
    ...(options.now ? { now: options.now } : {}),
    ...(options.serveClient === undefined ? {} : { serveClient: options.serveClient }),
    ...(options.rateRules ? { rateRules: options.rateRules } : {}),
  });
  if (prepared) app.log.info(prepared.seeded ?? {}, prepared.message);

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
