import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../../src/db/client";
import { seedSnapshot } from "../../src/db/seed";

/** Which engine this run's database tests use: PostgreSQL when TEST_DATABASE_URL is set. */
export const testEngine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a throwaway database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  if (serverUrl) {
    const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
    await withAdminClient(serverUrl, (c) => c.query(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const inner = await openDatabase({ url: url.toString() });
    handle = {
      ...inner,
      async close() {
        await inner.close();
        await withAdminClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
      },
    };
  } else {
    handle = await openDatabase({ memory: true });
  }
  await handle.migrate();
  if (options.seed ?? true) await seedSnapshot(handle.db);
  return handle;
}

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
