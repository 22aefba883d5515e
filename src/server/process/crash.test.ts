import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Runs `body` in a fresh Node process with the app's buffered log and crash handler. */
function runWithAppLog(body: string) {
  const script = `
    const { createAppLogger } = await import("#server/http/logging");
    const { logCrashes } = await import("#server/process/crash");
    const log = createAppLogger("info");
    logCrashes(log);
    ${body}
  `;
  return spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 30_000,
  });
}

const lines = (stdout: string) =>
  stdout
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));

it("writes every buffered line and the crash itself when the process crashes", () => {
  const result = runWithAppLog(`
    for (let i = 0; i < 200; i++) log.info({ i }, "before the crash");
    setTimeout(() => { throw new Error("boom"); }, 10);
  `);
  expect(result.status).toBe(1);
  const written = lines(result.stdout);
  expect(written.filter((l) => l.msg === "before the crash")).toHaveLength(200);
  expect(written.at(-1)).toMatchObject({ level: 60, msg: "crashed", err: { message: "boom" } });
});

it("writes every buffered line when the process exits", () => {
  const result = runWithAppLog(`
    for (let i = 0; i < 5; i++) log.info({ i }, "on the way out");
    process.exit(0);
  `);
  expect(result.status).toBe(0);
  expect(lines(result.stdout).map((l) => l.i)).toEqual([0, 1, 2, 3, 4]);
});
