import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/client";
import { seedSnapshot } from "#db/seed";
import { openThrowawayDatabase } from "#db/throwaway-database";
import { openSeededCopy } from "./database-template";

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
  const copy = seed && templates ? await openSeededCopy(templates, serverUrl) : null;
  if (copy) return copy;
  const handle = serverUrl
    ? await openThrowawayDatabase(serverUrl, "test")
    : await openDatabase({ memory: true });
  await handle.migrate();
  if (seed) await seedSnapshot(handle.db);
  return handle;
}
