import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { LISTENING_PREFIX } from "./child";

const ROOT = path.resolve(import.meta.dirname, "../..");
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

const running = new Set<ChildProcess>();

export interface ChildServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export interface ChildOptions {
  /** The CPU the server is pinned to; the load generator gets another one. */
  cpu: number;
  env: NodeJS.ProcessEnv;
  nodeArgs?: string[];
  /** Aborting kills the child, also while it is still starting. */
  signal: AbortSignal;
}

/** Starts a TypeScript entry of this folder in its own Node process and waits for its address. */
export async function startChild(
  entry: string,
  { cpu, env, nodeArgs = [], signal }: ChildOptions,
): Promise<ChildServer> {
  const script = path.join(import.meta.dirname, entry);
  const child = spawn(
    "taskset",
    ["-c", String(cpu), process.execPath, ...nodeArgs, "--import", "tsx", script],
    {
      cwd: ROOT,
      env,
      signal,
      // The server's own errors reach the terminal as they happen.
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  running.add(child);
  const stop = () => stopChild(child);
  try {
    const url = await waitForAddress(child, entry);
    return { url, pid: child.pid!, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

function waitForAddress(child: ChildProcess, entry: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(`did not start within ${START_TIMEOUT_MS / 1000} s`),
      START_TIMEOUT_MS,
    );
    const lines = createInterface({ input: child.stdout! });
    function fail(reason: string) {
      clearTimeout(timer);
      lines.close();
      reject(new Error(`${entry} ${reason}`));
    }
    lines.on("line", (line) => {
      if (!line.startsWith(LISTENING_PREFIX)) return;
      clearTimeout(timer);
      resolve(line.slice(LISTENING_PREFIX.length).trim());
    });
    child.once("error", (err) => fail(err.message));
    child.once("exit", (code, signal) => fail(`exited early (${signal ?? code})`));
  });
}

/** For the end of the run, failed or not: no server outlives the bench. */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map(stopChild));
}

async function stopChild(child: ChildProcess): Promise<void> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
