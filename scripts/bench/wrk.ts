import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import type { RequestSpec } from "./http";

const run = promisify(execFile);

export interface WrkOptions {
  seconds: number;
  connections: number;
  /** The CPU wrk is pinned to, away from the server's. */
  cpu: number;
  /** Where to write the Lua script that sets the method, headers and body. */
  scriptFile: string;
  signal: AbortSignal;
}

export interface WrkResult {
  requests: number;
  requestsPerSec: number;
  p99Ms: number;
}

/** One wrk run (one thread, so one core) against a URL; fails on any error or non-2xx answer. */
export async function runWrk(url: string, spec: RequestSpec, options: WrkOptions): Promise<WrkResult> {
  await writeFile(options.scriptFile, luaScript(spec));
  const args = [
    "-c",
    String(options.cpu),
    "wrk",
    "--threads=1",
    `--connections=${options.connections}`,
    `--duration=${options.seconds}s`,
    "--timeout=5s",
    "--latency",
    `--script=${options.scriptFile}`,
    url,
  ];
  const { stdout } = await run("taskset", args, {
    signal: options.signal,
    timeout: (options.seconds + 30) * 1000,
  });
  return parseWrkOutput(stdout);
}

function luaScript(spec: RequestSpec): string {
  const lines = [`wrk.method = ${luaString(spec.method)}`];
  for (const [name, value] of Object.entries(spec.headers)) {
    // The spaces matter: "[[" would open a Lua long string.
    lines.push(`wrk.headers[ ${luaString(name)} ] = ${luaString(value)}`);
  }
  if (spec.body !== undefined) lines.push(`wrk.body = ${luaString(spec.body)}`);
  return `${lines.join("\n")}\n`;
}

/** A Lua long string: no escaping to get wrong, as long as the text holds no "]==]". */
function luaString(text: string): string {
  if (text.includes("]==]")) throw new Error(`cannot quote ${text} for Lua`);
  return `[==[${text}]==]`;
}

const TIME_UNITS_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

function parseWrkOutput(output: string): WrkResult {
  const count = /^\s+(\d+) requests in /m.exec(output);
  const rate = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s|m|h)\s*$/m.exec(output);
  if (!count || !rate || !p99) throw new Error(`unexpected wrk output:\n${output}`);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  if (non2xx) throw new Error(`${non2xx[1]} answers were not 2xx:\n${output}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  if (socket?.slice(1).some((n) => n !== "0")) throw new Error(`socket errors:\n${output}`);
  return {
    requests: Number(count[1]),
    requestsPerSec: Number(rate[1]),
    p99Ms: Number(p99[1]) * TIME_UNITS_MS[p99[2]!]!,
  };
}
