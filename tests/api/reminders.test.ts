import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import type { MailMessage } from "#server/mail/transport";
import { createTestApp, type TestApp } from "../support/app";
import { testConfig } from "../support/config";
import { createMemoryMail } from "../support/memory-mail";
import { insertAdmin, TEST_ADMIN_PASSWORD } from "../support/records";
import { newVoter, type SignedIn, signIn } from "../support/voters";

/**
 * E-mail reminders, their one-click unsubscribe and the calendar feed (docs/principles.md,
 * "Reminders"), on a clock the test moves: Texas gets exact dates a few weeks ahead of the tests'
 * today (2026-11-21), Pennsylvania a closed-primary registration deadline.
 */
let t: TestApp;
let clock = new Date("2026-11-21T12:00:00Z");
const mail = createMemoryMail();
let voters: Record<"all" | "off" | "weekOnly" | "pennsylvanian" | "alaskan", SignedIn>;

const TEXAS = { registrationDeadline: "2026-11-28", primaryDate: "2026-12-08", runoffDate: null };

async function setDates(state: string, dates: object) {
  // Signed in afresh: the test's clock moves past a session's lifetime.
  const admin = await signIn(t.app, "reminders-admin@example.org", TEST_ADMIN_PASSWORD);
  const res = await admin.inject({
    method: "PATCH",
    url: `/api/admin/primary-elections/${state}`,
    payload: dates,
  });
  expect(res.statusCode).toBe(200);
  await t.app.catalog.refreshIfChanged();
}

async function remindersOn(voter: SignedIn, offsets: Record<string, boolean> = {}) {
  const { reminders } = (await voter.inject({ url: "/api/user/reminders" })).json();
  const res = await voter.inject({
    method: "PUT",
    url: "/api/user/reminders",
    payload: { ...reminders, emailReminders: true, ...offsets },
  });
  expect(res.statusCode).toBe(200);
}

/** Runs a scan at the given moment and delivers what it queued; returns the new reminder mails. */
async function scanAt(moment: string): Promise<MailMessage[]> {
  clock = new Date(moment);
  const before = mail.messages.length;
  await t.app.reminderScan.runOnce();
  await t.app.mailWorker.runOnce();
  return mail.messages.slice(before).filter((m) => m.subject.startsWith("Reminder:"));
}

const to = (voter: SignedIn) => (m: MailMessage) => m.to === voter.user.email;

beforeAll(async () => {
  t = await createTestApp({ mailTransport: mail.transport, manualJobs: true, now: () => clock });
  await insertAdmin(t.database.db, "reminders-admin@example.org");
  const texan = { state: "TX", zip: "78701", city: "Austin" };
  voters = {
    all: await newVoter(t.app, { ...texan, registeredParty: "Republican" }),
    off: await newVoter(t.app, texan),
    weekOnly: await newVoter(t.app, texan),
    pennsylvanian: await newVoter(t.app, {
      state: "PA",
      zip: "17101",
      city: "Harrisburg",
      registeredParty: "Democrat",
    }),
    alaskan: await newVoter(t.app),
  };
  await remindersOn(voters.all);
  await remindersOn(voters.weekOnly, {
    oneMonth: false,
    twoWeeks: false,
    threeDays: false,
    dayBefore: false,
    dayOf: false,
  });
  await remindersOn(voters.pennsylvanian);
  await remindersOn(voters.alaskan);
  await setDates("TX", TEXAS);
  await setDates("PA", { registrationDeadline: "2026-11-30", primaryDate: "2027-05-18", runoffDate: null });
  await t.app.mailWorker.runOnce();
}, 120_000);
afterAll(() => t.close());

describe("e-mail reminders", () => {
  it("mail each voter the reminder due today on their state's calendar, once", async () => {
    const sent = await scanAt("2026-11-21T12:00:00Z");
    // Texas: the deadline is 7 days away (the one-week reminder); the primary 17 days away, so the
    // one-month reminder is the latest that has come.
    expect(sent.filter(to(voters.all)).map((m) => m.subject)).toEqual([
      "Reminder: Texas's registration deadline is in 7 days (Saturday, November 28, 2026)",
      "Reminder: Texas's primary election is in 17 days (Tuesday, December 8, 2026)",
    ]);
    expect(sent.filter(to(voters.weekOnly)).map((m) => m.subject)).toEqual([
      "Reminder: Texas's registration deadline is in 7 days (Saturday, November 28, 2026)",
    ]);
    expect(sent.filter(to(voters.off))).toEqual([]);
    // Alaska's dates on record have all passed: nothing to remind, and never an estimated date.
    expect(sent.filter(to(voters.alaskan))).toEqual([]);
    expect(await scanAt("2026-11-21T12:05:00Z")).toEqual([]);
  });

  it("say plainly before a closed primary's deadline that the voter may need to change party", async () => {
    const [deadline] = mail.messages.filter(
      (m) => to(voters.pennsylvanian)(m) && m.subject.startsWith("Reminder:"),
    );
    expect(deadline!.subject).toBe(
      "Reminder: Pennsylvania's registration deadline is in 9 days (Monday, November 30, 2026)",
    );
    expect(deadline!.text).toContain(
      "you may need to change your party registration to Republican by Monday, November 30, 2026",
    );
    expect(deadline!.text).toContain("You must change your registration to Republican");
    expect(deadline!.text).toMatch(/Register or check your registration: https:\/\//);
    expect(deadline!.text).toContain("http://localhost:5000/state-information/pa");
    expect(deadline!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Account mail never offers an unsubscribe.
    const verification = mail.messages.find((m) => to(voters.pennsylvanian)(m) && /confirm/i.test(m.subject));
    expect(verification!.headers?.["List-Unsubscribe"]).toBeUndefined();
  });

  it("count days in the state's time zone", async () => {
    // 04:00 UTC on November 24 is still November 23 in Texas: the primary is 15 days away there,
    // the two-week reminder's day has not come.
    expect((await scanAt("2026-11-24T04:00:00Z")).filter(to(voters.all))).toEqual([]);
    const sent = await scanAt("2026-11-24T07:00:00Z");
    expect(sent.filter(to(voters.all)).map((m) => m.subject)).toEqual([
      "Reminder: Texas's primary election is in 14 days (Tuesday, December 8, 2026)",
    ]);
  });

  it("send only the latest missed reminder after downtime, never a backlog", async () => {
    // Down from November 24 to the day before the primary: the 7-day and 3-day reminders were missed.
    const sent = await scanAt("2026-12-07T15:00:00Z");
    expect(sent.filter(to(voters.all)).map((m) => m.subject)).toEqual([
      "Reminder: Texas's primary election is tomorrow (Tuesday, December 8, 2026)",
    ]);
  });

  it("start afresh when an administrator changes a date", async () => {
    await setDates("TX", { primaryDate: "2026-12-15" });
    const sent = await scanAt("2026-12-07T16:00:00Z");
    expect(sent.filter(to(voters.all)).map((m) => m.subject)).toEqual([
      "Reminder: Texas's primary election is in 8 days (Tuesday, December 15, 2026)",
    ]);
    expect(sent.filter(to(voters.weekOnly))).toEqual([]);
  });

  it("stop for a voter who unsubscribed in one click", async () => {
    const last = mail.messages.filter(to(voters.all)).at(-1)!;
    const url = new URL(/<([^>]+)>/.exec(last.headers!["List-Unsubscribe"]!)![1]!);
    const res = await t.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    // A week before the moved primary: the voter who kept reminders on gets hers, not this one.
    const sent = await scanAt("2026-12-08T16:00:00Z");
    expect(sent.filter(to(voters.all))).toEqual([]);
    expect(sent.filter(to(voters.weekOnly)).map((m) => m.subject)).toEqual([
      "Reminder: Texas's primary election is in 7 days (Tuesday, December 15, 2026)",
    ]);
  });
});

describe("REMINDER_SCAN_SECONDS", () => {
  it("defaults to 300 seconds and refuses 0 or text with a clear message", () => {
    expect(testConfig().reminderScanSeconds).toBe(300);
    const env = { NODE_ENV: "test" };
    expect(() => loadConfig({ ...env, REMINDER_SCAN_SECONDS: "0" })).toThrow(
      /REMINDER_SCAN_SECONDS: must be a whole number of seconds from 1 to 86400/,
    );
    expect(() => loadConfig({ ...env, REMINDER_SCAN_SECONDS: "often" })).toThrow(/REMINDER_SCAN_SECONDS/);
    expect(loadConfig({ ...env, REMINDER_SCAN_SECONDS: "60" }).reminderScanSeconds).toBe(60);
  });
});

describe("the calendar feed", () => {
  const feedPath = (url: string) => new URL(url).pathname;
  // The reminder tests move the clock and Texas's dates: each feed test starts from today's.
  beforeEach(async () => {
    clock = new Date("2026-11-21T12:00:00Z");
    await setDates("TX", TEXAS);
  });

  it("gives a signed-in voter a secret URL whose calendar holds their state's exact dates", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/user/calendar-feed" })).statusCode).toBe(401);
    // A voter who pledged to nobody, so the calendar holds their own state's dates alone.
    const created = await voters.all.inject({ method: "POST", url: "/api/user/calendar-feed" });
    expect(created.statusCode).toBe(201);
    const { url } = created.json();
    expect(url).toMatch(/^http:\/\/localhost:5000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const res = await t.app.inject({ url: feedPath(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.body.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.summary, e.startDate.toString(), e.startDate.isDate])).toEqual([
      ["Texas: Registration deadline", "2026-11-28", true],
      ["Texas: Primary election", "2026-12-08", true],
    ]);
    expect(events.map((e) => e.uid)).toEqual([
      "registration-deadline-tx-2026@localhost",
      "primary-tx-2026@localhost",
    ]);

    // An administrator's change shows on the next fetch, as the same event (same UID).
    await setDates("TX", { primaryDate: "2026-12-09" });
    const again = new ICAL.Component(ICAL.parse((await t.app.inject({ url: feedPath(url) })).body));
    const primary = again.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v))[1]!;
    expect([primary.uid, primary.startDate.toString()]).toEqual(["primary-tx-2026@localhost", "2026-12-09"]);
  });

  it("adds the states of the legislators the voter pledged to", async () => {
    const murkowski = t.app.catalog.find("lisa-murkowski")!;
    await setDates("AK", { registrationDeadline: "2026-12-01", primaryDate: null, runoffDate: null });
    await voters.weekOnly.inject({
      method: "POST",
      url: "/api/pledges",
      payload: { legislatorId: murkowski.id },
    });
    const { url } = (await voters.weekOnly.inject({ method: "POST", url: "/api/user/calendar-feed" })).json();
    const body = (await t.app.inject({ url: feedPath(url) })).body;
    expect(body).toContain("SUMMARY:Alaska: Registration deadline");
    expect(body).toContain("SUMMARY:Texas: Primary election");
  });

  it("answers 404 once the link is replaced or revoked, and for a made-up one", async () => {
    const first = (await voters.off.inject({ method: "POST", url: "/api/user/calendar-feed" })).json().url;
    const second = (await voters.off.inject({ method: "POST", url: "/api/user/calendar-feed" })).json().url;
    expect((await t.app.inject({ url: feedPath(first) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: feedPath(second) })).statusCode).toBe(200);
    expect((await voters.off.inject({ method: "DELETE", url: "/api/user/calendar-feed" })).statusCode).toBe(
      204,
    );
    expect((await t.app.inject({ url: feedPath(second) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/calendar/not-a-real-token-at-all-here.ics" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/calendar/x" })).statusCode).toBe(404);
  });
});
