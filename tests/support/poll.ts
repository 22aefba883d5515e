export interface Polled<T> {
  /** The last value read: the one that satisfied the check, or the last one before the deadline. */
  value: T;
  /** Real time from the first read to the last, in milliseconds. */
  elapsedMs: number;
}

/**
 * Reads until `done(value)` holds or `timeoutMs` of real time have passed, and returns the last
 * value either way, for the caller to assert on (so a failure shows what was seen, not a timeout).
 */
export async function pollUntil<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs, intervalMs = 20 }: { timeoutMs: number; intervalMs?: number },
): Promise<Polled<T>> {
  const started = performance.now();
  for (;;) {
    const value = await read();
    const elapsedMs = performance.now() - started;
    if (done(value) || elapsedMs > timeoutMs) return { value, elapsedMs };
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
