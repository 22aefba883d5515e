import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import type { ListeningMessage } from "./child";

const ROOT = path.resolve(import.meta.dirname, "../..");
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

const running = new Set<ChildProcess>();

export interface ChildServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
  /** The lines the child wrote to its log (standard output), once it has stopped; 0 without `logTo`. */
  loggedLines(): Promise<number>;
}

export interface ChildOptions {
  /** The CPUs the server is pinned to (taskset's list, e.g. "0" or "0,1"). */
  cpu: number | string;
  /**
   * The child's standard output (its log) goes down a pipe to a collector pinned to this CPU, as
   * under a supervisor that keeps the log (journald, a container runtime); discarded when unset.
   */
  logTo?: number;
  env: NodeJS.ProcessEnv;
  nodeArgs?: string[];
  /** Aborting kills the child, also while it is still starting. */
  signal: AbortSignal;
}

/** Starts a TypeScript entry of this folder in its own Node process and waits for its address. */
export async function startChild(
  entry: string,
  { cpu, env, logTo, nodeArgs = [], signal }: ChildOptions,
): Promise<ChildServer> {
  const script = path.join(import.meta.dirname, entry);
  // `wc -l` reads the log as fast as it comes, and counts its lines.
  const collector =
    logTo === undefined
      ? undefined
      : spawn("taskset", ["-c", String(logTo), "wc", "-l"], { stdio: ["pipe", "pipe", "inherit"] });
  const counted = new Promise<number>((resolve) => {
    if (!collector) return resolve(0);
    let out = "";
    collector.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    collector.once("close", () => resolve(Number.parseInt(out.trim(), 10) || 0));
  });
  const child = spawn(
    "taskset",
    ["-c", String(cpu), process.execPath, ...nodeArgs, "--import", "tsx", script],
    {
      cwd: ROOT,
      env,
      signal,
      // The log goes straight to its file, as under a supervisor; errors reach the terminal.
      stdio: ["ignore", collector?.stdin ?? "ignore", "inherit", "ipc"],
    },
  );
  // The child holds the pipe now; the collector sees its end when the child exits.
  collector?.stdin?.destroy();
  running.add(child);
  const stop = () => stopChild(child);
  try {
    const url = await waitForAddress(child, entry);
    return { url, pid: child.pid!, stop, loggedLines: () => counted };
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
    function fail(reason: string) {
      clearTimeout(timer);
      reject(new Error(`${entry} ${reason}`));
    }
    child.on("message", (message: Partial<ListeningMessage>) => {
      if (typeof message?.listening !== "string") return;
      clearTimeout(timer);
      resolve(message.listening);
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
