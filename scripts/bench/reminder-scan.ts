import path from "node:path";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { openDatabase, queryRows } from "#db/client";
import { primaryElections } from "#db/schema/elections";
import { seedSnapshot } from "#db/seed";
import { createThrowawayDatabase } from "#db/throwaway-database";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { REMINDER_OFFSETS } from "#shared/engagement";
import { addDays } from "#shared/rules/dates";
import { dueOffset, enabledOffsets, upcomingEvents } from "#shared/rules/reminder-schedule";
import { stateToday } from "#shared/state-time-zones";
import { STATE_AND_DC_CODES } from "#shared/states";
import { DEFAULT_POSTGRES_URL } from "./action-notices";

export interface ReminderScanResult {
  voters: number;
  /** The first scan, which queues every due reminder. */
  scanSeconds: number;
  queued: number;
  /** What the shared schedule rule says is due, computed here independently. */
  expected: number;
  /** A second scan right after: nothing left to queue. */
  rescanSeconds: number;
  requeued: number;
}

const NOW = new Date("2027-05-01T15:00:00Z");

/**
 * A scan over `voters` voters with e-mail reminders on, spread over the 50 states and DC, each with
 * a pseudo-random choice of offsets; every fifth state has a registration deadline, a primary and
 * a runoff within the next month. In-process on a throwaway PostgreSQL database: the scan is the
 * measured work, the mail worker is left idle (the mails stay queued). Checks the number queued
 * against the shared schedule rule, and that a second scan queues nothing.
 */
export async function benchReminderScan(options: {
  postgresUrl: string;
  voters: number;
}): Promise<ReminderScanResult> {
  const throwaway = await createThrowawayDatabase(options.postgresUrl, "bench_reminders");
  const database = await openDatabase({ url: throwaway.url });
  try {
    await database.migrate();
    await seedSnapshot(database.db);
    const db = database.db;
    const dated = STATE_AND_DC_CODES.filter((_, i) => i % 5 === 0);
    for (const [i, state] of dated.entries()) {
      const today = stateToday(state, NOW);
      await db
        .update(primaryElections)
        .set({
          registrationDeadline: addDays(today, 3 + (i % 5)),
          primaryDate: addDays(today, 14 + (i % 3)),
          runoffDate: addDays(today, 28),
          updatedAt: NOW,
        })
        .where(eq(primaryElections.state, state));
    }
    // Offsets from the voter's number's bits: every combination occurs.
    await db.execute(sql`
      insert into users (name, email, password_hash, state)
      select 'Bench Voter ' || g, 'reminder-' || g || '@example.org', 'not-a-real-hash',
        (${sql.raw(`array[${STATE_AND_DC_CODES.map((c) => `'${c}'`).join(",")}]`)})[1 + g % ${STATE_AND_DC_CODES.length}]
      from generate_series(1, ${options.voters}) as g`);
    await db.execute(sql`
      insert into reminder_preferences (user_id, email_reminders, one_month, two_weeks, one_week, three_days, day_before, day_of)
      select id, true, id % 2 = 0, id % 3 = 0, id % 5 <> 0, id % 7 <> 0, id % 2 = 1, id % 4 = 0
      from users where email like 'reminder-%'`);
    const expected = await expectedReminders(db);

    const app = await buildApp({
      config: loadConfig({ ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", PORT: "0" }),
      database,
      now: () => NOW,
      serveClient: false,
      manualJobs: true,
    });
    await app.ready();
    try {
      const outbox = async () =>
        Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from email_outbox`))[0]!.n);
      const before = await outbox();
      let started = performance.now();
      await app.reminderScan.runOnce();
      const scanSeconds = (performance.now() - started) / 1000;
      const queued = (await outbox()) - before;
      started = performance.now();
      await app.reminderScan.runOnce();
      const rescanSeconds = (performance.now() - started) / 1000;
      return {
        voters: options.voters,
        scanSeconds,
        queued,
        expected,
        rescanSeconds,
        requeued: (await outbox()) - before - queued,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await throwaway.drop();
  }
}

/** The reminders due at NOW by the shared rule, voter by voter: what the scan must queue. */
async function expectedReminders(db: Parameters<typeof queryRows>[0]): Promise<number> {
  const elections = await db.select().from(primaryElections);
  const rows = await queryRows<Record<string, unknown> & { state: string }>(
    db,
    sql`select u.state, r.* from users u join reminder_preferences r on r.user_id = u.id where r.email_reminders`,
  );
  let due = 0;
  for (const row of rows) {
    const election = elections.find((e) => e.state === row.state);
    const today = stateToday(row.state, NOW);
    const prefs = Object.fromEntries(
      REMINDER_OFFSETS.map((o) => [o, row[o.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] === true]),
    ) as Record<(typeof REMINDER_OFFSETS)[number], boolean>;
    for (const event of upcomingEvents(election, today)) {
      if (dueOffset(event.date, today, enabledOffsets(prefs)) !== null) due += 1;
    }
  }
  return due;
}

export function reminderScanTable(r: ReminderScanResult): string {
  return [
    "| voters | scan (s) | reminders queued | due by the rule | second scan (s) | queued again |",
    "|---|---|---|---|---|---|",
    `| ${r.voters} | ${r.scanSeconds.toFixed(2)} | ${r.queued} | ${r.expected} | ${r.rescanSeconds.toFixed(2)} | ${r.requeued} |`,
  ].join("\n");
}

// Run on its own: `npx tsx scripts/bench/reminder-scan.ts [--postgres URL] [--voters N]`.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { values: args } = parseArgs({
    options: {
      postgres: { type: "string", default: DEFAULT_POSTGRES_URL },
      voters: { type: "string", default: "100000" },
    },
  });
  const result = await benchReminderScan({ postgresUrl: args.postgres, voters: Number(args.voters) });
  console.info(reminderScanTable(result));
  if (result.queued !== result.expected || result.requeued !== 0) process.exitCode = 1;
}
