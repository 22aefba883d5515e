import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { requestLoggerFactory } from "./request-logger";

function appLoggingTo(lines: Record<string, unknown>[], level: string) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: requestLoggerFactory });
  app.get("/", (request) => {
    request.log.info({ step: 1 }, "below warn");
    request.log.warn({ step: 2 }, "at warn");
    request.log.child({ part: "inner" }).error("from a child");
    return { ok: true };
  });
  return app;
}

describe("requestLoggerFactory", () => {
  it("writes the enabled lines with the request id, and none below the level", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, "warn");
    const res = await app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(lines.map((l) => l.msg)).toEqual(["at warn", "from a child"]);
    expect(lines[0]).toMatchObject({ reqId: "req-1", step: 2, level: 40 });
    expect(lines[1]).toMatchObject({ reqId: "req-1", part: "inner", level: 50 });
  });

  it("keeps Fastify's own request lines at info", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, "info");
    await app.inject({ method: "GET", url: "/" });
    expect(lines.map((l) => l.msg)).toEqual([
      "incoming request",
      "below warn",
      "at warn",
      "from a child",
      "request completed",
    ]);
    expect(lines.every((l) => l.reqId === "req-1")).toBe(true);
  });
});
