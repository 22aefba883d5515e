import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legislators } from "#db/schema/legislators";
import { emailOutbox } from "#db/schema/messaging";
import { pledges } from "#db/schema/pledges";
import { sessions, users } from "#db/schema/users";
import { createTestApp, TEST_TODAY, type TestApp } from "../support/app";
import { createMemoryMail } from "../support/memory-mail";
import { describeRaces } from "../support/races";
import { newVoter, type SignedIn } from "../support/voters";

let t: TestApp;
const mail = createMemoryMail();
let murkowskiId: number;
let begichId: number;
beforeAll(async () => {
  t = await createTestApp({ mailTransport: mail.transport });
  const alaska = await t.database.db.select().from(legislators).where(eq(legislators.state, "AK"));
  murkowskiId = alaska.find((l) => l.lastName === "Murkowski")!.id;
  begichId = alaska.find((l) => l.type === "rep")!.id;
});
afterAll(() => t.close());

const pledge = (voter: SignedIn, payload: object) =>
  voter.inject({ method: "POST", url: "/api/pledges", payload });
/** The legislator's pledge count as the database holds it. */
const pledgeCountOf = async (legislatorId: number) =>
  (await t.database.db.select().from(legislators).where(eq(legislators.id, legislatorId)))[0]!.pledgeCount;

describe("POST /api/pledges", () => {
  it("records a pledge for the signed-in voter and counts it everywhere", async () => {
    const voter = await newVoter(t.app);
    const res = await pledge(voter, { legislatorId: murkowskiId, shareOnSocial: true });
    expect(res.statusCode).toBe(201);
    const body = res.json().pledge;
    expect(body).toMatchObject({ userId: voter.user.id, legislatorId: murkowskiId, shareOnSocial: true });
    expect(body.legislator.slug).toBe("lisa-murkowski");
    expect(new Date(body.createdAt).toString()).not.toBe("Invalid Date");

    await t.app.catalog.refreshIfChanged();
    const profile = (await t.app.inject({ method: "GET", url: `/api/legislators/${murkowskiId}` })).json();
    expect(profile.legislator.pledgeCount).toBe(1);
    const stats = (await t.app.inject({ method: "GET", url: "/api/stats" })).json();
    expect(stats).toMatchObject({ pledges: 1, legislatorsContacted: 1, statesRepresented: 1 });
  });

  it("answers 409 to a second pledge to the same legislator", async () => {
    const voter = await newVoter(t.app);
    expect((await pledge(voter, { legislatorId: begichId })).statusCode).toBe(201);
    const again = await pledge(voter, { legislatorId: begichId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "You have already pledged to support this legislator" });
  });

  it("answers 409 to a pledge to a delegate, who casts no vote on impeachment, and records nothing", async () => {
    const [delegate] = await t.database.db.select().from(legislators).where(eq(legislators.state, "PR"));
    const voter = await newVoter(t.app);
    const res = await pledge(voter, { legislatorId: delegate!.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `${delegate!.fullName} does not vote on the House floor, so casts no vote on impeachment: pledges can only be made to senators and representatives`,
    });
    expect(await t.database.db.select().from(pledges).where(eq(pledges.userId, voter.user.id))).toEqual([]);
    // Signed out, the answer is still 401 first.
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/pledges",
      payload: { legislatorId: delegate!.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers with the legislator's count after the pledge", async () => {
    const voter = await newVoter(t.app);
    const res = await pledge(voter, { legislatorId: murkowskiId });
    expect(res.statusCode).toBe(201);
    expect(res.json().pledge.legislator.pledgeCount).toBe(await pledgeCountOf(murkowskiId));
  });

  it("refuses unknown legislators, bad input and signed-out callers", async () => {
    const voter = await newVoter(t.app);
    expect((await pledge(voter, { legislatorId: 999999 })).statusCode).toBe(404);
    const bad = await pledge(voter, { legislatorId: "abc" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty("legislatorId");
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/pledges",
      payload: { legislatorId: begichId },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describeRaces("POST /api/pledges under concurrency", (raceTest) => {
  raceTest("keeps exactly one row and an exact count under concurrent duplicate pledges", async () => {
    const voter = await newVoter(t.app);
    const before = await pledgeCountOf(murkowskiId);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => pledge(voter, { legislatorId: murkowskiId })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
    const rows = await t.database.db.select().from(pledges).where(eq(pledges.userId, voter.user.id));
    expect(rows).toHaveLength(1);
    expect(await pledgeCountOf(murkowskiId)).toBe(before + 1);
  });

  raceTest("keeps counts exact when many voters pledge at once", async () => {
    const voters = await Promise.all(Array.from({ length: 8 }, () => newVoter(t.app)));
    const before = await pledgeCountOf(begichId);
    const results = await Promise.all(voters.map((v) => pledge(v, { legislatorId: begichId })));
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const after = await pledgeCountOf(begichId);
    expect(after).toBe(before + 8);
    const rows = await t.database.db.select().from(pledges).where(eq(pledges.legislatorId, begichId));
    expect(rows).toHaveLength(after);
  });

  raceTest(
    "answers each of many voters pledging at once with the legislator's count after their pledge",
    async () => {
      const before = await pledgeCountOf(begichId);
      const voters = await Promise.all(Array.from({ length: 6 }, () => newVoter(t.app)));
      const results = await Promise.all(voters.map((v) => pledge(v, { legislatorId: begichId })));
      const counts = results.map((r) => r.json().pledge.legislator.pledgeCount).sort((a, b) => a - b);
      expect(counts).toEqual(Array.from({ length: 6 }, (_, i) => before + i + 1));
    },
  );
});

// The route signs the voter in and pledges in one statement (docs/performance.md); these pin that
// it keeps every rule of the general session check.
describe("POST /api/pledges signs in inside its own statement", () => {
  const pledgesOf = (userId: number) =>
    t.database.db.select().from(pledges).where(eq(pledges.userId, userId));

  it("refuses an expired session and a deactivated account, writing nothing", async () => {
    const expired = await newVoter(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(TEST_TODAY.getTime() - 1000) })
      .where(eq(sessions.userId, expired.user.id));
    const deactivated = await newVoter(t.app);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.user.id));
    for (const voter of [expired, deactivated]) {
      const res = await pledge(voter, { legislatorId: murkowskiId });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Please sign in to continue" });
      expect(await pledgesOf(voter.user.id)).toEqual([]);
    }
  });

  it("accepts the voter's own userId and refuses another's without writing", async () => {
    const voter = await newVoter(t.app);
    const other = await newVoter(t.app);
    const refused = await pledge(voter, { legislatorId: murkowskiId, userId: other.user.id });
    expect(refused.statusCode).toBe(403);
    expect(await pledgesOf(other.user.id)).toEqual([]);
    expect(await pledgesOf(voter.user.id)).toEqual([]);
    const own = await pledge(voter, { legislatorId: murkowskiId, userId: voter.user.id });
    expect(own.statusCode).toBe(201);
    expect(own.json().pledge.userId).toBe(voter.user.id);
  });

  it("slides the session's idle expiry, never past its absolute end", async () => {
    const voter = await newVoter(t.app);
    const absolute = new Date(TEST_TODAY.getTime() + 60_000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(TEST_TODAY.getTime() - 3600_000), absoluteExpiresAt: absolute })
      .where(eq(sessions.userId, voter.user.id));
    expect((await pledge(voter, { legislatorId: begichId })).statusCode).toBe(201);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, voter.user.id));
    expect(session!.lastSeenAt.getTime()).toBe(TEST_TODAY.getTime());
    expect(session!.expiresAt.getTime()).toBe(absolute.getTime());
  });

  it("does not take an admin bearer token as a voter's session", async () => {
    const voter = await newVoter(t.app);
    const res = await pledge(voter, { legislatorId: murkowskiId });
    expect(res.statusCode).toBe(201);
    const withBearer = await voter.inject({
      method: "POST",
      url: "/api/pledges",
      headers: { authorization: `Bearer ${"x".repeat(40)}` },
      payload: { legislatorId: begichId },
    });
    expect(withBearer.statusCode).toBe(401);
  });
});

describe("GET /api/user/pledges and /api/user/legislators", () => {
  it("lists the voter's own pledges with each legislator, newest first", async () => {
    const voter = await newVoter(t.app);
    await pledge(voter, { legislatorId: murkowskiId });
    await pledge(voter, { legislatorId: begichId });
    const res = await voter.inject({ method: "GET", url: "/api/user/pledges" });
    expect(res.statusCode).toBe(200);
    const list = res.json().pledges as { userId: number; legislatorId: number; legislator: { id: number } }[];
    expect(list.map((p) => p.legislatorId)).toEqual([begichId, murkowskiId]);
    for (const p of list) {
      expect(p.userId).toBe(voter.user.id);
      expect(p.legislator.id).toBe(p.legislatorId);
    }
  });

  it("lists the voter's senators and representative", async () => {
    const voter = await newVoter(t.app, { state: "NY", zip: "10021", city: "New York" });
    const res = await voter.inject({ method: "GET", url: "/api/user/legislators" });
    const list = res.json().legislators as { type: string; districtCode: string | null; state: string }[];
    expect(list.filter((l) => l.type === "sen")).toHaveLength(2);
    expect(list.filter((l) => l.type === "rep").map((l) => l.districtCode)).toEqual(["NY-12"]);
  });

  it("remembers the district a signed-in voter's lookup settles", async () => {
    const voter = await newVoter(t.app, { state: "NY", zip: "10001", city: "New York" });
    expect(voter.user.districtCode).toBeNull();
    const res = await voter.inject({
      method: "POST",
      url: "/api/pledge/find-legislators",
      payload: { address: "1 Main St", city: "New York", state: "NY", zip: "10021" },
    });
    expect(res.json()).toMatchObject({ district: "NY-12", userUpdated: true });
    const me = (await voter.inject({ method: "GET", url: "/api/user" })).json().user;
    expect(me).toMatchObject({ districtCode: "NY-12", congressionalDistrict: 12 });
  });
});

describe("engagement and reminders", () => {
  it("turns flags on, never off", async () => {
    const voter = await newVoter(t.app);
    const initial = await voter.inject({ method: "GET", url: "/api/user/engagement" });
    expect(Object.values(initial.json().engagement)).toEqual([false, false, false, false, false, false]);
    const on = await voter.inject({
      method: "POST",
      url: "/api/user/engagement",
      payload: { userId: voter.user.id, updates: { hasEmailedLegislator: true, hasDonated: true } },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().engagement).toMatchObject({
      hasEmailedLegislator: true,
      hasDonated: true,
      hasCalledLegislator: false,
    });
    const off = await voter.inject({
      method: "POST",
      url: "/api/user/engagement",
      payload: { updates: { hasEmailedLegislator: false, hasCalledLegislator: true } },
    });
    expect(off.json().engagement).toMatchObject({ hasEmailedLegislator: true, hasCalledLegislator: true });
    const unknown = await voter.inject({
      method: "POST",
      url: "/api/user/engagement",
      payload: { updates: { isAdmin: true } },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("stores reminder preferences, all offsets on by default", async () => {
    const voter = await newVoter(t.app);
    const defaults = (await voter.inject({ method: "GET", url: "/api/user/reminders" })).json().reminders;
    expect(defaults).toEqual({
      emailReminders: false,
      calendarReminders: false,
      actionNotices: true,
      oneMonth: true,
      twoWeeks: true,
      oneWeek: true,
      threeDays: true,
      dayBefore: true,
      dayOf: true,
    });
    const saved = await voter.inject({
      method: "PUT",
      url: "/api/user/reminders",
      payload: { ...defaults, emailReminders: true, oneMonth: false },
    });
    expect(saved.statusCode).toBe(200);
    const read = (await voter.inject({ method: "GET", url: "/api/user/reminders" })).json().reminders;
    expect(read).toMatchObject({ emailReminders: true, oneMonth: false, dayOf: true, actionNotices: true });
  });

  it("turns action notices off, and keeps the choice when a client leaves the field out", async () => {
    const voter = await newVoter(t.app);
    const put = (payload: object) => voter.inject({ method: "PUT", url: "/api/user/reminders", payload });
    const { reminders } = (await voter.inject({ method: "GET", url: "/api/user/reminders" })).json();
    expect((await put({ ...reminders, actionNotices: false })).json().reminders.actionNotices).toBe(false);
    const { actionNotices: _left, ...older } = reminders;
    const saved = await put({ ...older, emailReminders: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().reminders).toMatchObject({ emailReminders: true, actionNotices: false });
    expect((await put({ ...reminders, actionNotices: "yes" })).statusCode).toBe(400);
  });
});

describe("communication templates", () => {
  it("fills templates from the signed-in voter's profile and leaves placeholders otherwise", async () => {
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/api/communication-templates/${murkowskiId}`,
    });
    expect(anonymous.statusCode).toBe(200);
    const blank = anonymous.json().templates;
    expect(blank.letter).toContain("[Your Name]");
    expect(blank.email.subject).toContain("Murkowski");

    const voter = await newVoter(t.app, { name: "Jordan Rivera" });
    const filled = (
      await voter.inject({ method: "GET", url: `/api/communication-templates/${murkowskiId}` })
    ).json().templates;
    expect(filled.letter).toContain("Jordan Rivera");
    expect(filled.letter).not.toContain("[Your Name]");
    expect(Object.keys(filled).sort()).toEqual([
      "contextualNote",
      "email",
      "inPerson",
      "letter",
      "phone",
      "socialMedia",
    ]);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/communication-templates/999999" })).statusCode,
    ).toBe(404);
  });
});

describe("the receipt of a pledge", () => {
  it("mails the voter the words they pledged and the way to withdraw, once per pledge", async () => {
    const voter = await newVoter(t.app);
    expect((await pledge(voter, { legislatorId: murkowskiId })).statusCode).toBe(201);
    expect((await pledge(voter, { legislatorId: murkowskiId })).statusCode).toBe(409);
    const receipt = await mail.waitFor(voter.user.email, /^Your pledge to Lisa Murkowski$/);
    expect(receipt.text).toContain(
      "I pledge to vote for Lisa Murkowski in the next primary election if they act to impeach or convict a president who defies the Supreme Court.",
    );
    expect(receipt.text).toMatch(/See my pledges:\s+http:\/\/\S+\/dashboard\?tab=pledges/);
    expect(receipt.text).toContain("withdraw this pledge at any time");
    const queued = await t.database.db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, voter.user.id));
    expect(queued.filter((m) => m.kind === "pledge-receipt")).toHaveLength(1);
  });

  it("holds the promise a voter outside the seat made: support, not a primary vote", async () => {
    const texan = await newVoter(t.app, {
      city: "Austin",
      state: "TX",
      zip: "78701",
      address: "1 Congress Ave",
    });
    expect((await pledge(texan, { legislatorId: murkowskiId })).statusCode).toBe(201);
    const receipt = await mail.waitFor(texan.user.email, /^Your pledge to Lisa Murkowski$/);
    expect(receipt.text).toContain(
      "I live outside the seat of Lisa Murkowski, so I cannot vote in their primary.",
    );
    expect(receipt.text).not.toContain("I pledge to vote for");
  });
});
