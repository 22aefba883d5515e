import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { createThrowawayDatabase } from "#db/throwaway-database";
import { sessionCookieFor } from "#server/modules/auth/context";
import { startChild } from "./servers";

const run = promisify(execFile);

const SERVER_CPU = 0;
const LOAD_CPU = 1;
const CONNECTIONS = 10;
/** The server runs with NODE_ENV=production, where the session cookie has the __Host- prefix. */
const SESSION_COOKIE = sessionCookieFor(true).name;

export interface PledgeBenchResult {
  engine: "pglite" | "postgres";
  acknowledged: number;
  pledgesPerSec: number;
  p99Ms: number;
  rowsAfter: number;
  countsExact: boolean;
  lost: number;
}

export interface PledgeBenchOptions {
  workDir: string;
  seconds: number;
  baseEnv: NodeJS.ProcessEnv;
  signal: AbortSignal;
  /** A PostgreSQL server to make a throwaway database on; PGlite when absent. */
  postgresUrl?: string;
}

/**
 * Distinct signed-in voters pledging through the real HTTP route at 10 connections, each request
 * a new (voter, legislator) pair, then a check that every acknowledged pledge exists and every
 * counter equals its rows.
 */
export async function benchPledges(options: PledgeBenchOptions): Promise<PledgeBenchResult> {
  const engine = options.postgresUrl ? "postgres" : "pglite";
  const tag = `${engine}-${randomBytes(3).toString("hex")}`;
  const tokensFile = path.join(options.workDir, `tokens-${tag}.txt`);
  const throwaway = options.postgresUrl
    ? await createThrowawayDatabase(options.postgresUrl, "bench_pledges")
    : null;
  try {
    const server = await startChild("pledge-server.ts", {
      cpu: SERVER_CPU,
      env: {
        ...options.baseEnv,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: "0",
        LOG_LEVEL: "warn",
        DATA_DIR: path.join(options.workDir, `data-${tag}`),
        ADMIN_PASSWORD: randomBytes(16).toString("hex"),
        SESSION_SECRET: randomBytes(32).toString("hex"),
        TOKENS_FILE: tokensFile,
        VOTERS: "5000",
        ...(throwaway ? { DATABASE_URL: throwaway.url } : {}),
      },
      signal: options.signal,
    });
    try {
      const legislatorIds = await fetchLegislatorIds(server.url);
      const script = path.join(options.workDir, `pledge-${tag}.lua`);
      await writeFile(script, luaScript(tokensFile, legislatorIds));
      const { stdout } = await run(
        "taskset",
        [
          "-c",
          String(LOAD_CPU),
          "wrk",
          "--threads=1",
          `--connections=${CONNECTIONS}`,
          `--duration=${options.seconds}s`,
          "--timeout=10s",
          "--latency",
          `--script=${script}`,
          `${server.url}/api/pledges`,
        ],
        { signal: options.signal, timeout: (options.seconds + 60) * 1000 },
      );
      const created = Number(/^created (\d+)/m.exec(stdout)?.[1]);
      const other = Number(/^other (\d+)/m.exec(stdout)?.[1]);
      if (!(other === 0 && created > 0)) {
        throw new Error(`${other} pledge requests got neither 201 nor 409:\n${stdout}`);
      }
      const check = (await (await fetch(`${server.url}/__bench/verify`)).json()) as {
        rows: number;
        counted: number;
        wrong: number;
      };
      return {
        engine,
        acknowledged: created,
        pledgesPerSec: Number(/^Requests\/sec:\s+([\d.]+)/m.exec(stdout)?.[1]),
        p99Ms: parseLatency(/^\s+99%\s+([\d.]+\w+)\s*$/m.exec(stdout)?.[1] ?? ""),
        rowsAfter: check.rows,
        countsExact: check.wrong === 0 && check.counted === check.rows,
        // Answers still in flight when wrk stopped may add rows it never counted; none may be missing.
        lost: Math.max(0, created - check.rows),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await throwaway?.drop();
  }
}

async function fetchLegislatorIds(baseUrl: string): Promise<number[]> {
  const body = (await (await fetch(`${baseUrl}/api/legislators`)).json()) as {
    legislators: { id: number }[];
  };
  return body.legislators.map((l) => l.id);
}

/**
 * Request n goes to voter n mod V and legislator (voter + round) mod L: every pair is new, and
 * concurrent requests spread over many legislators as real pledges do.
 */
function luaScript(tokensFile: string, legislatorIds: number[]): string {
  // wrk runs request/response in each thread's Lua state and done() in another: the counts are
  // read back from the thread with thread:get().
  return `
local threads = {}
setup = function(thread) table.insert(threads, thread) end
init = function()
  tokens = {}
  for line in io.lines("${tokensFile}") do tokens[#tokens + 1] = line end
  legislators = { ${legislatorIds.join(", ")} }
  n = 0
  created, conflicts, other = 0, 0, 0
  wrk.method = "POST"
end
request = function()
  local voter = n % #tokens
  local round = math.floor(n / #tokens)
  local legislator = legislators[((voter + round) % #legislators) + 1]
  n = n + 1
  return wrk.format(nil, nil,
    { ["Content-Type"] = "application/json", ["Cookie"] = "${SESSION_COOKIE}=" .. tokens[voter + 1] },
    '{"legislatorId":' .. legislator .. '}')
end
response = function(status)
  if status == 201 then created = created + 1
  elseif status == 409 then conflicts = conflicts + 1
  else other = other + 1 end
end
done = function()
  local c, k, o = 0, 0, 0
  for _, thread in ipairs(threads) do
    c = c + thread:get("created")
    k = k + thread:get("conflicts")
    o = o + thread:get("other")
  end
  io.write("created " .. c .. "\\n")
  io.write("conflicts " .. k .. "\\n")
  io.write("other " .. o .. "\\n")
end
`;
}

function parseLatency(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[match[2]!]!;
}

export function pledgeTable(results: PledgeBenchResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.engine} | ${r.pledgesPerSec.toFixed(0)} | ${r.p99Ms.toFixed(1)} | ${r.acknowledged} | ${r.rowsAfter} | ${r.lost} | ${r.countsExact ? "yes" : "NO"} |`,
  );
  return [
    "| engine | pledges/s | p99 ms | acknowledged | rows after | lost | counts exact |",
    "|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

// Run on its own: `npx tsx scripts/bench/pledges.ts [--postgres URL]`.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { mkdtemp, rm } = await import("node:fs/promises");
  const os = await import("node:os");
  const workDir = await mkdtemp(path.join(os.tmpdir(), "pledge-bench-"));
  const abort = new AbortController();
  const baseEnv = { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR };
  const pgIndex = process.argv.indexOf("--postgres");
  const postgresUrl = pgIndex > 0 ? process.argv[pgIndex + 1] : undefined;
  try {
    const results = [await benchPledges({ workDir, seconds: 8, baseEnv, signal: abort.signal })];
    if (postgresUrl)
      results.push(await benchPledges({ workDir, seconds: 8, baseEnv, signal: abort.signal, postgresUrl }));
    console.info(pledgeTable(results));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
