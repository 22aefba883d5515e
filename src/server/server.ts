import { type DatabaseHandle, openDatabase } from "../db/client";
import { seedSnapshot } from "../db/seed";
import { type App, type AppDeps, buildApp } from "./app";
import { ensureBootstrapAdmin } from "./bootstrap-admin";
import type { AppConfig } from "./config";

export interface RunningServer {
  app: App;
  database: DatabaseHandle;
  url: string;
  close(): Promise<void>;
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
    (await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir }));
  await database.migrate();
  const seeded = await seedSnapshot(database.db);
  const admin = await ensureBootstrapAdmin(database.db, config.admin);

  const app = await buildApp({
    config,
    database,
    ...(options.now ? { now: options.now } : {}),
    ...(options.serveClient === undefined ? {} : { serveClient: options.serveClient }),
    ...(options.rateRules ? { rateRules: options.rateRules } : {}),
  });
  app.addHook("onClose", async () => database.close());
  if (seeded.skipped) app.log.info("data snapshot already loaded");
  else app.log.info({ ...seeded }, "data snapshot loaded");
  if (admin.created && admin.generatedPassword) {
    options.onGeneratedAdminPassword?.(admin.username, admin.generatedPassword);
  }

  const address = await app.listen({ port: config.port, host: config.host });
  return { app, database, url: address, close: () => app.close() };
}
