import { spawn } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * A process writes `lines` log lines through the destination into a pipe whose reader sleeps for
 * `pauseMs` before reading, as a busy supervisor would; resolves with everything that came
 * through and how long the writer spent logging.
 */
function writeThroughSlowReader(
  lines: number,
  pauseMs: number,
): Promise<{ out: string; code: number | null; writingMs: number }> {
  const script = `
    const { BufferedDestination } = await import("#server/http/log-destination");
    const log = new BufferedDestination(1);
    const started = performance.now();
    let i = 0;
    const burst = () => {
      for (let n = 0; n < 1000 && i < ${lines}; n++, i++) log.write(JSON.stringify({ i, pad: "x".repeat(200) }) + "\\n");
      if (i < ${lines}) return setImmediate(burst);
      process.stderr.write(String(performance.now() - started));
      setTimeout(() => process.exit(0), 20);
    };
    burst();
  `;
  const writer = [process.execPath, "--import", "tsx", "--input-type=module", "-e", script]
    .map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`)
    .join(" ");
  const shell = spawn("sh", ["-c", `${writer} | (sleep ${pauseMs / 1000}; cat)`], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let writingMs = "";
  shell.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  shell.stderr.on("data", (chunk: Buffer) => {
    writingMs += chunk.toString();
  });
  return new Promise((resolve) =>
    shell.on("close", (code) => resolve({ out, code, writingMs: Number(writingMs) })),
  );
}

it("never waits for a slow reader, keeps every line in order, and writes the rest at exit", async () => {
  const { out, code, writingMs } = await writeThroughSlowReader(20_000, 1_500);
  expect(code).toBe(0);
  // 4 MB of lines, far beyond the pipe's 64 KB, logged while nothing was read.
  expect(writingMs).toBeLessThan(1_000);
  const written = out
    .trim()
    .split("\n")
    .map((line) => (JSON.parse(line) as { i: number }).i);
  expect(written).toHaveLength(20_000);
  expect(written.every((value, index) => value === index)).toBe(true);
}, 30_000);
