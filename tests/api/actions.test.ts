import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client";
import type { MailMessage } from "#server/mail/transport";
import type { Legislator } from "#shared/legislator";
import { createTestApp, type TestApp } from "../support/app";
import { createMemoryMail } from "../support/memory-mail";
import { insertAdmin, TEST_ADMIN_PASSWORD } from "../support/records";
import { newVoter, type SignedIn, signIn } from "../support/voters";

/**
 * Actions on record and the notices that follow (docs/principles.md, "Constituents and actions"): administrators
 * record and correct actions; the profile, the lists and the voter's pledges show them; every
 * pledger is mailed once per action, unless they turned notices off.
 */
let t: TestApp;
const mail = createMemoryMail();
let admin: SignedIn;
let murkowski: Legislator;
let sullivan: Legislator;

beforeAll(async () => {
  // Small batches, so that the fan-out takes several steps over a handful of pledgers; the test
  // runs the fan-out and the mail worker itself, so it can act between their steps.
  t = await createTestApp({ mailTransport: mail.transport, noticeBatchSize: 2, manualJobs: true });
  await insertAdmin(t.database.db, "actions-admin@example.org");
  admin = await signIn(t.app, "actions-admin@example.org", TEST_ADMIN_PASSWORD);
  murkowski = t.app.catalog.find("lisa-murkowski")!;
  sullivan = t.app.catalog.find("dan-sullivan")!;
}, 120_000);
afterAll(() => t.close());

const VALID = {
  kind: "impeachment-vote",
  date: "2026-11-20",
  sourceUrl: "https://clerk.house.gov/Votes/2026123",
  note: "Roll call 123",
};

const record = (member: Pick<Legislator, "id">, payload: object, as: SignedIn | null = admin) =>
  (as ? as.inject : t.app.inject.bind(t.app))({
    method: "POST",
    url: `/api/admin/legislators/${member.id}/actions`,
    payload,
  });

/** Queues every notice that is due and delivers the outbox: what the background jobs do. */
async function deliverNotices() {
  await t.app.noticeFanOut.runOnce();
  await t.app.mailWorker.runOnce();
}

const noticesTo = (email: string) => mail.messages.filter((m) => m.to === email && /acted/.test(m.subject));

/** The catalog's view once it has caught up with the write (polled, with a deadline). */
async function profile(member: Legislator, until: (legislator: Record<string, unknown>) => boolean) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const { legislator } = (await t.app.inject({ url: `/api/legislators/${member.slug}` })).json();
    if (until(legislator) || Date.now() > deadline) return legislator;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("POST /api/admin/legislators/{id}/actions: who may call", () => {
  it("needs an administrator: 401 without a session, 403 for a voter, before the body is read", async () => {
    expect((await record(murkowski, { kind: "nonsense" }, null)).statusCode).toBe(401);
    const voter = await newVoter(t.app);
    const asVoter = await record(murkowski, { kind: "nonsense" }, voter);
    expect(asVoter.statusCode).toBe(403);
    expect(asVoter.json().errors).toBeUndefined();
    const del = await voter.inject({
      method: "DELETE",
      url: `/api/admin/legislators/${murkowski.id}/actions/1`,
    });
    expect(del.statusCode).toBe(403);
  });

  it("answers 404 for an unknown legislator", async () => {
    const res = await record({ id: 999_999 }, VALID);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Legislator not found");
  });
});

describe("POST /api/admin/legislators/{id}/actions: validation", () => {
  const errorsOf = async (payload: object) => {
    const res = await record(sullivan, payload);
    expect(res.statusCode).toBe(400);
    return res.json().errors as Record<string, string>;
  };

  it("refuses an unknown kind", async () => {
    expect(await errorsOf({ ...VALID, kind: "voted-against" })).toEqual({
      kind: "Choose what the legislator did",
    });
  });

  it("refuses a date in the future (Washington's today) or one that is not a real day", async () => {
    // The tests' clock is 2026-11-21 at noon UTC.
    expect(await errorsOf({ ...VALID, date: "2026-11-22" })).toEqual({
      date: "The date cannot be in the future",
    });
    expect(await errorsOf({ ...VALID, date: "2026-02-30" })).toEqual({ date: "Not a real calendar date" });
    expect(await errorsOf({ ...VALID, date: "11/20/2026" })).toEqual({ date: "Use the format yyyy-MM-dd" });
    expect((await record(sullivan, { ...VALID, date: "2026-11-21", note: null })).statusCode).toBe(201);
  });

  it("requires an http(s) source link", async () => {
    expect(await errorsOf({ ...VALID, sourceUrl: "javascript:alert(1)" })).toEqual({
      sourceUrl: "The source must be an http(s) link",
    });
    expect(await errorsOf({ ...VALID, sourceUrl: "ftp://example.org/vote" })).toEqual({
      sourceUrl: "The source must be an http(s) link",
    });
    const { sourceUrl: _missing, ...withoutSource } = VALID;
    expect(await errorsOf(withoutSource)).toEqual({ sourceUrl: "A source link is required" });
  });

  it("limits the note to 500 characters", async () => {
    expect(await errorsOf({ ...VALID, note: "x".repeat(501) })).toEqual({
      note: "The note must be at most 500 characters",
    });
  });
});

describe("actions on record", () => {
  let voters: Record<"alaskan" | "texan" | "quiet", SignedIn>;
  let actionId: number;

  beforeAll(async () => {
    voters = {
      alaskan: await newVoter(t.app, { registeredParty: "Democrat" }),
      texan: await newVoter(t.app, {
        state: "TX",
        zip: "78701",
        city: "Austin",
        registeredParty: "Republican",
      }),
      quiet: await newVoter(t.app),
    };
    for (const voter of Object.values(voters)) {
      const res = await voter.inject({
        method: "POST",
        url: "/api/pledges",
        payload: { legislatorId: murkowski.id },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().pledge.status).toBe("conditional");
    }
    const { reminders } = (await voters.quiet.inject({ url: "/api/user/reminders" })).json();
    await voters.quiet.inject({
      method: "PUT",
      url: "/api/user/reminders",
      payload: { ...reminders, actionNotices: false },
    });
    await t.app.mailWorker.runOnce();
    mail.messages.length = 0;
  });

  it("records an action: 201 with the action, and the audit log keeps it", async () => {
    const res = await record(murkowski, VALID);
    expect(res.statusCode).toBe(201);
    const { action } = res.json();
    expect(action).toMatchObject({ legislatorId: murkowski.id, ...VALID });
    expect(typeof action.id).toBe("number");
    expect(Date.parse(action.createdAt)).not.toBeNaN();
    actionId = action.id;
    const { entries } = (await admin.inject({ url: "/api/admin/audit-log?pageSize=5" })).json();
    expect(entries[0]).toMatchObject({
      action: "legislator.action.create",
      entityType: "legislator",
      entityId: String(murkowski.id),
    });
  });

  it("shows it on the profile (newest first), marks the member in lists, and makes the pledges due", async () => {
    const older = await record(murkowski, { ...VALID, kind: "public-commitment", date: "2026-10-01" });
    const legislator = await profile(murkowski, (l) => Array.isArray(l.actions) && l.actions.length === 2);
    expect(legislator.hasActed).toBe(true);
    expect((legislator.actions as { id: number }[]).map((a) => a.id)).toEqual([
      actionId,
      older.json().action.id,
    ]);
    const list = (await t.app.inject({ url: "/api/legislators?state=AK" })).json().legislators;
    expect(list.find((l: Legislator) => l.id === murkowski.id).hasActed).toBe(true);
    expect(list.find((l: Legislator) => l.id === sullivan.id)).not.toHaveProperty("actions");
    const { pledges } = (await voters.texan.inject({ url: "/api/user/pledges" })).json();
    expect(pledges[0]).toMatchObject({ legislatorId: murkowski.id, status: "due" });
    expect(pledges[0].legislator.actions[0].id).toBe(actionId);
  });

  it("mails each pledger once per action, never one who turned notices off, with one-click unsubscribe", async () => {
    await deliverNotices();
    await deliverNotices();
    const [alaskan] = noticesTo(voters.alaskan.user.email) as [MailMessage, MailMessage];
    expect(noticesTo(voters.alaskan.user.email)).toHaveLength(2);
    expect(noticesTo(voters.texan.user.email)).toHaveLength(2);
    expect(noticesTo(voters.quiet.user.email)).toHaveLength(0);

    expect(alaskan.subject).toBe("Lisa Murkowski acted: your pledge is now due");
    expect(alaskan.text).toContain("voted for articles of impeachment");
    expect(alaskan.text).toContain("https://clerk.house.gov/Votes/2026123");
    expect(alaskan.text).toContain("http://localhost:5000/legislators/lisa-murkowski");
    // Alaska's senator is next up in 2028; Alaska's top-four primary has one ballot for everyone.
    expect(alaskan.text).toContain("Your pledge is now due: vote in the next primary, expected in 2028.");
    expect(alaskan.text).toContain("You vote on one ballot that lists the candidates of every party");
    expect(alaskan.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(alaskan.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:5000\/api\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
    );
    const texan = noticesTo(voters.texan.user.email)[0]!;
    expect(texan.text).toContain("you live outside Alaska");
  });

  it("cancels the notices a correction catches before they are sent, and audits the correction", async () => {
    const res = await record(murkowski, { ...VALID, kind: "conviction-vote", date: "2026-11-21" });
    const { id } = res.json().action;
    await t.app.noticeFanOut.runOnce();
    const [queued] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from email_outbox where topic = ${`action:${id}`} and sent_at is null`,
    );
    expect(queued!.n).toBe(2);

    const del = await admin.inject({
      method: "DELETE",
      url: `/api/admin/legislators/${murkowski.id}/actions/${id}`,
    });
    expect(del.statusCode).toBe(204);
    await deliverNotices();
    expect(mail.messages.filter((m) => m.text.includes("did: voted to convict"))).toHaveLength(0);
    const legislator = await profile(murkowski, (l) => (l.actions as unknown[]).length === 2);
    expect((legislator.actions as { id: number }[]).some((a) => a.id === id)).toBe(false);
    const { entries } = (await admin.inject({ url: "/api/admin/audit-log?pageSize=1" })).json();
    expect(entries[0]).toMatchObject({ action: "legislator.action.delete", entityId: String(murkowski.id) });
    expect(entries[0].changes.cancelledNotices.after).toBe(2);
  });

  it("answers 404 for an action that is not this legislator's", async () => {
    const wrongMember = await admin.inject({
      method: "DELETE",
      url: `/api/admin/legislators/${sullivan.id}/actions/${actionId}`,
    });
    expect(wrongMember.statusCode).toBe(404);
    expect(wrongMember.json().message).toBe("Action not found");
  });

  it("unsubscribes in one click with the mail's token, once", async () => {
    const notice = noticesTo(voters.alaskan.user.email)[0]!;
    const url = new URL(/<([^>]+)>/.exec(notice.headers!["List-Unsubscribe"]!)![1]!);
    const oneClick = () =>
      t.app.inject({
        method: "POST",
        url: `${url.pathname}${url.search}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toMatch(/no longer receive reminders or action notices/);
    const { reminders } = (await voters.alaskan.inject({ url: "/api/user/reminders" })).json();
    expect(reminders).toMatchObject({ emailReminders: false, actionNotices: false });
    expect((await oneClick()).statusCode).toBe(400);
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/unsubscribe?token=not-a-token",
      payload: {},
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe("This unsubscribe link is invalid or has already been used");
    expect((await t.app.inject({ method: "POST", url: "/api/unsubscribe", payload: {} })).statusCode).toBe(
      400,
    );

    // Turned off, the voter gets no notice of the next action.
    await record(murkowski, { ...VALID, kind: "discharge-petition", date: "2026-11-19" });
    await deliverNotices();
    expect(noticesTo(voters.alaskan.user.email)).toHaveLength(2);
    expect(noticesTo(voters.texan.user.email)).toHaveLength(3);
  });

  it("lists a member's actions for the console", async () => {
    const res = await admin.inject({ url: `/api/admin/legislators/${murkowski.id}/actions` });
    expect(res.statusCode).toBe(200);
    expect(res.json().actions.map((a: { kind: string }) => a.kind)).toEqual([
      "impeachment-vote",
      "discharge-petition",
      "public-commitment",
    ]);
  });
});
