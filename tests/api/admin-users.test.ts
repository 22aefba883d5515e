import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "#db/schema/operations";
import { sessions, users } from "#db/schema/users";
import { hashPassword } from "#server/modules/auth/password";
import { createTestApp, type TestApp } from "../support/app";
import { describeRaces } from "../support/races";
import { newVoter, signIn } from "../support/voters";

/** User management: listing, editing, ending sessions, and never losing the last administrator. */
let t: TestApp;
let adminToken: string;
let adminId: number;

const PASSWORD = "admin password here";
let created = 0;

async function createAdmin(name = "Another Admin") {
  created += 1;
  const email = `admin${created}@example.org`;
  const [row] = await t.database.db
    .insert(users)
    .values({ name, email, passwordHash: await hashPassword(PASSWORD), role: "admin", verified: true })
    .returning();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { username: email, password: PASSWORD },
  });
  return { id: row!.id, email, token: res.json().token as string };
}

const call = (token: string, method: "GET" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const editUser = (id: number, payload: object, token = adminToken) =>
  call(token, "PATCH", `/api/admin/users/${id}`, payload);
const listUsers = (query = "", token = adminToken) => call(token, "GET", `/api/admin/users${query}`);

async function activeAdminCount() {
  const rows = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.isActive, true)));
  return rows.length;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const admin = await createAdmin("Head Admin");
  adminId = admin.id;
  adminToken = admin.token;
}, 120_000);
afterAll(() => t.close());

describe("GET /api/admin/users", () => {
  const base = Date.UTC(2026, 0, 1);
  beforeAll(async () => {
    await t.database.db.insert(users).values(
      Array.from({ length: 5 }, (_, i) => ({
        name: i === 2 ? "Zoë 50%_Off" : `Listed Voter ${i}`,
        email: `listed${i}@Example.org`.toLowerCase(),
        passwordHash: "never-used",
        state: "AK",
        createdAt: new Date(base + i * 60_000),
      })),
    );
  });

  it("lists users newest first in the User shape plus pledgeCount, with the total", async () => {
    const res = await listUsers("?search=listed");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 50 });
    expect(body.users.map((u: { email: string }) => u.email)).toEqual([
      "listed4@example.org",
      "listed3@example.org",
      "listed2@example.org",
      "listed1@example.org",
      "listed0@example.org",
    ]);
    expect(Object.keys(body.users[0]).sort()).toEqual(
      [
        "id",
        "name",
        "email",
        "phone",
        "address",
        "city",
        "state",
        "zip",
        "registeredParty",
        "congressionalDistrict",
        "districtCode",
        "verified",
        "role",
        "isActive",
        "language",
        "createdAt",
        "pledgeCount",
      ].sort(),
    );
    expect(body.users[0]).toMatchObject({ state: "AK", role: "user", isActive: true, pledgeCount: 0 });
  });

  it("pages on the server", async () => {
    const page2 = (await listUsers("?search=listed&page=2&pageSize=2")).json();
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.users.map((u: { email: string }) => u.email)).toEqual([
      "listed2@example.org",
      "listed1@example.org",
    ]);
    const beyond = (await listUsers("?search=listed&page=9&pageSize=2")).json();
    expect(beyond).toMatchObject({ users: [], total: 5 });
    const all = (await listUsers()).json();
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(all.pageSize).toBe(50);
  });

  it("searches name and e-mail case-insensitively, taking % and _ literally", async () => {
    expect((await listUsers("?search=LISTED3%40EXAMPLE")).json().users).toHaveLength(1);
    expect((await listUsers("?search=listed%20voter%201")).json().users).toHaveLength(1);
    expect((await listUsers("?search=zo%C3%AB")).json().users).toHaveLength(1);
    expect((await listUsers("?search=50%25_off")).json().total).toBe(1);
    expect((await listUsers("?search=%25")).json().total).toBe(1);
    expect((await listUsers("?search=_")).json().total).toBe(1);
    expect((await listUsers("?search=nobody-by-that-name")).json()).toMatchObject({ users: [], total: 0 });
    expect((await listUsers("?search=%20%20")).json().total).toBe((await listUsers()).json().total);
  });

  it("checks its query", async () => {
    for (const query of ["?page=0", "?pageSize=201", "?pageSize=-1", `?search=${"x".repeat(101)}`]) {
      expect((await listUsers(query)).statusCode, query).toBe(400);
    }
    expect((await listUsers("?pageSize=200")).statusCode).toBe(200);
  });
});

describe("PATCH /api/admin/users/{id}", () => {
  it("edits name, e-mail (lower-cased, to be verified again), role and activity, and audits before/after", async () => {
    const voter = await newVoter(t.app, { name: "Edit Me" });
    await t.database.db.update(users).set({ verified: true }).where(eq(users.id, voter.user.id));
    const res = await editUser(voter.user.id, { name: "  Edited Name  ", email: "New.Address@Example.org" });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: voter.user.id,
      name: "Edited Name",
      email: "new.address@example.org",
      verified: false,
      role: "user",
      isActive: true,
      pledgeCount: 0,
    });
    expect(res.json().user).not.toHaveProperty("passwordHash");

    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, "user"), eq(adminAuditLog.entityId, String(voter.user.id))));
    expect(entry).toMatchObject({
      actorUserId: adminId,
      action: "user.update",
      changes: {
        name: { before: "Edit Me", after: "Edited Name" },
        email: { before: voter.user.email, after: "new.address@example.org" },
        verified: { before: true, after: false },
      },
    });
    expect(JSON.stringify(entry)).not.toMatch(/password|scrypt/i);
  });

  it("checks every field and refuses anything else, naming it", async () => {
    const voter = await newVoter(t.app);
    const cases: [object, string, string][] = [
      [{ name: "A" }, "name", "Name must be at least 2 characters"],
      [{ name: "n".repeat(101) }, "name", "Name must be at most 100 characters"],
      [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
      [{ role: "owner" }, "role", "Role must be user or admin"],
      [{ isActive: "no" }, "isActive", "Choose active or inactive"],
      [{ password: "a new password" }, "password", "This field cannot be changed"],
      [{ passwordHash: "scrypt$1" }, "passwordHash", "This field cannot be changed"],
      [{ verified: true }, "verified", "This field cannot be changed"],
      [{ id: 1 }, "id", "This field cannot be changed"],
    ];
    for (const [payload, field, message] of cases) {
      const res = await editUser(voter.user.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors, JSON.stringify(payload)).toEqual({ [field]: message });
    }
  });

  it("refuses an e-mail another account uses, whatever its case, with 409", async () => {
    const first = await newVoter(t.app);
    const second = await newVoter(t.app);
    const res = await editUser(second.user.id, { email: first.user.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Another account already uses that email address");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, second.user.id));
    expect(row!.email).toBe(second.user.email);
  });

  it("answers 404 for an unknown user and writes nothing for an edit that changes nothing", async () => {
    expect((await editUser(999999, { name: "Nobody Here" })).statusCode).toBe(404);
    const voter = await newVoter(t.app, { name: "Same Name" });
    const before = await t.database.db.select().from(adminAuditLog);
    const res = await editUser(voter.user.id, { name: "Same Name", role: "user", isActive: true });
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(adminAuditLog)).toHaveLength(before.length);
  });

  it("ends a deactivated voter's sessions at once; reactivating lets them sign in again", async () => {
    const voter = await newVoter(t.app);
    expect((await voter.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(200);
    const res = await editUser(voter.user.id, { isActive: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.isActive).toBe(false);
    expect((await voter.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, voter.user.id))).toEqual([]);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: voter.user.email, password: "a long enough secret" },
    });
    expect(again.statusCode).toBe(403);

    await editUser(voter.user.id, { isActive: true });
    expect((await signIn(t.app, voter.user.email, "a long enough secret")).user.id).toBe(voter.user.id);
  });

  it("ends a demoted admin's tokens and sessions at once", async () => {
    const other = await createAdmin();
    const cookie = await signIn(t.app, other.email, PASSWORD);
    expect((await call(other.token, "GET", "/api/admin/stats")).statusCode).toBe(200);
    const res = await editUser(other.id, { role: "user" });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe("user");
    expect((await call(other.token, "GET", "/api/admin/stats")).statusCode).toBe(401);
    expect((await cookie.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(401);
  });

  it("promotes a voter, whose session then opens the admin API", async () => {
    const voter = await newVoter(t.app);
    expect((await voter.inject({ method: "GET", url: "/api/admin/users" })).statusCode).toBe(403);
    expect((await editUser(voter.user.id, { role: "admin" })).json().user.role).toBe("admin");
    expect((await voter.inject({ method: "GET", url: "/api/admin/users" })).statusCode).toBe(200);
    await editUser(voter.user.id, { role: "user" });
  });
});

describe("the last active administrator", () => {
  /** Leaves exactly the head admin active, by demoting every other one. */
  async function onlyHeadAdminLeft() {
    const others = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.isActive, true)));
    for (const { id } of others) {
      if (id !== adminId) expect((await editUser(id, { role: "user" })).statusCode).toBe(200);
    }
    expect(await activeAdminCount()).toBe(1);
  }

  it("cannot be demoted or deactivated, by themself or anyone", async () => {
    await onlyHeadAdminLeft();
    for (const payload of [{ role: "user" }, { isActive: false }, { role: "user", isActive: false }]) {
      const res = await editUser(adminId, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        "This is the last active administrator: make another administrator active first.",
      );
    }
    expect(await activeAdminCount()).toBe(1);
    expect((await editUser(adminId, { name: "Still In Charge" })).statusCode).toBe(200);
  });

  it("may step down once another admin is active; an inactive admin does not count", async () => {
    await onlyHeadAdminLeft();
    const sleeper = await createAdmin();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, sleeper.id));
    expect((await editUser(adminId, { role: "user" })).statusCode).toBe(409);

    const deputy = await createAdmin("Deputy");
    const res = await editUser(adminId, { isActive: false });
    expect(res.statusCode).toBe(200);
    expect((await call(adminToken, "GET", "/api/admin/stats")).statusCode).toBe(401);
    expect((await editUser(adminId, { isActive: true }, deputy.token)).statusCode).toBe(200);
    adminToken = (
      await t.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { username: "admin1@example.org", password: PASSWORD },
      })
    ).json().token;
    expect((await call(adminToken, "GET", "/api/admin/stats")).statusCode).toBe(200);
  });

  describeRaces("under concurrent edits", (raceTest) => {
    raceTest("survives two admins demoting each other at the same moment", async () => {
      for (let round = 0; round < 3; round++) {
        await onlyHeadAdminLeft();
        const a = await createAdmin();
        const b = await createAdmin();
        // Only a and b stay active; the head admin steps aside for this round.
        await t.database.db.update(users).set({ role: "user" }).where(eq(users.id, adminId));
        const change = round === 1 ? { isActive: false } : { role: "user" };
        const [ab, ba] = await Promise.all([
          editUser(b.id, change, a.token),
          editUser(a.id, change, b.token),
        ]);
        const statuses = [ab.statusCode, ba.statusCode].sort();
        expect(statuses[0]).toBe(200);
        // The loser either counted after the winner committed (409) or had already lost its token (401).
        expect([401, 409]).toContain(statuses[1]);
        expect(await activeAdminCount()).toBe(1);
        await t.database.db.update(users).set({ role: "admin" }).where(eq(users.id, adminId));
      }
    });
  });
});
