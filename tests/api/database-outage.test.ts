import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, queryRows } from "#db/client";
import { isDatabaseUnavailable } from "#db/errors";
import { openThrowawayDatabase } from "#db/throwaway-database";
import { type App, buildApp } from "#server/app";
import { RELAXED_RATE_RULES, TEST_TODAY } from "../support/app";
import { testConfig } from "../support/config";
import { FreezableProxy } from "../support/freezable-proxy";
import { createMemoryMail } from "../support/memory-mail";

// The outage is on PostgreSQL only: the app reaches its throwaway database through a proxy that
// the test freezes, as when the server is stopped or the network swallows packets. PGlite runs in
// the process.
const postgresUrl = process.env.TEST_DATABASE_URL;
const CONNECT_TIMEOUT_MS = 1_000;
const STATEMENT_TIMEOUT_MS = 1_000;
const config = testConfig({
  DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
  DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
});

let proxy: FreezableProxy;
let database: DatabaseHandle;
let app: App;

beforeAll(async () => {
  if (!postgresUrl) return;
  const server = new URL(postgresUrl);
  proxy = await FreezableProxy.start({ host: server.hostname, port: Number(server.port || 5432) });
  database = await openThrowawayDatabase(postgresUrl, "test_outage", {
    timeouts: config.databaseTimeouts,
    reach: (url) => proxy.reach(url),
  });
  await database.migrate();
  app = await buildApp({
    config,
    database,
    now: () => TEST_TODAY,
    serveClient: false,
    rateRules: RELAXED_RATE_RULES,
    mailTransport: createMemoryMail().transport,
  });
  await app.ready();
});

afterAll(async () => {
  if (!postgresUrl) return;
  proxy.thaw();
  await app.close();
  await database.close();
  await proxy.close();
});

const contact = () =>
  app.inject({
    method: "POST",
    url: "/api/contact",
    payload: {
      name: "Pat Voter",
      email: "pat@example.org",
      subject: "During an outage",
      message: "Sent while the database was not answering.",
    },
  });

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

describe("database timeouts", () => {
  it("are read from the environment, with documented defaults", () => {
    expect(testConfig().databaseTimeouts).toEqual({ connectTimeoutMs: 5_000, statementTimeoutMs: 15_000 });
    expect(config.databaseTimeouts).toEqual({ connectTimeoutMs: 1_000, statementTimeoutMs: 1_000 });
    expect(() => testConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "soon" })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  });

  it("set the statement timeout on the engine's connections", async () => {
    const timeouts = { statementTimeoutMs: 2_500 };
    const handle = postgresUrl
      ? await openThrowawayDatabase(postgresUrl, "test_timeouts", { timeouts })
      : await openDatabase({ memory: true }, timeouts);
    try {
      const rows = await queryRows<{ statement_timeout: string }>(handle.db, sql`show statement_timeout`);
      expect(rows[0]?.statement_timeout).toBe("2500ms");
    } finally {
      await handle.close();
    }
  });
});

describe.skipIf(!postgresUrl)("a database that stops answering", () => {
  it("is reported by /api/health within a second and turns writes into 503 with Retry-After", async () => {
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect((await contact()).statusCode).toBe(201);
    // Every client of the pool connected, as under load.
    await Promise.all(Array.from({ length: 10 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));

    proxy.freeze();
    // In this order, so that the transactions get the pool's clients, already connected: each
    // BEGIN goes unanswered, which must not cost the pool that client for good.
    const transactions = Promise.allSettled(
      Array.from({ length: 12 }, () => database.db.transaction((tx) => tx.execute(sql`select 1`))),
    );
    const health = timed(() => app.inject({ method: "GET", url: "/api/health" }));
    // A statement on a pooled connection gets no answer (the client gives up at the statement
    // timeout plus its margin), or a new connection none (it gives up at the connect timeout).
    const write = timed(contact);

    expect((await health).result.statusCode).toBe(503);
    expect((await health).ms).toBeLessThan(1_500);
    const { result, ms } = await write;
    expect(result.statusCode).toBe(503);
    expect(result.headers["retry-after"]).toBe("5");
    expect(result.json()).toEqual({ message: expect.any(String) });
    expect(ms).toBeLessThan(CONNECT_TIMEOUT_MS + STATEMENT_TIMEOUT_MS + 1_500);
    for (const outcome of await transactions) {
      expect(outcome.status === "rejected" && isDatabaseUnavailable(outcome.reason)).toBe(true);
    }

    proxy.thaw();
    const deadline = Date.now() + 5_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await app.inject({ method: "GET", url: "/api/health" })).statusCode;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect((await contact()).statusCode).toBe(201);
  }, 30_000);
});
