import type { FastifyBaseLogger } from "fastify";

/**
 * Work a route starts after its answer is decided, so the answer's timing cannot depend on it
 * (docs/principles.md, principle 6). What it writes goes through the outbox like any write; the server
 * waits for pending tasks before it closes the database.
 */
export class AfterResponseTasks {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<void>): void {
    // Started on a later turn of the event loop, once the answer has been written: an embedded
    // database works on this thread and would otherwise hold the answer back.
    const pending: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err: unknown) => this.log.error({ err, task: name }, "work after the answer failed"))
      .finally(() => this.#pending.delete(pending));
    this.#pending.add(pending);
  }

  /** Resolves once every task started so far has ended. */
  async drain(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all(this.#pending);
  }
}
