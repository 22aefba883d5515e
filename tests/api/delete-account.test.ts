import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client";
import { legislators } from "#db/schema/legislators";
import { createTestApp, type TestApp } from "../support/app";
import { createMemoryMail } from "../support/memory-mail";
import { insertAdmin, TEST_ADMIN_PASSWORD } from "../support/records";
import { newVoter, registration, type SignedIn, signIn } from "../support/voters";

/** A voter erases their account: nothing of theirs is left but a count-free audit line. */
let t: TestApp;
const mail = createMemoryMail();
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ mailTransport: mail.transport });
  await insertAdmin(t.database.db, "delete-admin@example.org");
  const login = await t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { username: "delete-admin@example.org", password: TEST_ADMIN_PASSWORD },
  });
  adminToken = login.json().token;
}, 120_000);
afterAll(() => t.close());

const asAdmin = (method: "GET" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${adminToken}` } });

const deleteAccount = (voter: SignedIn | null, id: number, password: string) =>
  (voter ? voter.inject : t.app.inject.bind(t.app))({
    method: "DELETE",
    url: `/api/user/${id}`,
    payload: { password },
  });

const pledgeCount = async (slug: string) =>
  (await t.database.db.select().from(legislators).where(eq(legislators.slug, slug)))[0]!;

/** Every row of every table of the app, as text, that mentions `needle`, by table. */
async function rowsMentioning(needle: string): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(name)} r where r::text ilike ${`%${needle}%`}`,
    );
    if (row!.n > 0) found[name] = row!.n;
  }
  return found;
}

describe("DELETE /api/user/{id}", () => {
  it("erases the voter everywhere, lowers the counts, signs them out and mails a confirmation", async () => {
    const body = registration({
      name: "Quinn Erasable",
      address: "4321 Forgotten Lane",
      phone: "907-555-0142",
    });
    expect((await t.app.inject({ method: "POST", url: "/api/register", payload: body })).statusCode).toBe(
      201,
    );
    const voter = await signIn(t.app, body.email, body.password);
    const id = voter.user.id;
    const pledged = await voter.inject({
      method: "POST",
      url: "/api/pledges",
      payload: { legislatorId: (await pledgeCount("lisa-murkowski")).id },
    });
    expect(pledged.statusCode).toBe(201);
    expect(
      (
        await voter.inject({
          method: "POST",
          url: "/api/contact",
          payload: {
            name: body.name,
            email: body.email,
            subject: "About my pledge",
            message: "Is it counted?",
          },
        })
      ).statusCode,
    ).toBe(201);
    expect((await voter.inject({ method: "POST", url: "/api/user/calendar-feed" })).statusCode).toBe(201);
    expect((await asAdmin("PATCH", `/api/admin/users/${id}`, { name: "Quinn Renamed" })).statusCode).toBe(
      200,
    );
    const before = await pledgeCount("lisa-murkowski");
    expect(Object.keys(await rowsMentioning(body.email)).length).toBeGreaterThan(1);

    const res = await deleteAccount(voter, id, body.password);
    expect(res.statusCode).toBe(204);
    expect(String(res.headers["set-cookie"])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    // Signed out everywhere, and unable to sign in again.
    expect((await voter.inject({ url: "/api/user" })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: body.email, password: body.password },
    });
    expect(again.statusCode).toBe(401);
    // The pledge no longer counts.
    const after = await pledgeCount("lisa-murkowski");
    expect(after.pledgeCount).toBe(before.pledgeCount - 1);
    expect(after.constituentPledgeCount).toBe(before.constituentPledgeCount - 1);

    // The one mail that still holds the address is the confirmation, on its way.
    const confirmation = await mail.waitFor(body.email, /account has been deleted/);
    expect(confirmation.text).toContain("your pledges no longer count");
    expect(await rowsMentioning(body.email)).toEqual({ email_outbox: 1 });
    const [outbox] = await queryRows<{ kind: string }>(
      t.database.db,
      sql`select kind from email_outbox where to_address = ${body.email}`,
    );
    expect(outbox!.kind).toBe("account-deleted");
    for (const secret of ["Quinn", "4321 Forgotten Lane", "907-555-0142", "5550142"]) {
      expect(await rowsMentioning(secret), secret).toEqual(secret === "Quinn" ? { email_outbox: 1 } : {});
    }

    // The audit log keeps the event, by number, and forgets the values of the earlier edit.
    const { entries } = (await asAdmin("GET", "/api/admin/audit-log?pageSize=5")).json();
    const deletion = entries.find((e: { action: string }) => e.action === "user.delete");
    expect(deletion).toMatchObject({ entityType: "user", entityId: String(id), actor: null });
    const edit = entries.find(
      (e: { action: string; entityId: string }) => e.action === "user.update" && e.entityId === String(id),
    );
    expect(edit.changes).toEqual({ name: { before: "[erased]", after: "[erased]" } });
  });

  it("is refused with the wrong password, for anyone else's account, without a session, and for an administrator", async () => {
    const [voter, other] = [await newVoter(t.app), await newVoter(t.app)];
    const wrong = await deleteAccount(voter, voter.user.id, "not my password at all");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: "Incorrect password",
      errors: { password: "Incorrect password" },
    });
    const missing = await deleteAccount(voter, voter.user.id, "");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ password: "Password is required" });
    expect((await deleteAccount(voter, other.user.id, "a long enough secret")).statusCode).toBe(403);
    expect((await deleteAccount(null, voter.user.id, "a long enough secret")).statusCode).toBe(401);
    expect((await voter.inject({ url: "/api/user" })).statusCode).toBe(200);
    expect((await other.inject({ url: "/api/user" })).statusCode).toBe(200);

    const admin = await signIn(t.app, "delete-admin@example.org", TEST_ADMIN_PASSWORD);
    const asAdminVoter = await deleteAccount(admin, admin.user.id, TEST_ADMIN_PASSWORD);
    expect(asAdminVoter.statusCode).toBe(403);
    expect(asAdminVoter.json().message).toBe("Administrator accounts are removed from the admin console");
  });
});
