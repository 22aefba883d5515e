import { HttpError } from "../http/errors";
import { apiText } from "../i18n/api-messages";
import type { RateRule } from "./limiter";

const MAX_KEYS = 100_000;

/**
 * Fixed windows counted in this process's memory, for the one limit on the read-only hot path
 * (the address lookup): a database write per lookup would cost more than the lookup itself. With
 * several processes each one counts separately; docs/security.md says so.
 */
export class MemoryRateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  enforce(rule: RateRule, subject: string): void {
    const key = `${rule.name}:${subject}`;
    const now = this.now();
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.#windows.size >= MAX_KEYS) this.#sweep(now);
      window = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
      this.#windows.set(key, window);
    }
    window.count += 1;
    if (window.count > rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw new HttpError(429, apiText("tooManyAttempts"), undefined, {
        "retry-after": String(retryAfter),
      });
    }
  }

  #sweep(now: number) {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
    // Still full: forget the oldest windows rather than grow without bound.
    for (const key of this.#windows.keys()) {
      if (this.#windows.size < MAX_KEYS) break;
      this.#windows.delete(key);
    }
  }
}
