import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/client";
import { seedSnapshot } from "#db/seed";
import { openThrowawayDatabase } from "#db/throwaway-database";
import type {} from "./database-template";

/** Which engine this run's database tests use: PostgreSQL when TEST_DATABASE_URL is set. */
export const testEngine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a throwaway database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). `engine: "pglite"` asks
 * for PGlite whatever the run's engine. A seeded one is a copy of the run's template
 * (tests/support/database-template.ts), made in a fraction of the time migrating and seeding take.
 */
export async function createTestDatabase(
  options: { seed?: boolean; engine?: "pglite" } = {},
): Promise<DatabaseHandle> {
  const serverUrl = options.engine === "pglite" ? undefined : process.env.TEST_DATABASE_URL;
  const seed = options.seed ?? true;
  const templates = inject("databaseTemplates");
  if (seed && serverUrl && templates?.postgresTemplate) {
    return openThrowawayDatabase(serverUrl, "test", { template: templates.postgresTemplate });
  }
  if (seed && !serverUrl && templates?.pgliteImage) {
    return openDatabase({ memory: true, image: new Blob([readFileSync(templates.pgliteImage)]) });
  }
  const handle = serverUrl
    ? await openThrowawayDatabase(serverUrl, "test")
    : await openDatabase({ memory: true });
  await handle.migrate();
  if (seed) await seedSnapshot(handle.db);
  return handle;
}
