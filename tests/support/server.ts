import type { DatabaseHandle } from "#db/client";
import { startServer } from "#server/server";
import { testConfig } from "./config";

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * The real server on a random port, serving the built client (dist/client), on `database` (a copy
 * of the seeded template): closing it closes the database too.
 */
export async function startTestServer(database: DatabaseHandle, overrides: Record<string, string> = {}) {
  const server = await startServer(testConfig(overrides), { database });
  return {
    url: server.url,
    app: server.app,
    database,
    close: () => server.close(),
  };
}
