import { startServer } from "#server/server";
import { testConfig } from "./app";
import { createTestDatabase } from "./database";

/** The real server on a random port, serving the built client (dist/client) and seeded real data. */
export async function startTestServer(overrides: Record<string, string> = {}) {
  const database = await createTestDatabase({ seed: true });
  const server = await startServer(testConfig(overrides), { database });
  return { url: server.url, app: server.app, database, close: () => server.close() };
}
