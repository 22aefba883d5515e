import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { listRoutes, type RouteInfo } from "../support/routes";
import { newVoter } from "../support/voters";

let t: TestApp;
let routes: RouteInfo[];
beforeAll(async () => {
  t = await createTestApp();
  routes = listRoutes(t.app);
});
afterAll(() => t.close());

const SAFE_METHODS = ["GET", "HEAD", "OPTIONS"];
const PUBLIC_READS = [
  "/api/health",
  "/api/config",
  "/api/legislators",
  "/api/legislators/:idOrSlug",
  "/api/primary-elections",
  "/api/stats",
  "/api/data-sources",
];
const SECURITY_HEADER =
  /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport|x-)/;
const lookup = { address: "1 Main St", city: "New York", state: "NY", zip: "10021" };

describe("the request pipeline", () => {
  it("refuses a cross-site call on every state-changing route", async () => {
    const writes = routes.filter((r) => !SAFE_METHODS.includes(r.method));
    expect(writes.length).toBeGreaterThanOrEqual(19);
    for (const route of writes) {
      expect(route.hooks.onRequest, `${route.method} ${route.url}`).toContain("checkOrigin()");
      const res = await t.app.inject({
        method: route.method as "POST",
        url: route.url.replace(/:\w+/g, "1"),
        headers: { origin: "https://attacker.example" },
        payload: {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ message: "Cross-site requests are not allowed" });
    }
  });

  it("runs nothing but the security headers on the public reads", () => {
    for (const url of PUBLIC_READS) {
      const route = routes.find((r) => r.method === "GET" && r.url === url);
      expect(route?.hooks.onRequest, url).toEqual(expect.arrayContaining(["securityHeaders()"]));
      expect(route?.hooks.onRequest, url).not.toContain("checkOrigin()");
      expect(route?.hooks.onSend ?? [], url).not.toContain("fastifyCookieOnSendHandler()");
      expect(route?.hooks.onResponse, url).toBeUndefined();
    }
    const legislators = routes.filter((r) => r.method === "GET" && r.url.startsWith("/api/legislators"));
    for (const route of legislators) expect(route.hooks).toEqual({ onRequest: ["securityHeaders()"] });
  });

  it("shows a pledge in the public counts within a second, and refreshes nothing after a lookup", async () => {
    const hooksOf = (url: string) => routes.find((r) => r.method === "POST" && r.url === url)?.hooks;
    expect(hooksOf("/api/pledge/find-legislators")?.onResponse).toBeUndefined();
    expect(hooksOf("/api/pledges")?.onResponse).toHaveLength(1);

    const voter = await newVoter(t.app, { state: "AK", zip: "99501" });
    const before = (await t.app.inject({ method: "GET", url: "/api/stats" })).json().pledges;
    const murkowski = (await t.app.inject({ method: "GET", url: "/api/legislators/lisa-murkowski" })).json();
    const pledge = await voter.inject({
      method: "POST",
      url: "/api/pledges",
      payload: { legislatorId: murkowski.legislator.id },
    });
    expect(pledge.statusCode).toBe(201);
    await vi.waitFor(
      async () => {
        const stats = (await t.app.inject({ method: "GET", url: "/api/stats" })).json();
        expect(stats.pledges).toBe(before + 1);
      },
      { timeout: 1000, interval: 50 },
    );
  });

  it("sends the API's security headers, and only those, on reads, lookups, errors and unknown paths", async () => {
    const answers = [
      await t.app.inject({ method: "GET", url: "/api/legislators" }),
      await t.app.inject({ method: "GET", url: "/api/legislators?state=TX&type=rep" }),
      await t.app.inject({ method: "GET", url: "/api/legislators/nancy-pelosi" }),
      await t.app.inject({ method: "GET", url: "/api/legislators/%3Cscript%3E" }),
      await t.app.inject({ method: "GET", url: "/api/stats" }),
      await t.app.inject({ method: "GET", url: "/api/nothing-here" }),
      await t.app.inject({ method: "GET", url: "/api?x=1" }),
      await t.app.inject({ method: "POST", url: "/api/pledge/find-legislators", payload: lookup }),
    ];
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => SECURITY_HEADER.test(name)));
    for (const res of answers) {
      expect(securityHeaders(res.headers)).toEqual({
        "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
        "cross-origin-resource-policy": "same-origin",
        "x-content-type-options": "nosniff",
      });
    }
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 400, 200, 404, 404, 200]);
  });

  it("keeps every answer that may concern the caller out of caches, and no public read", async () => {
    const voter = await newVoter(t.app, { state: "AK", zip: "99501" });
    const mine = [
      await voter.inject({ method: "GET", url: "/api/user" }),
      await voter.inject({ method: "GET", url: "/api/user/pledges" }),
      await voter.inject({ method: "GET", url: "/api/communication-templates/1" }),
      await voter.inject({ method: "POST", url: "/api/pledge/find-legislators", payload: lookup }),
      await t.app.inject({ method: "GET", url: "/api/admin/users" }),
    ];
    expect(mine.map((res) => [res.statusCode, res.headers["cache-control"]])).toEqual([
      [200, "no-store"],
      [200, "no-store"],
      [200, "no-store"],
      [200, "no-store"],
      [401, "no-store"],
    ]);
    for (const url of PUBLIC_READS.filter((url) => !url.includes(":"))) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["cache-control"], url).toBeUndefined();
    }
  });

  it("ignores cookies on the public reads and still knows a signed-in voter on the lookup", async () => {
    const read = await t.app.inject({
      method: "GET",
      url: "/api/legislators/nancy-pelosi",
      headers: { cookie: "pw_session=%E0%A4%A; broken" },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers["set-cookie"]).toBeUndefined();

    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/pledge/find-legislators",
      payload: lookup,
    });
    const voter = await newVoter(t.app, { state: "NY", zip: "10001", city: "New York" });
    const signedIn = await voter.inject({
      method: "POST",
      url: "/api/pledge/find-legislators",
      payload: lookup,
    });
    expect(signedIn.json()).toEqual({ ...anonymous.json(), userUpdated: true });
    expect(anonymous.json().userUpdated).toBe(false);
  });
});
