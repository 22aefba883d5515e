import os from "node:os";
import path from "node:path";
import { createThrowawayDatabase } from "#db/throwaway-database";
import type { BenchCase } from "./cases";
import type { Measurement } from "./report";
import { LOAD_CPU, measurePair, type RunContext } from "./run";
import { type ChildServer, startChild } from "./servers";

/** One server set-up against another on the same request and the same run. */
export interface ComparisonResult {
  name: string;
  /** What each side is. */
  sides: [string, string];
  first: Measurement;
  second: Measurement;
  /** first / second, in requests per second. */
  ratio: number;
  /** The ratio the issue asks for, or null where the machine cannot show it. */
  minRatio: number | null;
  note?: string;
}

/** The environment of the app as a deployment runs it, plus what the bench needs. */
export type AppEnv = (dataDir: string) => NodeJS.ProcessEnv;

/**
 * The default configuration (a line per request at `info`) against the same server with logging
 * off, on the profile route: the log may cost at most a fifth of the throughput. Both servers are
 * started for it, so that neither carries the other cases' history (a grown heap, caches).
 */
export async function benchLogging(
  profile: BenchCase,
  appEnv: AppEnv,
  ctx: RunContext,
): Promise<ComparisonResult> {
  const start = (name: string, logLevel: Record<string, string>) =>
    startChild("app-server.ts", {
      cpu: 0,
      env: { ...appEnv(path.join(ctx.workDir, name)), ...logLevel },
      logTo: LOAD_CPU,
      signal: ctx.signal,
    });
  const logged = await start("data-logged", {});
  const silent = await start("data-silent", { LOG_LEVEL: "silent" });
  try {
    const { app, bare } = await measurePair(
      { url: logged.url + profile.path, pid: logged.pid },
      { url: silent.url + profile.path, pid: silent.pid },
      profile,
      ctx,
    );
    return {
      name: `${profile.name}: the request log's cost`,
      sides: ["default (LOG_LEVEL=info)", "logging off (LOG_LEVEL=silent)"],
      first: app,
      second: bare,
      ratio: app.requestsPerSec / bare.requestsPerSec,
      minRatio: 0.8,
    };
  } finally {
    await silent.stop();
    await logged.stop();
  }
}

/**
 * WEB_CONCURRENCY=2 against one process, both on PostgreSQL and free to use every core; wrk on
 * the last one. Two processes can only reach 1.5 times one where they do not share their cores
 * with each other and the load generator: on fewer than four cores the figure is reported only.
 */
export async function benchProcesses(
  profile: BenchCase,
  appEnv: AppEnv,
  postgresUrl: string,
  ctx: RunContext,
): Promise<ComparisonResult> {
  const cores = os.cpus().length;
  const allCores = `0-${cores - 1}`;
  const database = await createThrowawayDatabase(postgresUrl, "bench_processes");
  const servers: ChildServer[] = [];
  try {
    const env = (dataDir: string) => ({ ...appEnv(dataDir), DATABASE_URL: database.url });
    // One process first: it migrates and loads the data; the cluster then finds it ready.
    const one = await startChild("app-server.ts", {
      cpu: allCores,
      env: env(path.join(ctx.workDir, "data-one")),
      logTo: cores - 1,
      signal: ctx.signal,
    });
    servers.push(one);
    const two = await startChild("cluster-server.ts", {
      cpu: allCores,
      env: { ...env(path.join(ctx.workDir, "data-two")), WEB_CONCURRENCY: "2" },
      logTo: cores - 1,
      signal: ctx.signal,
    });
    servers.push(two);
    const { app, bare } = await measurePair(
      { url: two.url + profile.path },
      { url: one.url + profile.path },
      profile,
      ctx,
      cores - 1,
    );
    const enough = cores >= 4;

    return {
      name: `${profile.name}: two processes against one (PostgreSQL)`,
      sides: ["WEB_CONCURRENCY=2", "WEB_CONCURRENCY=1"],
      first: app,
      second: bare,
      ratio: app.requestsPerSec / bare.requestsPerSec,
      minRatio: 1.5,
      ...(enough
        ? {}
        : {
            note: `${cores} cores: the two processes share them with each other and with wrk; the figure is what this machine shows`,
          }),
    };
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await database.drop();
  }
}

const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export function comparisonTable(results: ComparisonResult[]): string {
  const cpu = (m: Measurement) => (Number.isFinite(m.cpuUsPerRequest) ? m.cpuUsPerRequest.toFixed(0) : "–");
  const rows = results.map(
    (r) =>
      `| ${[
        r.name,
        `${r.sides[0]}: ${integer.format(r.first.requestsPerSec)} req/s, p99 ${r.first.p99Ms.toFixed(2)} ms, ${cpu(r.first)} µs CPU/req`,
        `${r.sides[1]}: ${integer.format(r.second.requestsPerSec)} req/s, p99 ${r.second.p99Ms.toFixed(2)} ms, ${cpu(r.second)} µs CPU/req`,
        r.ratio.toFixed(2),
        r.minRatio === null ? "reported" : `ratio ≥ ${r.minRatio}`,
        r.minRatio === null ? "–" : r.ratio >= r.minRatio ? "yes" : "**no**",
      ].join(" | ")} |`,
  );
  const notes = results.filter((r) => r.note).map((r) => `\n- ${r.name}: ${r.note}`);
  return (
    ["| Comparison | First | Second | Ratio | Target | Met |", "|---|---|---|--:|---|---|", ...rows].join(
      "\n",
    ) + notes.join("")
  );
}
