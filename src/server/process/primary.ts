import cluster, { type Worker } from "node:cluster";
import type { AppConfig } from "../config";
import { createAppLogger } from "../http/logging";
import { openConfiguredDatabase, prepareDatabase } from "../server";
import { printGeneratedAdminPassword } from "./admin-password";
import { logCrashes } from "./crash";
import { SHUTDOWN_GRACE_MS } from "./serve";
import { printStartLine } from "./start-line";

const RESTART_DELAY_MS = 1_000;
/** More unexpected exits than this within CRASH_WINDOW_MS and the primary gives up. */
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;

/**
 * WEB_CONCURRENCY > 1: this process prepares the database once, then runs `count` server
 * processes (serve.ts) that share its port, restarting one that dies. SIGTERM or SIGINT passes
 * SIGTERM on to each, which finishes its requests and stops; the primary exits when all have,
 * with status 0 if every one stopped cleanly.
 */
export async function runPrimary(config: AppConfig, count: number) {
  const log = createAppLogger(config.logLevel);
  logCrashes(log);
  const database = await openConfiguredDatabase(config);
  try {
    const prepared = await prepareDatabase(database, config, printGeneratedAdminPassword);
    log.info(prepared.seeded ?? {}, prepared.message);
  } finally {
    await database.close();
  }

  let stopping = false;
  let failedStops = 0;
  const crashes: number[] = [];
  const start = () => {
    const worker = cluster.fork();
    worker.once("online", () => log.info({ worker: worker.process.pid }, "server process started"));
  };

  cluster.on("exit", (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) {
      if (code !== 0) failedStops += 1;
      log.info({ worker: worker.process.pid, code, signal }, "server process stopped");
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failedStops > 0 ? 1 : 0);
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes[0] !== undefined && crashes[0] < now - CRASH_WINDOW_MS) crashes.shift();
    if (crashes.length > MAX_CRASHES) {
      log.fatal({ crashes: crashes.length }, "server processes keep ending; giving up");
      void stop(1);
      return;
    }
    log.error(
      { worker: worker.process.pid, code, signal },
      "a server process ended unexpectedly; starting another",
    );
    setTimeout(start, RESTART_DELAY_MS);
  });

  function stop(exitCode = 0) {
    if (stopping) return;
    stopping = true;
    if (exitCode !== 0) failedStops += 1;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    log.info({ processes: workers.length }, "shutting down the server processes");
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill("SIGTERM");
    // Each process gives up on its own after SHUTDOWN_GRACE_MS; this is the last resort.
    setTimeout(() => {
      log.error("server processes still running after the grace period; killing them");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
    }, SHUTDOWN_GRACE_MS + 2_000).unref();
  }
  process.on("SIGTERM", () => stop());
  process.on("SIGINT", () => stop());

  // Every process listens on the same address: the first to do so says where the site is.
  cluster.once("listening", (_worker, address) => {
    const host = address.address?.includes(":") ? `[${address.address}]` : address.address;
    printStartLine(config.publicUrl, `http://${host ?? config.host}:${address.port}`);
  });
  for (let i = 0; i < count; i++) start();
}
