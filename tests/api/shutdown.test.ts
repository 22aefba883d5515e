import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, queryRows } from "#db/client";
import { createThrowawayDatabase } from "#db/throwaway-database";
import { spawnServer } from "../support/child-server";
import { RawConnection, rawRequest } from "../support/raw-http";
import { registration } from "../support/voters";

// SIGTERM against the real server process (main.ts): on PGlite under a temporary DATA_DIR, or on a
// throwaway PostgreSQL database when TEST_DATABASE_URL is set.
const postgresUrl = process.env.TEST_DATABASE_URL;
let dataDir: string;
let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pledge-watch-shutdown-"));
  throwaway = postgresUrl ? await createThrowawayDatabase(postgresUrl, "test_shutdown") : undefined;
});
afterAll(async () => {
  await throwaway?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

let senders = 0;
/** A registration: its password hash (full strength outside NODE_ENV=test) keeps it in flight a while. */
function registerRequest(): string {
  senders += 1;
  return rawRequest("POST", "/api/register", {
    body: registration(),
    // Each from its own address (the server trusts the loopback proxy), so no abuse limit applies.
    headers: { "x-forwarded-for": `198.51.100.${senders}` },
  });
}
const HEALTH = rawRequest("GET", "/api/health");
const STATS = rawRequest("GET", "/api/stats");

async function registeredVoters(): Promise<number> {
  const database = await openDatabase(throwaway ? { url: throwaway.url } : { dataDir });
  try {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from users where email like '%@example.org'`,
    );
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}

it("answers every request already sent, closes keep-alive connections and exits 0 promptly", async () => {
  const server = await spawnServer({
    NODE_ENV: "development",
    LOG_LEVEL: "info",
    DATA_DIR: dataDir,
    CLIENT_DIR: path.join(dataDir, "no-client"),
    ADMIN_PASSWORD: "correct horse battery staple",
    TRUST_PROXY: "127.0.0.1",
    ...(throwaway ? { DATABASE_URL: throwaway.url } : {}),
  });
  const planned = new Map<RawConnection, { before: number; requests: string[] }>();
  try {
    // Keep-alive connections already answered once, as a browser or a proxy holds them.
    const warm = await Promise.all(Array.from({ length: 7 }, () => RawConnection.open(server.port)));
    for (const connection of warm) await connection.send(HEALTH);
    await Promise.all(warm.map((connection) => connection.answered(1)));
    const [idle, ...busy] = warm;
    planned.set(idle!, { before: 1, requests: [] });
    // One write each at SIGTERM: a single POST, or a pipelined POST, GET, POST.
    for (const [i, connection] of busy.entries()) {
      const requests = i < 4 ? [registerRequest()] : [registerRequest(), STATS, registerRequest()];
      planned.set(connection, { before: 1, requests });
    }
    // New connections whose request is sent at once: the server may not even have accepted them.
    const fresh = await Promise.all(Array.from({ length: 3 }, () => RawConnection.open(server.port)));
    for (const connection of fresh) planned.set(connection, { before: 0, requests: [registerRequest()] });

    await Promise.all([...planned].map(([connection, { requests }]) => connection.send(...requests)));
    server.child.kill("SIGTERM");
    const exit = await server.exited;
    await Promise.all([...planned.keys()].map((connection) => connection.closed));

    // Promptly, as the server measures it rather than this machine's clock: exit code 0 comes
    // before the 10 s last-resort timer (which exits 1), and no connection was still busy at the
    // drain's 5 s deadline.
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/cut connections still busy|shutdown took too long/);
    // Every request got its own answer (no reset), and each connection's last answer told the client
    // that the connection was closing; the idle connection was closed without an answer.
    const seen = [...planned].map(([connection, { before }]) => {
      const answers = connection.answers.slice(before);
      return {
        error: connection.error?.code,
        statuses: answers.map((answer) => answer.status),
        last: answers.at(-1)?.headers.connection,
      };
    });
    const wanted = [...planned.values()].map(({ requests }) => ({
      error: undefined,
      statuses: requests.map((request) => (request === STATS ? 200 : 201)),
      last: requests.length > 0 ? "close" : undefined,
    }));
    expect(seen, server.output()).toEqual(wanted);
    const created = seen.flatMap((s) => s.statuses).filter((status) => status === 201).length;
    expect(created).toBe(4 + 2 * 2 + 3);
    // Each answered registration was stored, and nothing that was not answered.
    expect(await registeredVoters()).toBe(created);
  } finally {
    for (const connection of planned.keys()) connection.destroy();
    server.child.kill("SIGKILL");
  }
}, 180_000);
