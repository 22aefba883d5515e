import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legislators } from "#db/schema/legislators";
import { users } from "#db/schema/users";
import { hashPassword } from "#server/modules/auth/password";
import { createTestApp, type TestApp } from "../support/app";
import { newVoter, type SignedIn, signIn } from "../support/voters";

/**
 * Every per-user call, tried signed out, as the owner, as another voter and as an administrator:
 * nobody reads or writes another user's data, whatever userId the request names.
 */
let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
let admin: SignedIn;
let legislatorId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newVoter(t.app, { name: "Owner Voter" });
  other = await newVoter(t.app, { name: "Other Voter" });
  await t.database.db.insert(users).values({
    name: "Site Admin",
    email: "admin@example.org",
    passwordHash: await hashPassword("admin password here"),
    role: "admin",
    verified: true,
  });
  admin = await signIn(t.app, "admin@example.org", "admin password here");
  const [member] = await t.database.db
    .select()
    .from(legislators)
    .where(eq(legislators.slug, "lisa-murkowski"));
  legislatorId = member!.id;
  await owner.inject({ method: "POST", url: "/api/pledges", payload: { legislatorId } });
});
afterAll(() => t.close());

type Caller = "signedOut" | "owner" | "other" | "admin";
const callers: Caller[] = ["signedOut", "owner", "other", "admin"];

function as(caller: Caller, options: Parameters<SignedIn["inject"]>[0]) {
  if (caller === "signedOut") return t.app.inject(options);
  return { owner, other, admin }[caller].inject(options);
}

const matrix: {
  name: string;
  request: () => Parameters<SignedIn["inject"]>[0];
  expected: Record<Caller, number>;
}[] = [
  {
    name: "GET /api/user/pledges?userId=owner",
    request: () => ({ method: "GET", url: `/api/user/pledges?userId=${owner.user.id}` }),
    expected: { signedOut: 401, owner: 200, other: 403, admin: 403 },
  },
  {
    name: "GET /api/user/legislators?userId=owner",
    request: () => ({ method: "GET", url: `/api/user/legislators?userId=${owner.user.id}` }),
    expected: { signedOut: 401, owner: 200, other: 403, admin: 403 },
  },
  {
    name: "GET /api/user/engagement?userId=owner",
    request: () => ({ method: "GET", url: `/api/user/engagement?userId=${owner.user.id}` }),
    expected: { signedOut: 401, owner: 200, other: 403, admin: 403 },
  },
  {
    name: "POST /api/user/engagement for owner",
    request: () => ({
      method: "POST",
      url: "/api/user/engagement",
      payload: { userId: owner.user.id, updates: { hasCalledLegislator: true } },
    }),
    expected: { signedOut: 401, owner: 200, other: 403, admin: 403 },
  },
  {
    name: "PATCH /api/user/owner",
    request: () => ({
      method: "PATCH",
      url: `/api/user/${owner.user.id}`,
      payload: { name: "Renamed", address: "1 Main St", city: "Anchorage", state: "AK", zip: "99501" },
    }),
    expected: { signedOut: 401, owner: 200, other: 403, admin: 403 },
  },
  {
    name: "POST /api/pledges on behalf of owner",
    request: () => ({
      method: "POST",
      url: "/api/pledges",
      payload: { userId: owner.user.id, legislatorId },
    }),
    // The owner already pledged: 409 proves the call acted for the owner.
    expected: { signedOut: 401, owner: 409, other: 403, admin: 403 },
  },
  {
    name: "POST /api/resend-verification for owner",
    request: () => ({ method: "POST", url: "/api/resend-verification", payload: { userId: owner.user.id } }),
    expected: { signedOut: 401, owner: 200, other: 403, admin: 403 },
  },
  {
    name: "GET /api/communication-templates?userId=owner",
    request: () => ({
      method: "GET",
      url: `/api/communication-templates/${legislatorId}?userId=${owner.user.id}`,
    }),
    expected: { signedOut: 200, owner: 200, other: 403, admin: 403 },
  },
  {
    name: "POST /api/pledge/find-legislators?userId=owner",
    request: () => ({
      method: "POST",
      url: `/api/pledge/find-legislators?userId=${owner.user.id}`,
      payload: { address: "1 Main St", city: "Anchorage", state: "AK", zip: "99501" },
    }),
    expected: { signedOut: 200, owner: 200, other: 403, admin: 403 },
  },
];

describe("authorisation matrix", () => {
  for (const row of matrix) {
    it(row.name, async () => {
      const got = Object.fromEntries(
        await Promise.all(callers.map(async (c) => [c, (await as(c, row.request())).statusCode] as const)),
      );
      expect(got).toEqual(row.expected);
    });
  }

  it("shows each voter only their own data when no userId is given", async () => {
    const mine = (await owner.inject({ method: "GET", url: "/api/user/pledges" })).json().pledges;
    const theirs = (await other.inject({ method: "GET", url: "/api/user/pledges" })).json().pledges;
    expect(mine).toHaveLength(1);
    expect(theirs).toEqual([]);
    const me = (await other.inject({ method: "GET", url: "/api/user" })).json().user;
    expect(me.id).toBe(other.user.id);
    // Their names as they stand: other tests here rename both.
    const ownerName = (await owner.inject({ method: "GET", url: "/api/user" })).json().user.name;
    const templates = (
      await other.inject({ method: "GET", url: `/api/communication-templates/${legislatorId}` })
    ).json().templates;
    expect(templates.letter).toContain(me.name);
    expect(templates.letter).not.toContain(ownerName);
  });

  it("never lets the profile call change identity or privileges", async () => {
    const res = await other.inject({
      method: "PATCH",
      url: `/api/user/${other.user.id}`,
      payload: {
        name: "Still Other",
        address: "1 Main St",
        city: "Anchorage",
        state: "AK",
        zip: "99501",
        id: owner.user.id,
        email: owner.user.email,
        role: "admin",
        isActive: false,
        verified: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row).toMatchObject({
      name: "Still Other",
      email: other.user.email,
      role: "user",
      isActive: true,
      verified: false,
    });
    const [ownerRow] = await t.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(ownerRow!.name).not.toBe("Still Other");
  });

  it("refuses a forged or foreign-origin session", async () => {
    const forged = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: "pw_session=forged-token" },
    });
    expect(forged.statusCode).toBe(401);
    const crossSite = await owner.inject({
      method: "POST",
      url: "/api/pledges",
      payload: { legislatorId },
      headers: { origin: "https://attacker.example" },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
