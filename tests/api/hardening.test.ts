import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legislators } from "#db/schema/legislators";
import { emailOutbox } from "#db/schema/messaging";
import { pledges } from "#db/schema/pledges";
import { users } from "#db/schema/users";
import { hashPassword } from "#server/modules/auth/password";
import { DEFAULT_RATE_RULES } from "#server/rate-limit/rules";
import { createTestApp, RELAXED_RATE_RULES, type TestApp } from "../support/app";
import { testConfig } from "../support/config";
import { newVoter, registration, type SignedIn } from "../support/voters";

/** Issue 11's defects 3-6 and 10: who is calling comes first, userId claims, timing, limits. */
let t: TestApp;
let voter: SignedIn;
let other: SignedIn;
let adminToken: string;
let legislatorId: number;

const ADMIN_PASSWORD = "admin password here";

beforeAll(async () => {
  t = await createTestApp({
    rateRules: { ...RELAXED_RATE_RULES, adminLoginPerAccount: DEFAULT_RATE_RULES.adminLoginPerAccount },
  });
  voter = await newVoter(t.app);
  other = await newVoter(t.app);
  await t.database.db.insert(users).values({
    name: "Site Admin",
    username: "siteadmin",
    email: "siteadmin@example.org",
    passwordHash: await hashPassword(ADMIN_PASSWORD),
    role: "admin",
    verified: true,
  });
  const login = await t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { username: "siteadmin", password: ADMIN_PASSWORD },
  });
  adminToken = login.json().token;
  const [member] = await t.database.db
    .select()
    .from(legislators)
    .where(eq(legislators.slug, "lisa-murkowski"));
  legislatorId = member!.id;
});
afterAll(() => t.close());

const asAdmin = { authorization: () => `Bearer ${adminToken}` };

describe("identity is settled before the input is validated", () => {
  const badAdminEdit = {
    method: "PATCH",
    url: "/api/admin/legislators/100",
    payload: { pledgesNeeded: "x" },
  } as const;

  it("answers an anonymous admin edit with a bad body 401, not a 400 naming the admin fields", async () => {
    const res = await t.app.inject(badAdminEdit);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Administrator sign-in required" });
  });

  it("answers a voter's admin edit with a bad body 403, and the administrator's 400", async () => {
    expect((await voter.inject(badAdminEdit)).statusCode).toBe(403);
    const res = await t.app.inject({ ...badAdminEdit, headers: { authorization: asAdmin.authorization() } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(["pledgesNeeded"]);
  });

  it("answers 401 to anonymous voter calls with bad input", async () => {
    for (const request of [
      { method: "PATCH", url: "/api/user/1", payload: { zip: 5 } },
      { method: "POST", url: "/api/user/engagement", payload: { updates: { nope: 1 } } },
      { method: "PUT", url: "/api/user/reminders", payload: { emailReminders: "yes" } },
      { method: "GET", url: "/api/user/pledges?userId=abc" },
      { method: "POST", url: "/api/admin/change-password", payload: {} },
    ] as const) {
      expect((await t.app.inject(request)).statusCode, `${request.method} ${request.url}`).toBe(401);
    }
  });

  it("answers a pledge with a bad body 401 unless the session is real", async () => {
    const bad = { method: "POST", url: "/api/pledges", payload: { legislatorId: "nope" } } as const;
    expect((await t.app.inject(bad)).statusCode).toBe(401);
    const stale = await t.app.inject({
      ...bad,
      headers: { cookie: "pw_session=an-ended-session-token-000000" },
    });
    expect(stale.statusCode).toBe(401);
    const signedIn = await voter.inject(bad);
    expect(signedIn.statusCode).toBe(400);
    expect(Object.keys(signedIn.json().errors)).toEqual(["legislatorId"]);
  });
});

describe("a userId anywhere in the request must name the caller", () => {
  it("refuses a pledge whose query names another voter even when the body names the caller", async () => {
    for (const [query, body] of [
      [other.user.id, voter.user.id],
      [voter.user.id, other.user.id],
    ]) {
      const res = await voter.inject({
        method: "POST",
        url: `/api/pledges?userId=${query}`,
        payload: { legislatorId, userId: body },
      });
      expect(res.statusCode).toBe(403);
    }
    const stored = await t.database.db.select().from(pledges).where(eq(pledges.userId, voter.user.id));
    expect(stored).toEqual([]);
  });

  it("refuses another voter's id in the query of a call that has no query of its own", async () => {
    const res = await voter.inject({
      method: "POST",
      url: `/api/user/engagement?userId=${other.user.id}`,
      payload: { userId: voter.user.id, updates: { hasDonated: true } },
    });
    expect(res.statusCode).toBe(403);
    const own = await voter.inject({
      method: "POST",
      url: `/api/user/engagement?userId=${voter.user.id}`,
      payload: { userId: voter.user.id, updates: { hasDonated: true } },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe("the administrator's sign-in limit", () => {
  it("counts the username and the e-mail of one account together", async () => {
    const attempt = (username: string, n: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { username, password: "not the password" },
        remoteAddress: `10.0.0.${n}`,
      });
    const limit = DEFAULT_RATE_RULES.adminLoginPerAccount.limit;
    for (let n = 1; n <= limit - 1; n += 1) {
      expect((await attempt(n % 2 ? "SiteAdmin" : "siteadmin@example.org", n)).statusCode).toBe(401);
    }
    // The login above counted once too: this is the account's eleventh try, by either name.
    expect((await attempt("siteadmin@example.org", 50)).statusCode).toBe(429);
    expect((await attempt("siteadmin", 51)).statusCode).toBe(429);
  });
});

describe("forgot-password", () => {
  it("answers in the same time whether or not the account exists", async () => {
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < 32; round += 1) {
      for (const kind of round % 2 ? (["known", "unknown"] as const) : (["unknown", "known"] as const)) {
        // A fresh address each time, so the per-account limit never decides the outcome.
        const email = kind === "known" ? (await newVoter(t.app)).user.email : `nobody${round}@example.org`;
        await t.app.afterResponse.drain();
        const started = performance.now();
        const res = await t.app.inject({ method: "POST", url: "/api/forgot-password", payload: { email } });
        timings[kind].push(performance.now() - started);
        expect(res.statusCode).toBe(200);
      }
    }
    const known = median(timings.known);
    const unknown = median(timings.unknown);
    // Before, the known address took twice as long: its token and mail were written first.
    expect(known).toBeLessThan(unknown * 1.5 + 1);
    expect(unknown).toBeLessThan(known * 1.5 + 1);
  });

  it("still queues the reset mail for a known account, after the answer", async () => {
    const email = voter.user.email;
    // Only the reset limits start afresh: the sign-in limit's test counts on its own counters.
    const resetRules = [DEFAULT_RATE_RULES.forgotPerAddress.name, DEFAULT_RATE_RULES.forgotPerAccount.name];
    await t.database.db.execute(sql`delete from rate_limits where split_part(key, ':', 1) in ${resetRules}`);
    const res = await t.app.inject({ method: "POST", url: "/api/forgot-password", payload: { email } });
    expect(res.statusCode).toBe(200);
    await t.app.afterResponse.drain();
    const queued = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "password-reset")));
    expect(queued).toHaveLength(1);
  });
});

describe("production mode", () => {
  it("sets Secure host-only session cookies and asks for HTTPS on every answer", async () => {
    const production = await createTestApp({
      config: testConfig({
        NODE_ENV: "production",
        SESSION_SECRET: "a production secret of forty characters!",
      }),
    });
    try {
      const body = registration();
      expect(
        (await production.app.inject({ method: "POST", url: "/api/register", payload: body })).statusCode,
      ).toBe(201);
      const login = await production.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: body.email, password: body.password },
      });
      expect(login.statusCode).toBe(200);
      const cookie = String(login.headers["set-cookie"]);
      expect(cookie).toMatch(/^__Host-pw_session=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      for (const url of ["/api/legislators", "/api/user", "/api/health"]) {
        const res = await production.app.inject({ method: "GET", url });
        expect(res.headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
      }
    } finally {
      await production.close();
    }
  });
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
