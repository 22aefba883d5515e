import { eq, sql } from "drizzle-orm";
import type { Database, DbExecutor } from "#db/client";
import { engagement, reminderPreferences } from "#db/schema/engagement";
import { ENGAGEMENT_FLAGS, type Engagement, type EngagementFlag } from "#shared/engagement";

export type EngagementRow = typeof engagement.$inferSelect;
export type ReminderPreferencesRow = typeof reminderPreferences.$inferSelect;

const NO_ENGAGEMENT: Engagement = Object.fromEntries(ENGAGEMENT_FLAGS.map((f) => [f, false])) as Engagement;

function pickFlags(row: EngagementRow | undefined): Engagement {
  if (!row) return NO_ENGAGEMENT;
  return Object.fromEntries(ENGAGEMENT_FLAGS.map((f) => [f, row[f]])) as Engagement;
}

/** The voter's six flags; all off when they have none on record. */
export async function readEngagement(db: Database, userId: number): Promise<Engagement> {
  const [row] = await db.select().from(engagement).where(eq(engagement.userId, userId));
  return pickFlags(row);
}

/** Turns the given flags on (never off) and answers with all six. */
export async function turnOnEngagement(
  db: Database,
  userId: number,
  turnedOn: readonly EngagementFlag[],
  now: Date,
): Promise<Engagement> {
  const values = Object.fromEntries(turnedOn.map((f) => [f, true]));
  // OR-ing keeps a flag on once set: flags only go from false to true.
  const set = Object.fromEntries(
    turnedOn.map((f) => [f, sql`${engagement[f]} or excluded.${sql.identifier(engagement[f].name)}`]),
  );
  const [row] = await db
    .insert(engagement)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: engagement.userId, set: { ...set, updatedAt: now } })
    .returning();
  return pickFlags(row);
}

export async function readReminderPreferences(
  db: Database,
  userId: number,
): Promise<ReminderPreferencesRow | undefined> {
  const [row] = await db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId));
  return row;
}

/** Stores the given settings (the others keep their stored or default values); returns them all. */
export async function saveReminderPreferences(
  db: DbExecutor,
  userId: number,
  values: Omit<typeof reminderPreferences.$inferInsert, "userId">,
): Promise<ReminderPreferencesRow> {
  const [row] = await db
    .insert(reminderPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderPreferences.userId, set: values })
    .returning();
  return row!;
}
