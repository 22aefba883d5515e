import { describe, expect, it } from "vitest";
import { HttpError } from "../http/errors";
import { MemoryRateLimiter } from "./memory-limiter";

const rule = { name: "test", limit: 3, windowSeconds: 60 };

describe("MemoryRateLimiter", () => {
  it("allows the limit, then answers 429 with Retry-After until the window ends", () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) limiter.enforce(rule, "1.2.3.4");
    let error: unknown;
    try {
      limiter.enforce(rule, "1.2.3.4");
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(429);
    expect((error as HttpError).headers).toEqual({ "retry-after": "60" });
    limiter.enforce(rule, "5.6.7.8");
    now += 60_000;
    expect(() => limiter.enforce(rule, "1.2.3.4")).not.toThrow();
  });
});
