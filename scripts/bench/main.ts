import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureClientBuilt } from "../client-build";
import {
  benchActionNotices,
  DEFAULT_POSTGRES_URL,
  type NoticeBenchResult,
  noticeTable,
} from "./action-notices";
import { CASES } from "./cases";
import { benchLogging, benchProcesses, type ComparisonResult, comparisonTable } from "./production";
import { benchReminderScan, type ReminderScanResult, reminderScanTable } from "./reminder-scan";
import { type CaseResult, markdownTable } from "./report";
import { benchCase, LOAD_CPU, type RunContext, SERVER_CPU } from "./run";
import { startChild, stopAllChildren } from "./servers";

/**
 * `npm run bench [-- --quick] [-- --case text] [-- --json out.json] [-- --cpu-prof dir] [-- --postgres URL]`:
 * the app in its default (production) configuration on its hot read routes against a bare Fastify
 * route, each server pinned to one core and wrk to the other; the request log's cost (the default
 * against logging off) and two processes against one (production.ts, the second on PostgreSQL);
 * then, on PostgreSQL, an action recorded for a member with 10,000 pledgers (action-notices.ts)
 * and a reminder scan over 100,000 voters (reminder-scan.ts). `--case` runs only what it names.
 */
const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    json: { type: "string" },
    "cpu-prof": { type: "string" },
    case: { type: "string" },
    postgres: { type: "string", default: DEFAULT_POSTGRES_URL },
  },
});

const abort = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    process.exitCode = 130;
    abort.abort();
  });
}

const workDir = await mkdtemp(path.join(os.tmpdir(), "pledge-bench-"));
const ctx: RunContext = {
  workDir,
  warmUpSeconds: args.quick ? 1 : 2,
  seconds: args.quick ? 2 : 5,
  rounds: args.quick ? 1 : 3,
  baseEnv: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR },
  signal: abort.signal,
};
const machine = `Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown CPU"}`;
// Other work on the machine lowers every figure; the load average says how much there was.
const loadAverage = () => os.loadavg()[0]!.toFixed(1);
const loadBefore = loadAverage();

let notices: NoticeBenchResult | undefined;
let reminders: ReminderScanResult | undefined;
try {
  const { results, comparisons } = await benchAll();
  const only = args.case?.toLowerCase();
  if (!only || "action notices".includes(only)) {
    notices = await benchActionNotices({
      postgresUrl: args.postgres,
      pledgers: 10_000,
      signal: abort.signal,
    });
  }
  if (!only || "reminder scan".includes(only)) {
    reminders = await benchReminderScan({ postgresUrl: args.postgres, voters: 100_000 });
  }
  const load = `load average ${loadBefore} before, ${loadAverage()} after`;
  console.info(
    `\n${machine}; ${load}; ${ctx.warmUpSeconds} s warm-up, best of ${ctx.rounds} alternating ${ctx.seconds} s runs\n`,
  );
  if (results.length > 0) console.info(markdownTable(results));
  if (comparisons.length > 0) console.info(`\nProduction settings:\n\n${comparisonTable(comparisons)}`);
  if (notices) console.info(`\nAction notices on PostgreSQL:\n\n${noticeTable(notices)}`);
  if (reminders) console.info(`\nReminder scan on PostgreSQL:\n\n${reminderScanTable(reminders)}`);
  if (args.json) {
    const { warmUpSeconds, seconds, rounds } = ctx;
    const report = {
      machine,
      load,
      warmUpSeconds,
      seconds,
      rounds,
      results,
      comparisons,
      notices,
      reminders,
    };
    await writeFile(args.json, `${JSON.stringify(report, null, 2)}\n`);
  }
} catch (err) {
  console.error(abort.signal.aborted ? "bench interrupted" : err);
  process.exitCode ||= 1;
} finally {
  await stopAllChildren();
  await rm(workDir, { recursive: true, force: true });
}

/** The app's environment as a deployment sets it (LOG_LEVEL left at its default, info). */
function appEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...ctx.baseEnv,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: randomBytes(16).toString("hex"),
    SESSION_SECRET: randomBytes(32).toString("hex"),
    // Every request of the bench comes from one address.
    RATE_LIMIT_LOOKUP_PER_ADDRESS: "100000000",
  };
}

async function benchAll(): Promise<{ results: CaseResult[]; comparisons: ComparisonResult[] }> {
  ensureClientBuilt();
  const profileDir = args["cpu-prof"];
  const only = args.case?.toLowerCase();
  const app = await startChild("app-server.ts", {
    cpu: SERVER_CPU,
    env: appEnv(path.join(workDir, "data")),
    logTo: LOAD_CPU,
    nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
    signal: abort.signal,
  });
  const results: CaseResult[] = [];
  for (const c of CASES.filter((c) => !only || c.name.toLowerCase().includes(only))) {
    const result = await benchCase(app, c, ctx);
    console.info(
      `${c.name}: app ${Math.round(result.app.requestsPerSec)} req/s, bare ${Math.round(result.bare.requestsPerSec)} req/s`,
    );
    results.push(result);
  }
  const comparisons: ComparisonResult[] = [];
  const profile = CASES.find((c) => c.name === "Profile by slug")!;
  await app.stop();
  // Proof that the default configuration logged as it ran: a line per request answered.
  console.info(`The app in its default configuration wrote ${await app.loggedLines()} log lines.`);
  if (!only || "logging".includes(only)) comparisons.push(await benchLogging(profile, appEnv, ctx));
  if (!only || "processes".includes(only)) {
    comparisons.push(await benchProcesses(profile, appEnv, args.postgres, ctx));
  }
  for (const c of comparisons) console.info(`${c.name}: ratio ${c.ratio.toFixed(2)}`);
  return { results, comparisons };
}
