import type { FastifyBaseLogger } from "fastify";

export interface JobLoop {
  /** Runs the job now (after a run in progress); resolves when that run has ended. */
  runOnce(): Promise<void>;
  /** Asks for a run soon, e.g. right after a request created work for the job. */
  notify(): void;
  /** Stops polling and waits for the run in flight. */
  stop(): Promise<void>;
}

interface JobLoopOptions {
  name: string;
  /**
   * One unit of the job's work, e.g. one batch in one transaction. Resolves true when more work
   * is waiting, and the loop runs it again at once (giving the event loop a turn in between).
   */
  step: () => Promise<boolean>;
  /** How often to look for work nobody announced (other processes, restarts); null: never. */
  pollIntervalMs: number | null;
  log: FastifyBaseLogger;
  /** False: runs only when runOnce() is called (tests that drive the job step by step). */
  automatic?: boolean;
}

const NOTIFY_DELAY_MS = 20;

/**
 * Runs a background job in steps, one run at a time per process: at start, on notify(), and
 * every poll interval. Steps that must happen once across processes take their own row locks
 * (FOR UPDATE SKIP LOCKED); the loop only decides when to look.
 */
export function startJobLoop({ name, step, pollIntervalMs, log, automatic = true }: JobLoopOptions): JobLoop {
  let stopped = false;
  let queue: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  async function drainSteps() {
    while (!stopped && (await step())) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  function runOnce(): Promise<void> {
    const run = queue.then(() => (stopped ? undefined : drainSteps()));
    queue = run.catch((err: unknown) => log.error({ err, job: name }, "background job failed"));
    return run;
  }

  function schedule(delayMs: number | null) {
    clearTimeout(timer);
    if (stopped || delayMs === null || !automatic) return;
    timer = setTimeout(() => {
      void runOnce()
        .catch(() => undefined)
        .finally(() => schedule(pollIntervalMs));
    }, delayMs);
    timer.unref();
  }

  schedule(0);
  return {
    runOnce,
    notify: () => schedule(NOTIFY_DELAY_MS),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await queue;
    },
  };
}
