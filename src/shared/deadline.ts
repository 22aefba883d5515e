/**
 * Settles like `promise`, or resolves with `fallback` once `ms` have passed, whichever comes first.
 * The work behind `promise` is not cancelled; bound it by its own timeouts.
 */
export function withDeadline<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
