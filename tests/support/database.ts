import { type DatabaseHandle, openDatabase } from "#db/client";
import { seedSnapshot } from "#db/seed";
import { openThrowawayDatabase } from "#db/throwaway-database";

/** Which engine this run's database tests use: PostgreSQL when TEST_DATABASE_URL is set. */
export const testEngine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a throwaway database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const handle = serverUrl
    ? await openThrowawayDatabase(serverUrl, "test")
    : await openDatabase({ memory: true });
  await handle.migrate();
  if (options.seed ?? true) await seedSnapshot(handle.db);
  return handle;
}
