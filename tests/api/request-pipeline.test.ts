import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "#db/schema/users";
import type { App } from "#server/app";
import { sessionCookieFor } from "#server/modules/auth/context";
import { createTestApp, type TestApp } from "../support/app";
import { testConfig } from "../support/config";
import { pollUntil } from "../support/poll";
import { listRoutes } from "../support/routes";
import { newVoter } from "../support/voters";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SAFE_METHODS = ["GET", "HEAD", "OPTIONS"];
/** The hot public reads, as a visitor's browser asks for them. */
const PUBLIC_READS = [
  "/api/health",
  "/api/config",
  "/api/legislators",
  "/api/legislators?state=TX&type=rep",
  "/api/legislators/lisa-murkowski",
  "/api/vacant-seats?state=AK",
  "/api/primary-elections",
  "/api/stats",
  "/api/data-sources",
];
const FOREIGN_ORIGIN = "https://attacker.example";
const OWN_ORIGIN = new URL(testConfig().publicUrl).origin;
const CROSS_SITE_REFUSAL = { message: "Cross-site requests are not allowed" };
const BROKEN_COOKIE = "pw_session=%E0%A4%A; broken";
const SECURITY_HEADER =
  /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport|x-)/;
const API_SECURITY_HEADERS = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "cross-origin-resource-policy": "same-origin",
  "x-content-type-options": "nosniff",
};
const lookup = { address: "1 Main St", city: "New York", state: "NY", zip: "10021" };

const securityHeadersOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(Object.entries(res.headers).filter(([name]) => SECURITY_HEADER.test(name)));

const pledgesCounted = async (app: App): Promise<number> =>
  (await app.inject({ method: "GET", url: "/api/stats" })).json().pledges;

/** Polls the public stats until they count `pledges`, which must take less than a second. */
async function expectCountedWithinASecond(app: App, pledges: number) {
  const shown = await pollUntil(
    () => pledgesCounted(app),
    (counted) => counted === pledges,
    {
      timeoutMs: 1000,
    },
  );
  expect(shown.value).toBe(pledges);
  expect(shown.elapsedMs).toBeLessThan(1000);
}

describe("the request pipeline", () => {
  it("refuses a cross-site call on every state-changing route, before the session or the body", async () => {
    const writes = listRoutes(t.app).filter((r) => !SAFE_METHODS.includes(r.method));
    expect(writes.length).toBeGreaterThanOrEqual(19);
    for (const route of writes) {
      const label = `${route.method} ${route.url}`;
      const call = (origin: string) =>
        t.app.inject({
          method: route.method as "POST",
          url: route.url.replace(/:\w+/g, "1"),
          headers: { origin },
          payload: {},
        });
      const crossSite = await call(FOREIGN_ORIGIN);
      expect(crossSite.statusCode, label).toBe(403);
      expect(crossSite.json(), label).toEqual(CROSS_SITE_REFUSAL);
      // The site's own pages get the route's own answer (a 400 or 401 for an empty body, say).
      expect((await call(OWN_ORIGIN)).body, label).not.toContain(CROSS_SITE_REFUSAL.message);
    }
  });

  it("takes a call from the host the request was sent to as same-site, though PUBLIC_URL names another", async () => {
    const contact = (origin: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { host: "pledge.internal", origin },
        payload: {},
      });
    expect((await contact("http://pledge.internal")).statusCode).toBe(400);
    expect((await contact("http://elsewhere.internal")).json()).toEqual(CROSS_SITE_REFUSAL);
  });

  it("answers the public reads alike for every caller: a foreign Origin or a broken cookie changes nothing", async () => {
    for (const url of PUBLIC_READS) {
      const plain = await t.app.inject({ method: "GET", url });
      const foreign = await t.app.inject({
        method: "GET",
        url,
        headers: { origin: FOREIGN_ORIGIN, cookie: BROKEN_COOKIE },
      });
      for (const res of [plain, foreign]) {
        expect(res.statusCode, url).toBe(200);
        expect(securityHeadersOf(res), url).toEqual(API_SECURITY_HEADERS);
        // No session is read or refreshed, and nothing personal makes the answer uncacheable.
        expect(res.headers["set-cookie"], url).toBeUndefined();
        expect(res.headers["cache-control"], url).toBeUndefined();
      }
      expect(foreign.body, url).toBe(plain.body);
    }
  });

  it("shows a pledge in the public counts within a second", async () => {
    const voter = await newVoter(t.app, { state: "AK", zip: "99501" });
    const before = await pledgesCounted(t.app);
    const pledge = await voter.inject({
      method: "POST",
      url: "/api/pledges",
      payload: { legislatorId: t.app.catalog.find("lisa-murkowski")!.id },
    });
    expect(pledge.statusCode).toBe(201);
    await expectCountedWithinASecond(t.app, before + 1);
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
    for (const res of answers) expect(securityHeadersOf(res)).toEqual(API_SECURITY_HEADERS);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 400, 200, 404, 404, 200]);
  });

  it("keeps every answer that may concern the caller out of caches", async () => {
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
  });

  it("knows a signed-in voter on the lookup, which the public reads never ask about", async () => {
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

/**
 * Which requests make the public catalog look at the database again. On PGlite nothing else does
 * (no poll), so this app runs on PGlite whatever the run's engine, and a fresh one, so that no
 * earlier write's refresh is still to come.
 */
describe("the catalog refresh after a request", () => {
  let quiet: TestApp;
  beforeAll(async () => {
    quiet = await createTestApp({ engine: "pglite" });
  });
  afterAll(() => quiet.close());

  it("comes after a pledge, in time for the counts to show it within a second, and never after a read or an anonymous lookup", async () => {
    // A voter with a session, made without a request, which would itself start a refresh.
    const [row] = await quiet.database.db
      .insert(users)
      .values({ name: "Quiet Voter", email: "quiet@example.org", passwordHash: "x", state: "AK" })
      .returning();
    const session = await quiet.app.sessions.create(row!.id, "session");
    const refreshes = vi.spyOn(quiet.app.catalog, "refreshIfChanged");

    for (const url of PUBLIC_READS)
      expect((await quiet.app.inject({ method: "GET", url })).statusCode).toBe(200);
    const lookedUp = await quiet.app.inject({
      method: "POST",
      url: "/api/pledge/find-legislators",
      payload: lookup,
    });
    expect(lookedUp.statusCode).toBe(200);
    // A refresh follows its request at once here, and at the latest 250 ms later (the refresher's
    // gap between two looks): a quiet 300 ms shows none was asked for.
    const afterReads = await pollUntil(
      () => refreshes.mock.calls.length,
      (calls) => calls > 0,
      {
        timeoutMs: 300,
      },
    );
    expect(afterReads.value).toBe(0);

    const before = await pledgesCounted(quiet.app);
    const pledged = await quiet.app.inject({
      method: "POST",
      url: "/api/pledges",
      headers: { cookie: `${sessionCookieFor(false).name}=${session.token}` },
      payload: { legislatorId: quiet.app.catalog.find("lisa-murkowski")!.id },
    });
    expect(pledged.statusCode).toBe(201);
    await expectCountedWithinASecond(quiet.app, before + 1);
    expect(refreshes).toHaveBeenCalled();
  });
});
