import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createAppLogger, loggingOptions, registerRequestLog } from "./logging";

function appLoggingTo(lines: Record<string, unknown>[], level: string) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const log = createAppLogger(level, stream);
  const app = Fastify(loggingOptions(log));
  registerRequestLog(app, log);
  app.get("/", (request) => {
    request.log.info({ step: 1 }, "below warn");
    request.log.warn({ step: 2 }, "at warn");
    request.log.child({ part: "inner" }).error("from a child");
    return { ok: true };
  });
  return app;
}

describe("the app's log", () => {
  it("writes the enabled lines with the request id, and none below the level", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, "warn");
    const res = await app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(lines.map((l) => l.msg)).toEqual(["at warn", "from a child"]);
    expect(lines[0]).toMatchObject({ reqId: "req-1", step: 2, level: 40 });
    expect(lines[1]).toMatchObject({ reqId: "req-1", part: "inner", level: 50 });
  });

  it("watches no response below info", async () => {
    const app = appLoggingTo([], "warn");
    await app.ready();
    expect(app.printRoutes({ includeHooks: true })).not.toContain("onResponse");
  });

  it("writes one line per answer at info, with its path but not its query", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, "info");
    await app.inject({ method: "GET", url: "/?email=pat%40example.org" });
    expect(lines.map((l) => l.msg)).toEqual(["below warn", "at warn", "from a child", "request completed"]);
    expect(lines.every((l) => l.reqId === "req-1")).toBe(true);
    expect(lines[3]).toMatchObject({ req: { method: "GET", path: "/" }, res: { statusCode: 200 } });
    expect(lines[3]?.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain("example.org");
  });

  it("writes valid JSON whatever the path holds", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, "info");
    await app.inject({ method: "GET", url: '/a"b\\c%22d/é' });
    expect(lines.at(-1)).toMatchObject({
      req: { method: "GET", path: "/a%22b/c%22d/%C3%A9" },
      res: { statusCode: 404 },
    });
  });

  it("never writes the token a calendar feed's path carries", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, "info");
    await app.inject({ method: "GET", url: "/calendar/s3cr3t-token.ics" });
    expect(lines.at(-1)).toMatchObject({ req: { path: "/calendar/[redacted]" }, res: { statusCode: 404 } });
    expect(JSON.stringify(lines)).not.toContain("s3cr3t");
  });

  it("is the app's own logger too", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, "info");
    app.log.info("from the app");
    expect(lines).toEqual([expect.objectContaining({ msg: "from the app", level: 30 })]);
  });
});
