import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase } from "#db/throwaway-database";
import { spawnServer } from "../support/child-server";
import { RawConnection, rawRequest } from "../support/raw-http";
import { registration } from "../support/voters";

/**
 * WEB_CONCURRENCY=2 against the real server (main.ts): two processes on one port and one
 * PostgreSQL database. PGlite serves one process only, so this runs when TEST_DATABASE_URL is set.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const LOOKUP_LIMIT = 6;

let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined;
beforeAll(async () => {
  if (postgresUrl) throwaway = await createThrowawayDatabase(postgresUrl, "test_processes");
});
afterAll(async () => {
  await throwaway?.drop();
});

const LOOKUP = rawRequest("POST", "/api/pledge/find-legislators", {
  body: { address: "1100 Congress Ave", city: "Austin", state: "TX", zip: "78701" },
});

type LogLine = { pid: number; msg: string; worker?: number; code?: number; req?: { path: string } };
const logLines = (output: string): LogLine[] =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);

/** One request on a connection of its own, so that the primary hands each to the next process. */
async function onNewConnection(port: number, request: string): Promise<number> {
  const connection = await RawConnection.open(port);
  try {
    await connection.send(request);
    await connection.answered(1);
    return connection.answers[0]!.status;
  } finally {
    connection.destroy();
  }
}

describe.skipIf(!postgresUrl)("two server processes (WEB_CONCURRENCY=2)", () => {
  it("share one address limit, and both finish their requests and stop on SIGTERM", async () => {
    const server = await spawnServer({
      NODE_ENV: "development",
      LOG_LEVEL: "info",
      WEB_CONCURRENCY: "2",
      DATABASE_URL: throwaway!.url,
      CLIENT_DIR: "no-client",
      ADMIN_PASSWORD: "correct horse battery staple",
      RATE_LIMIT_LOOKUP_PER_ADDRESS: String(LOOKUP_LIMIT),
      TRUST_PROXY: "127.0.0.1",
    });
    try {
      await expect
        .poll(() => logLines(server.output()).filter((l) => l.msg.startsWith("Serving on")).length, {
          timeout: 60_000,
        })
        .toBe(2);
      const workers = new Set(
        logLines(server.output())
          .filter((l) => l.msg === "server process started")
          .map((l) => l.worker),
      );
      expect(workers.size).toBe(2);
      expect(server.output().match(/^Pledge Watch is running at http:\/\/127\.0\.0\.1:\d+$/gm)).toHaveLength(
        1,
      );

      const statuses: number[] = [];
      for (let i = 0; i < 2 * LOOKUP_LIMIT; i++) statuses.push(await onNewConnection(server.port, LOOKUP));
      expect(statuses.filter((s) => s === 200)).toHaveLength(LOOKUP_LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(LOOKUP_LIMIT);
      // Both processes answered lookups: the limit held across them.
      await expect
        .poll(
          () =>
            new Set(
              logLines(server.output())
                .filter((l) => l.req?.path === "/api/pledge/find-legislators")
                .map((l) => l.pid),
            ).size,
        )
        .toBe(2);

      // Registrations in flight on both processes when the primary is told to stop.
      const connections = await Promise.all(Array.from({ length: 4 }, () => RawConnection.open(server.port)));
      await Promise.all(
        connections.map((c, i) =>
          c.send(
            rawRequest("POST", "/api/register", {
              body: registration(),
              headers: { "x-forwarded-for": `198.51.100.${i + 1}` },
            }),
          ),
        ),
      );
      server.child.kill("SIGTERM");
      const exit = await server.exited;
      await Promise.all(connections.map((c) => c.closed));
      expect(exit, server.output()).toEqual({ code: 0, signal: null });
      expect(connections.map((c) => c.answers[0]?.status)).toEqual([201, 201, 201, 201]);
      const lines = logLines(server.output());
      const stopped = lines.filter((l) => l.msg === "server process stopped");
      expect(new Set(stopped.map((l) => l.worker))).toEqual(workers);
      expect(stopped.every((l) => l.code === 0)).toBe(true);
      expect(new Set(lines.filter((l) => l.msg === "shut down").map((l) => l.pid))).toEqual(workers);
    } finally {
      server.child.kill("SIGKILL");
    }
  }, 180_000);
});

it("serves with one process on the embedded database, which one process owns, and says so", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pledge-watch-processes-"));
  const server = await spawnServer({
    NODE_ENV: "development",
    WEB_CONCURRENCY: "4",
    DATA_DIR: dataDir,
    CLIENT_DIR: "no-client",
    ADMIN_PASSWORD: "correct horse battery staple",
  });
  try {
    const lines = logLines(server.output());
    expect(lines.find((l) => l.msg.startsWith("WEB_CONCURRENCY above 1 needs DATABASE_URL"))).toBeDefined();
    expect(lines.filter((l) => l.msg.startsWith("Serving on"))).toHaveLength(1);
    expect(lines.some((l) => l.msg === "server process started")).toBe(false);
    // A person starting the site reads where it is, in plain words, once.
    expect(server.output().match(/^Pledge Watch is running at http:\/\/127\.0\.0\.1:\d+$/gm)).toHaveLength(1);
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
  } finally {
    server.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
