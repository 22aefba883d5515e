import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client";
import { legislators } from "#db/schema/legislators";
import { pledges } from "#db/schema/pledges";
import type { Legislator } from "#shared/legislator";
import { createTestApp, type TestApp } from "../support/app";
import { createMemoryMail } from "../support/memory-mail";
import { insertAdmin, TEST_ADMIN_PASSWORD } from "../support/records";
import { newVoter, type SignedIn, signIn } from "../support/voters";

/** A voter takes back a pledge: counts fall, notices not yet sent are dropped, the log keeps it. */
let t: TestApp;
const mail = createMemoryMail();
let admin: SignedIn;
let murkowski: Legislator;
let sullivan: Legislator;

beforeAll(async () => {
  t = await createTestApp({ mailTransport: mail.transport, manualJobs: true });
  await insertAdmin(t.database.db, "withdraw-admin@example.org");
  admin = await signIn(t.app, "withdraw-admin@example.org", TEST_ADMIN_PASSWORD);
  murkowski = t.app.catalog.find("lisa-murkowski")!;
  sullivan = t.app.catalog.find("dan-sullivan")!;
}, 120_000);
afterAll(() => t.close());

async function pledgeTo(voter: SignedIn, legislator: Legislator): Promise<number> {
  const res = await voter.inject({
    method: "POST",
    url: "/api/pledges",
    payload: { legislatorId: legislator.id },
  });
  expect(res.statusCode).toBe(201);
  return res.json().pledge.id;
}

const withdraw = (voter: SignedIn | null, pledgeId: number) =>
  (voter ? voter.inject : t.app.inject.bind(t.app))({ method: "DELETE", url: `/api/pledges/${pledgeId}` });

async function counters(legislator: Legislator) {
  const [row] = await t.database.db
    .select({
      pledgeCount: legislators.pledgeCount,
      constituentPledgeCount: legislators.constituentPledgeCount,
      verifiedConstituentPledgeCount: legislators.verifiedConstituentPledgeCount,
    })
    .from(legislators)
    .where(eq(legislators.id, legislator.id));
  return row!;
}

const unsentNoticesTo = async (userId: number) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from email_outbox
          where user_id = ${userId} and topic like 'action:%' and sent_at is null`,
    )
  )[0]!.n;

describe("DELETE /api/pledges/{id}", () => {
  it("removes the pledge, lowers the counts, drops the notices not yet sent and records it", async () => {
    const [leaving, staying] = [await newVoter(t.app), await newVoter(t.app)];
    const pledgeId = await pledgeTo(leaving, murkowski);
    await pledgeTo(staying, murkowski);
    const action = await admin.inject({
      method: "POST",
      url: `/api/admin/legislators/${murkowski.id}/actions`,
      payload: {
        kind: "impeachment-vote",
        date: "2026-11-20",
        sourceUrl: "https://clerk.house.gov/Votes/2026123",
      },
    });
    expect(action.statusCode).toBe(201);
    await t.app.noticeFanOut.runOnce();
    expect(await unsentNoticesTo(leaving.user.id)).toBe(1);
    const before = await counters(murkowski);

    const res = await withdraw(leaving, pledgeId);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");

    expect(await counters(murkowski)).toEqual({
      pledgeCount: before.pledgeCount - 1,
      constituentPledgeCount: before.constituentPledgeCount - 1,
      verifiedConstituentPledgeCount: before.verifiedConstituentPledgeCount,
    });
    expect(await t.database.db.select().from(pledges).where(eq(pledges.id, pledgeId))).toEqual([]);
    expect((await leaving.inject({ url: "/api/user/pledges" })).json().pledges).toEqual([]);
    // The voter who stays still gets their notice; the one who left does not.
    expect(await unsentNoticesTo(leaving.user.id)).toBe(0);
    expect(await unsentNoticesTo(staying.user.id)).toBe(1);
    const { entries } = (await admin.inject({ url: "/api/admin/audit-log?pageSize=1" })).json();
    expect(entries[0]).toMatchObject({
      action: "pledge.withdraw",
      entityType: "pledge",
      entityId: String(pledgeId),
      actor: { id: leaving.user.id },
    });
    // The public count follows once the catalog has caught up.
    await t.app.catalog.refreshIfChanged();
    const profile = (await t.app.inject({ url: `/api/legislators/${murkowski.slug}` })).json();
    expect(profile.legislator.pledgeCount).toBe(before.pledgeCount - 1);

    // Once withdrawn, the legislator can be pledged to again.
    await pledgeTo(leaving, murkowski);
  });

  it("answers 404 for another voter's pledge or one that is gone, and 401 without a session", async () => {
    const [owner, other] = [await newVoter(t.app), await newVoter(t.app)];
    const pledgeId = await pledgeTo(owner, sullivan);
    const before = await counters(sullivan);

    const foreign = await withdraw(other, pledgeId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: "Pledge not found" });
    expect((await withdraw(null, pledgeId)).statusCode).toBe(401);
    expect((await withdraw(owner, 2147483647)).statusCode).toBe(404);
    expect(await counters(sullivan)).toEqual(before);

    expect((await withdraw(owner, pledgeId)).statusCode).toBe(204);
    expect((await withdraw(owner, pledgeId)).statusCode).toBe(404);
    expect((await counters(sullivan)).pledgeCount).toBe(before.pledgeCount - 1);
  });

  it("refuses an id that is not a record's", async () => {
    const voter = await newVoter(t.app);
    expect((await withdraw(voter, 0)).statusCode).toBe(400);
    const res = await voter.inject({ method: "DELETE", url: "/api/pledges/abc" });
    expect(res.statusCode).toBe(400);
  });
});
