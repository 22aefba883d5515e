import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { engagement, reminderPreferences } from "../../../db/schema/engagement";
import { legacyUserId } from "../../../shared/accounts";
import {
  ENGAGEMENT_FLAGS,
  type Engagement,
  engagementUpdateSchema,
  type ReminderPreferences,
  reminderPreferencesSchema,
} from "../../../shared/engagement";
import type { ServerContext } from "../../context";
import { guarded } from "../auth/access";
import { requireUser } from "../auth/context";

const userIdQuery = z.object({ userId: legacyUserId });

const NO_ENGAGEMENT: Engagement = Object.fromEntries(ENGAGEMENT_FLAGS.map((f) => [f, false])) as Engagement;

export const DEFAULT_REMINDERS: ReminderPreferences = {
  emailReminders: false,
  calendarReminders: false,
  oneMonth: true,
  twoWeeks: true,
  oneWeek: true,
  threeDays: true,
  dayBefore: true,
  dayOf: true,
};

function pickFlags(row: typeof engagement.$inferSelect | undefined): Engagement {
  if (!row) return NO_ENGAGEMENT;
  return Object.fromEntries(ENGAGEMENT_FLAGS.map((f) => [f, row[f]])) as Engagement;
}

/** The signed-in voter's engagement flags and reminder settings. */
export const engagementRoutes: FastifyPluginAsyncZod<ServerContext> = guarded(
  "voter",
  async (app, { db, now }) => {
    app.get("/api/user/engagement", { schema: { querystring: userIdQuery } }, async (request) => {
      const actor = await requireUser(request);
      const [row] = await db.select().from(engagement).where(eq(engagement.userId, actor.user.id));
      return { engagement: pickFlags(row) };
    });

    app.post("/api/user/engagement", { schema: { body: engagementUpdateSchema } }, async (request) => {
      const actor = await requireUser(request);
      const turnedOn = ENGAGEMENT_FLAGS.filter((f) => request.body.updates[f] === true);
      const values = Object.fromEntries(turnedOn.map((f) => [f, true]));
      // OR-ing keeps a flag on once set: flags only go from false to true.
      const set = Object.fromEntries(
        turnedOn.map((f) => [f, sql`${engagement[f]} or excluded.${sql.identifier(engagement[f].name)}`]),
      );
      const [row] = await db
        .insert(engagement)
        .values({ userId: actor.user.id, ...values })
        .onConflictDoUpdate({ target: engagement.userId, set: { ...set, updatedAt: now() } })
        .returning();
      return { engagement: pickFlags(row) };
    });

    app.get("/api/user/reminders", async (request) => {
      const actor = await requireUser(request);
      const [row] = await db
        .select()
        .from(reminderPreferences)
        .where(eq(reminderPreferences.userId, actor.user.id));
      return { reminders: row ? reminderPreferencesSchema.strip().parse(row) : DEFAULT_REMINDERS };
    });

    app.put("/api/user/reminders", { schema: { body: reminderPreferencesSchema } }, async (request) => {
      const actor = await requireUser(request);
      const values = { ...request.body, updatedAt: now() };
      await db
        .insert(reminderPreferences)
        .values({ userId: actor.user.id, ...values })
        .onConflictDoUpdate({ target: reminderPreferences.userId, set: values });
      return { reminders: request.body };
    });
  },
);
