import { fstatSync, writeSync, writevSync } from "node:fs";

/** A block is written once this many characters have gathered, or after FLUSH_INTERVAL_MS. */
const FLUSH_AT_CHARS = 32 * 1024;
const FLUSH_INTERVAL_MS = 1_000;
/** When the reader is not keeping up, the next try is this much later. */
const RETRY_MS = 10;
/** Held for a reader that has stopped reading, at most; what comes beyond is counted and dropped. */
const MAX_HELD_BYTES = 16 * 1024 * 1024;
/** How long the exit waits for a slow reader to take the rest. */
const EXIT_WAIT_MS = 2_000;

const wouldBlock = (err: unknown) => (err as NodeJS.ErrnoException).code === "EAGAIN";

/**
 * A log destination that gathers lines in memory and writes them to a file descriptor in blocks
 * once the current work is done (setImmediate), or within a second: one system call per hundred
 * lines or so instead of one per line, which cost a third of the server's throughput
 * (docs/performance.md). When the descriptor is a pipe (a supervisor reading the log, the usual
 * case) it is made non-blocking, so the server never waits for a reader that is busy: what the
 * reader cannot take yet is held, in order, and tried again shortly. Lines are lost only past
 * 16 MB held, and then counted in a line of their own. What is held is written when the process
 * exits, however it exits (process.exit, a crash that ends in one, the end of the event loop).
 */
export class BufferedDestination {
  #lines: string[] = [];
  #chars = 0;
  /** Blocks the reader did not take yet, oldest first, written before anything newer. */
  #held: Buffer[] = [];
  #heldBytes = 0;
  #dropped = 0;
  #scheduled = false;
  readonly #timer: NodeJS.Timeout;
  readonly #onExit = () => this.flushSync(EXIT_WAIT_MS);

  constructor(private readonly fd: number) {
    // Node opens standard output as a non-blocking pipe handle when it is first used; a pipe left
    // blocking would make a busy reader stall the server.
    if (fd === 1 && fstatSync(fd).isFIFO()) void process.stdout;
    this.#timer = setInterval(() => this.#flush(), FLUSH_INTERVAL_MS);
    this.#timer.unref();
    process.on("exit", this.#onExit);
  }

  write(line: string): boolean {
    this.#lines.push(line);
    this.#chars += line.length;
    if (this.#chars >= FLUSH_AT_CHARS) this.#schedule(0);
    return true;
  }

  #schedule(delayMs: number) {
    if (this.#scheduled) return;
    this.#scheduled = true;
    const run = () => {
      this.#scheduled = false;
      this.#flush();
    };
    if (delayMs === 0) setImmediate(run);
    else setTimeout(run, delayMs).unref();
  }

  /** Moves the gathered lines behind what is held, dropping (and counting) past the cap. */
  #gather() {
    if (this.#chars === 0) return;
    const block = Buffer.from(this.#lines.join(""));
    const lines = this.#lines.length;
    this.#lines = [];
    this.#chars = 0;
    if (this.#heldBytes + block.length > MAX_HELD_BYTES) {
      this.#dropped += lines;
      return;
    }
    if (this.#dropped > 0) {
      const note = `{"level":40,"time":${Date.now()},"msg":"log lines dropped: the log's reader did not keep up","dropped":${this.#dropped}}\n`;
      this.#dropped = 0;
      this.#hold(Buffer.from(note));
    }
    this.#hold(block);
  }

  #hold(block: Buffer) {
    this.#held.push(block);
    this.#heldBytes += block.length;
  }

  /** One write of as much as is held; returns false when the reader took nothing more. */
  #writeHeld(): boolean {
    const written =
      this.#held.length === 1 ? writeSync(this.fd, this.#held[0]!) : writevSync(this.fd, this.#held);
    this.#heldBytes -= written;
    let left = written;
    while (left > 0) {
      const first = this.#held[0]!;
      if (first.length > left) {
        this.#held[0] = first.subarray(left);
        break;
      }
      left -= first.length;
      this.#held.shift();
    }
    return written > 0;
  }

  /** Writes as much as the reader takes without waiting; the rest is tried again shortly. */
  #flush() {
    this.#gather();
    try {
      while (this.#held.length > 0) this.#writeHeld();
    } catch (err) {
      if (wouldBlock(err)) return this.#schedule(RETRY_MS);
      // Nowhere left to report it: the log's own destination failed (a closed pipe).
      this.#held = [];
      this.#heldBytes = 0;
    }
  }

  /** Writes everything now, waiting up to `waitMs` for a reader that is slow to take it (exit). */
  flushSync(waitMs = EXIT_WAIT_MS) {
    this.#gather();
    const until = Date.now() + waitMs;
    while (this.#held.length > 0) {
      try {
        this.#writeHeld();
      } catch (err) {
        if (!wouldBlock(err) || Date.now() > until) return;
      }
    }
  }

  /** Writes what is left and stops the timer and the exit hook (tests). */
  end() {
    this.flushSync();
    clearInterval(this.#timer);
    process.off("exit", this.#onExit);
  }
}
