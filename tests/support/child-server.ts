import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface ChildServer {
  port: number;
  child: ChildProcess;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process wrote so far (its JSON log lines and any stderr). */
  output(): string;
}

/**
 * The real server (`src/server/main.ts` through tsx) as a child process, started with exactly
 * `env` (plus PATH): on PGlite under env.DATA_DIR, or on PostgreSQL when env.DATABASE_URL is set.
 * Resolves once it logs that it is serving, with the port it chose for PORT=0.
 */
export async function spawnServer(
  env: Record<string, string>,
  readyTimeoutMs = 120_000,
): Promise<ChildServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready in time:\n${output}`)), readyTimeoutMs);
    const collect = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /"msg":"Serving on http:\/\/127\.0\.0\.1:(\d+) /.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before it was ready:\n${output}`));
    });
  });
  return { port, child, exited, output: () => output };
}
