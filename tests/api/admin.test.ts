import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "#db/schema/operations";
import { sessions, users } from "#db/schema/users";
import { hashPassword, verifyPassword } from "#server/modules/auth/password";
import { DEFAULT_RATE_RULES } from "#server/rate-limit/rules";
import { createTestApp, RELAXED_RATE_RULES, TEST_TODAY, type TestApp } from "../support/app";
import { newVoter, type SignedIn, signIn } from "../support/voters";

/** Administrator sign-in, tokens, password change, and who may call each admin endpoint. */
let t: TestApp;
let voter: SignedIn;
let adminCookie: SignedIn;
let adminToken: string;
let adminId: number;

const PASSWORD = "admin password here";
let admins = 0;

async function createAdmin(overrides: Partial<typeof users.$inferInsert> = {}) {
  admins += 1;
  const [row] = await t.database.db
    .insert(users)
    .values({
      name: `Site Admin ${admins}`,
      email: `admin${admins}@example.org`,
      passwordHash: await hashPassword(PASSWORD),
      role: "admin",
      verified: true,
      ...overrides,
    })
    .returning();
  return row!;
}

const login = (username: string, password = PASSWORD, remoteAddress?: string) =>
  t.app.inject({ method: "POST", url: "/api/admin/login", payload: { username, password }, remoteAddress });

async function tokenFor(username: string, password = PASSWORD): Promise<string> {
  const res = await login(username, password);
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

const withBearer = (
  token: string,
  options: { method: "GET" | "POST" | "PATCH"; url: string; payload?: object },
) => t.app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp();
  voter = await newVoter(t.app, { name: "Plain Voter" });
  const admin = await createAdmin({ username: "Chief", email: "chief@example.org" });
  adminId = admin.id;
  adminToken = await tokenFor("chief");
  adminCookie = await signIn(t.app, "chief@example.org", PASSWORD);
}, 120_000);
afterAll(() => t.close());

describe("POST /api/admin/login", () => {
  it("signs an admin in by username or e-mail, in any case, with an opaque token", async () => {
    for (const username of ["chief", "CHIEF", "Chief@Example.org", " chief@example.org "]) {
      const res = await login(username);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(["id", "token"]);
      expect(body.id).toBe(adminId);
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("stores only a hash of the token, with 2 h idle and 8 h absolute lifetimes", async () => {
    const token = await tokenFor("chief");
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, adminId), eq(sessions.kind, "admin_token")));
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const now = TEST_TODAY.getTime();
    const fresh = rows.filter((r) => r.createdAt.getTime() === now);
    expect(fresh.length).toBeGreaterThan(0);
    for (const row of fresh) {
      expect(row.expiresAt.getTime() - now).toBe(2 * 3600_000);
      expect(row.absoluteExpiresAt.getTime() - now).toBe(8 * 3600_000);
    }
  });

  it("answers a wrong password, an unknown name and a voter's account alike", async () => {
    const wrong = await login("chief", "not the password");
    const unknown = await login("nobody-here", PASSWORD);
    const voterAccount = await login(voter.user.email, "a long enough secret");
    for (const res of [wrong, unknown, voterAccount]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Invalid username or password" });
    }
  });

  it("refuses a deactivated admin who knows the password with 403", async () => {
    await createAdmin({ username: "retired", isActive: false });
    expect((await login("retired")).statusCode).toBe(403);
    expect((await login("retired", "wrong password")).statusCode).toBe(401);
  });

  it("checks the form with the spec's messages", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: "  ", password: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ username: "Username is required", password: "Password is required" });
    const missing = await t.app.inject({ method: "POST", url: "/api/admin/login", payload: {} });
    expect(missing.json().errors).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
  });

  it("ends the token a caller already held when it signs in again", async () => {
    const first = await tokenFor("chief");
    const second = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: "chief", password: PASSWORD },
      headers: { authorization: `Bearer ${first}` },
    });
    expect(second.statusCode).toBe(200);
    expect((await withBearer(first, { method: "GET", url: "/api/admin/stats" })).statusCode).toBe(401);
    expect(
      (await withBearer(second.json().token, { method: "GET", url: "/api/admin/stats" })).statusCode,
    ).toBe(200);
  });

  it("is refused from a foreign origin", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: "chief", password: PASSWORD },
      headers: { origin: "https://attacker.example" },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("admin sign-in rate limits", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      seed: false,
      rateRules: {
        ...RELAXED_RATE_RULES,
        adminLoginPerAddress: DEFAULT_RATE_RULES.adminLoginPerAddress,
        adminLoginPerAccount: DEFAULT_RATE_RULES.adminLoginPerAccount,
      },
    });
  }, 120_000);
  afterAll(() => limited.close());

  const attempt = (username: string, remoteAddress: string) =>
    limited.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username, password: "guessing password" },
      remoteAddress,
    });

  it("limits attempts per address", async () => {
    for (let i = 0; i < DEFAULT_RATE_RULES.adminLoginPerAddress.limit; i++) {
      expect((await attempt(`guess${i}`, "203.0.113.20")).statusCode).toBe(401);
    }
    const res = await attempt("one-more", "203.0.113.20");
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits attempts per account, whatever the address and case", async () => {
    for (let i = 0; i < DEFAULT_RATE_RULES.adminLoginPerAccount.limit; i++) {
      expect((await attempt(i % 2 ? "Target" : "target", `198.51.100.${i}`)).statusCode).toBe(401);
    }
    expect((await attempt("TARGET", "198.51.100.200")).statusCode).toBe(429);
  });
});

describe("admin tokens", () => {
  it("stop working at logout; logging out again, or without a token, still answers 204", async () => {
    const token = await tokenFor("chief");
    expect((await withBearer(token, { method: "GET", url: "/api/admin/stats" })).statusCode).toBe(200);
    const out = await withBearer(token, { method: "POST", url: "/api/admin/logout" });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe("");
    expect((await withBearer(token, { method: "GET", url: "/api/admin/stats" })).statusCode).toBe(401);
    expect((await withBearer(token, { method: "POST", url: "/api/admin/logout" })).statusCode).toBe(204);
    expect((await t.app.inject({ method: "POST", url: "/api/admin/logout" })).statusCode).toBe(204);
  });

  it("leaves an admin's session cookie alone at logout", async () => {
    const res = await adminCookie.inject({ method: "POST", url: "/api/admin/logout" });
    expect(res.statusCode).toBe(204);
    expect((await adminCookie.inject({ method: "GET", url: "/api/admin/stats" })).statusCode).toBe(200);
  });

  it("stop working once idle past their expiry", async () => {
    const admin = await createAdmin({ username: "idle" });
    const token = await tokenFor("idle");
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(TEST_TODAY.getTime() - 1000) })
      .where(eq(sessions.userId, admin.id));
    expect((await withBearer(token, { method: "GET", url: "/api/admin/stats" })).statusCode).toBe(401);
  });

  it("never slide past the absolute lifetime", async () => {
    const admin = await createAdmin({ username: "long-day" });
    const token = await tokenFor("long-day");
    // Last seen long ago, idle expiry still ahead, absolute expiry a minute away: a use may not
    // push the idle expiry beyond the absolute one.
    const absolute = new Date(TEST_TODAY.getTime() + 60_000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(TEST_TODAY.getTime() - 3600_000), absoluteExpiresAt: absolute })
      .where(eq(sessions.userId, admin.id));
    expect((await withBearer(token, { method: "GET", url: "/api/admin/stats" })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, admin.id));
    expect(row!.expiresAt.getTime()).toBe(absolute.getTime());
  });

  it("are not accepted as a voter's session cookie", async () => {
    const token = await tokenFor("chief");
    const res = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: `pw_session=${token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("POST /api/admin/change-password", () => {
  const change = (token: string, payload: object) =>
    withBearer(token, { method: "POST", url: "/api/admin/change-password", payload });

  it("checks the form with the spec's messages", async () => {
    const res = await change(adminToken, {
      currentPassword: "",
      newPassword: "short",
      confirmPassword: "other",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      currentPassword: "Current password is required",
      newPassword: "Password must be at least 8 characters",
      confirmPassword: "Password must be at least 8 characters",
    });
    const mismatch = await change(adminToken, {
      currentPassword: PASSWORD,
      newPassword: "a brand new secret",
      confirmPassword: "a different secret",
    });
    expect(mismatch.json().errors).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it("refuses a wrong current password and a common new one", async () => {
    const wrong = await change(adminToken, {
      currentPassword: "not my password",
      newPassword: "a brand new secret",
      confirmPassword: "a brand new secret",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: "Current password is incorrect" });
    const common = await change(adminToken, {
      currentPassword: PASSWORD,
      newPassword: "password123",
      confirmPassword: "password123",
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toHaveProperty("newPassword");
  });

  it("changes it, keeps the current token, ends every other session and audits the action only", async () => {
    const admin = await createAdmin({ username: "rotator", email: "rotator@example.org" });
    const current = await tokenFor("rotator");
    const other = await tokenFor("rotator");
    const cookie = await signIn(t.app, "rotator@example.org", PASSWORD);
    const res = await change(current, {
      currentPassword: PASSWORD,
      newPassword: "a brand new secret",
      confirmPassword: "a brand new secret",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Your admin password has been updated successfully" });

    expect((await withBearer(current, { method: "GET", url: "/api/admin/stats" })).statusCode).toBe(200);
    expect((await withBearer(other, { method: "GET", url: "/api/admin/stats" })).statusCode).toBe(401);
    expect((await cookie.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(401);
    expect((await login("rotator")).statusCode).toBe(401);
    expect((await login("rotator", "a brand new secret")).statusCode).toBe(200);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(await verifyPassword("a brand new secret", row!.passwordHash)).toBe(true);
    const entries = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.actorUserId, admin.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "admin.change_password",
      entityType: "user",
      entityId: String(admin.id),
      changes: {},
    });
    const serialised = JSON.stringify(entries);
    expect(serialised).not.toContain("a brand new secret");
    expect(serialised).not.toContain(row!.passwordHash);
    expect(serialised).not.toMatch(/password"?\s*:/i);
  });

  it("also works for an admin signed in with the session cookie, which stays signed in", async () => {
    await createAdmin({ username: "cookie-admin", email: "cookie-admin@example.org" });
    const session = await signIn(t.app, "cookie-admin@example.org", PASSWORD);
    const res = await session.inject({
      method: "POST",
      url: "/api/admin/change-password",
      payload: {
        currentPassword: PASSWORD,
        newPassword: "cookie admin secret",
        confirmPassword: "cookie admin secret",
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await session.inject({ method: "GET", url: "/api/admin/stats" })).statusCode).toBe(200);
  });
});

describe("who may call the admin API", () => {
  type Caller = "signedOut" | "voter" | "adminBearer" | "adminCookie";
  const callers: Caller[] = ["signedOut", "voter", "adminBearer", "adminCookie"];
  let legislatorId: number;
  beforeAll(() => {
    legislatorId = t.app.catalog.legislators[0]!.id;
  });

  const calls: {
    method: "GET" | "POST" | "PATCH";
    path: string;
    /** When the path holds an id known only once the app is up. */
    url?: () => string;
    payload?: object;
    adminStatus?: number;
  }[] = [
    { method: "GET", path: "/api/admin/legislators" },
    {
      method: "PATCH",
      path: "/api/admin/legislators/{id}",
      url: () => `/api/admin/legislators/${legislatorId}`,
      payload: {},
    },
    { method: "GET", path: "/api/admin/primary-elections" },
    { method: "PATCH", path: "/api/admin/primary-elections/ak", payload: {} },
    { method: "GET", path: "/api/admin/pledges" },
    { method: "GET", path: "/api/admin/users" },
    {
      method: "PATCH",
      path: "/api/admin/users/{id}",
      url: () => `/api/admin/users/${voter.user.id}`,
      payload: {},
    },
    { method: "GET", path: "/api/admin/stats" },
    { method: "GET", path: "/api/admin/export/legislators.csv" },
    { method: "GET", path: "/api/admin/export/states.csv" },
    { method: "GET", path: "/api/admin/audit-log" },
    {
      method: "POST",
      path: "/api/admin/change-password",
      payload: {
        currentPassword: "not the password",
        newPassword: "whatever it is",
        confirmPassword: "whatever it is",
      },
      // Signed in as an admin, the call goes through and the wrong current password is the answer.
      adminStatus: 400,
    },
  ];

  function as(caller: Caller, options: { method: "GET" | "POST" | "PATCH"; url: string; payload?: object }) {
    switch (caller) {
      case "signedOut":
        return t.app.inject(options);
      case "voter":
        return voter.inject(options);
      case "adminBearer":
        return withBearer(adminToken, options);
      case "adminCookie":
        return adminCookie.inject(options);
    }
  }

  for (const call of calls) {
    it(`${call.method} ${call.path}`, async () => {
      const got: Record<string, number> = {};
      for (const caller of callers) {
        got[caller] = (
          await as(caller, { method: call.method, url: call.url?.() ?? call.path, payload: call.payload })
        ).statusCode;
      }
      const ok = call.adminStatus ?? 200;
      expect(got).toEqual({ signedOut: 401, voter: 403, adminBearer: ok, adminCookie: ok });
    });
  }

  it("answers 401 for a forged bearer token and never caches admin answers", async () => {
    const forged = await withBearer("x".repeat(43), { method: "GET", url: "/api/admin/users" });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: "Administrator sign-in required" });
    const res = await withBearer(adminToken, { method: "GET", url: "/api/admin/users" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("refuses a voter even when the voter names an admin's id", async () => {
    const res = await voter.inject({ method: "GET", url: `/api/admin/users?userId=${adminId}` });
    expect(res.statusCode).toBe(403);
  });

  it("treats a promoted voter as an admin at the next request", async () => {
    const promoted = await newVoter(t.app, { name: "Soon Admin" });
    expect((await promoted.inject({ method: "GET", url: "/api/admin/stats" })).statusCode).toBe(403);
    await t.database.db.update(users).set({ role: "admin" }).where(eq(users.id, promoted.user.id));
    expect((await promoted.inject({ method: "GET", url: "/api/admin/stats" })).statusCode).toBe(200);
    await t.database.db.update(users).set({ role: "user" }).where(eq(users.id, promoted.user.id));
  });

  it("keeps every admin answer free of password hashes", async () => {
    for (const url of [
      "/api/admin/users",
      "/api/admin/pledges",
      "/api/admin/audit-log",
      "/api/admin/stats",
    ]) {
      const res = await withBearer(adminToken, { method: "GET", url });
      expect(res.body).not.toMatch(/passwordHash|password_hash|scrypt\$/);
    }
  });
});
