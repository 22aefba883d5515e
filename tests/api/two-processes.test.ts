import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/client";
import { primaryElections } from "#db/schema/elections";
import { reminderPreferences } from "#db/schema/engagement";
import { users } from "#db/schema/users";
import { seedSnapshot } from "#db/seed";
import { createThrowawayDatabase } from "#db/throwaway-database";
import { type App, buildApp } from "#server/app";
import { insertPledge } from "#server/modules/pledges/repo";
import { RELAXED_RATE_RULES, TEST_TODAY } from "../support/app";
import { testConfig } from "../support/config";
import { describeRaces } from "../support/races";
import { insertAdmin, TEST_ADMIN_PASSWORD } from "../support/records";
import { type SmtpCapture, startSmtpCapture } from "../support/smtp";
import { signIn } from "../support/voters";

/**
 * Two app instances on one PostgreSQL database, as two processes or hosts would be, each with its
 * notice fan-out, reminder scan and mail worker, sending through a real SMTP server: recording an
 * action mails every pledger exactly once, and every due reminder goes out exactly once. PGlite
 * serves one process only, so this runs on PostgreSQL.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const PLEDGERS = 23;

let dropDatabase: () => Promise<void>;
let handles: DatabaseHandle[] = [];
let apps: App[] = [];
let smtp: SmtpCapture;

beforeAll(async () => {
  if (!postgresUrl) return;
  const throwaway = await createThrowawayDatabase(postgresUrl, "test_notices");
  dropDatabase = throwaway.drop;
  handles = [await openDatabase({ url: throwaway.url }), await openDatabase({ url: throwaway.url })];
  await handles[0]!.migrate();
  await seedSnapshot(handles[0]!.db);
  smtp = await startSmtpCapture();
  const config = testConfig({ SMTP_URL: smtp.url });
  apps = await Promise.all(
    handles.map(async (database) => {
      const app = await buildApp({
        config,
        database,
        now: () => TEST_TODAY,
        serveClient: false,
        rateRules: RELAXED_RATE_RULES,
        // Batches of 4, driven by the test: the two instances' steps interleave.
        noticeBatchSize: 4,
        reminderBatchSize: 4,
        manualJobs: true,
      });
      await app.ready();
      return app;
    }),
  );
}, 120_000);

afterAll(async () => {
  if (!postgresUrl) return;
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
  await smtp.close();
  await dropDatabase();
});

describeRaces("action notices with two app instances on one database", (raceTest) => {
  raceTest("mail every pledger exactly once, whichever instance queues and sends them", async () => {
    const [a, b] = apps as [App, App];
    const db = handles[0]!.db;
    const murkowski = a.catalog.find("lisa-murkowski")!;
    const pledgers = await db
      .insert(users)
      .values(
        Array.from({ length: PLEDGERS }, (_, i) => ({
          name: `Pledger ${i}`,
          email: `pledger${i}@example.org`,
          passwordHash: "never-used",
          state: "AK",
          zip: "99501",
        })),
      )
      .returning({ id: users.id });
    for (const { id } of pledgers) {
      await insertPledge(db, { userId: id, legislatorId: murkowski.id, shareOnSocial: false });
    }
    await insertAdmin(db, "two-processes-admin@example.org");
    const admin = await signIn(a, "two-processes-admin@example.org", TEST_ADMIN_PASSWORD);
    const recorded = await admin.inject({
      method: "POST",
      url: `/api/admin/legislators/${murkowski.id}/actions`,
      payload: { kind: "public-commitment", date: "2026-11-20", sourceUrl: "https://example.org/statement" },
    });
    expect(recorded.statusCode).toBe(201);

    await Promise.all([a.noticeFanOut.runOnce(), b.noticeFanOut.runOnce()]);
    const [sentByA, sentByB] = await Promise.all([a.mailWorker.runOnce(), b.mailWorker.runOnce()]);
    expect(sentByA + sentByB).toBe(PLEDGERS);

    // A second look by either instance finds nothing left to queue or send.
    await Promise.all([a.noticeFanOut.runOnce(), b.noticeFanOut.runOnce()]);
    expect((await Promise.all([a.mailWorker.runOnce(), b.mailWorker.runOnce()])).every((n) => n === 0)).toBe(
      true,
    );
    const recipients = smtp.messages.map((m) => m.envelopeTo.join(","));
    expect(recipients).toHaveLength(PLEDGERS);
    expect(new Set(recipients).size).toBe(PLEDGERS);
    for (const message of smtp.messages) {
      expect(message.mail.subject).toBe("Lisa Murkowski acted: your pledge is now due");
      expect(message.mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(message.mail.headers["list-unsubscribe"]).toMatch(
        /^<http:\/\/localhost:5000\/api\/unsubscribe\?token=/,
      );
    }
  });

  raceTest("send each due reminder exactly once, whichever instance scans", async () => {
    const [a, b] = apps as [App, App];
    const db = handles[0]!.db;
    // Texas's registration deadline a week after the tests' today, its primary 17 days after.
    await db
      .update(primaryElections)
      .set({ registrationDeadline: "2026-11-28", primaryDate: "2026-12-08", updatedAt: new Date() })
      .where(eq(primaryElections.state, "TX"));
    await Promise.all([a.catalog.refreshIfChanged(), b.catalog.refreshIfChanged()]);
    const texans = await db
      .insert(users)
      .values(
        Array.from({ length: 17 }, (_, i) => ({
          name: `Texan ${i}`,
          email: `texan${i}@example.org`,
          passwordHash: "never-used",
          state: "TX",
          zip: "78701",
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(reminderPreferences)
      .values(texans.map(({ id }) => ({ userId: id, emailReminders: true })));
    const before = smtp.messages.length;

    await Promise.all([a.reminderScan.runOnce(), b.reminderScan.runOnce()]);
    await Promise.all([a.mailWorker.runOnce(), b.mailWorker.runOnce()]);
    await Promise.all([a.reminderScan.runOnce(), b.reminderScan.runOnce()]);
    await Promise.all([a.mailWorker.runOnce(), b.mailWorker.runOnce()]);

    // Two reminders each: the deadline's one-week reminder and the primary's one-month reminder.
    const reminders = smtp.messages.slice(before);
    expect(reminders).toHaveLength(2 * texans.length);
    const keys = reminders.map((m) => `${m.envelopeTo.join(",")} ${m.mail.subject}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
