import type { DatabaseHandle } from "../../src/db/client";
import { type App, buildApp } from "../../src/server/app";
import { type AppConfig, loadConfig } from "../../src/server/config";
import { createTestDatabase } from "./database";

/** The day the tests pretend it is, so election years and expected dates are stable. */
export const TEST_TODAY = new Date("2026-11-21T12:00:00Z");

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    LOG_LEVEL: "silent",
    ADMIN_PASSWORD: "correct horse battery staple",
    PUBLIC_URL: "http://localhost:5000",
    ...overrides,
  });
}

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The app on a fresh seeded database, driven through app.inject(). */
export async function createTestApp(options: { config?: AppConfig; seed?: boolean } = {}): Promise<TestApp> {
  const database = await createTestDatabase({ seed: options.seed ?? true });
  const app = await buildApp({
    config: options.config ?? testConfig(),
    database,
    now: () => TEST_TODAY,
    serveClient: false,
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
