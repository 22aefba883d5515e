import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServerContext } from "#server/context";
import { legacyUserId } from "#shared/accounts";
import {
  DEFAULT_REMINDERS,
  ENGAGEMENT_FLAGS,
  engagementResponseSchema,
  engagementUpdateSchema,
  reminderPreferencesSchema,
  reminderPreferencesUpdateSchema,
  remindersResponseSchema,
} from "#shared/engagement";
import { guarded } from "../auth/access";
import { requireUser } from "../auth/context";
import { readEngagement, readReminderPreferences, saveReminderPreferences, turnOnEngagement } from "./repo";

const userIdQuery = z.object({ userId: legacyUserId });

/** The signed-in voter's engagement flags and reminder settings. */
export const engagementRoutes: FastifyPluginAsyncZod<ServerContext> = guarded(
  "voter",
  async (app, { db, now }) => {
    const engagementAnswer = { 200: engagementResponseSchema };
    const remindersAnswer = { 200: remindersResponseSchema };

    app.get(
      "/api/user/engagement",
      { schema: { querystring: userIdQuery, response: engagementAnswer } },
      async (request) => {
        const actor = await requireUser(request);
        return { engagement: await readEngagement(db, actor.user.id) };
      },
    );

    app.post(
      "/api/user/engagement",
      { schema: { body: engagementUpdateSchema, response: engagementAnswer } },
      async (request) => {
        const actor = await requireUser(request);
        const turnedOn = ENGAGEMENT_FLAGS.filter((f) => request.body.updates[f] === true);
        return { engagement: await turnOnEngagement(db, actor.user.id, turnedOn, now()) };
      },
    );

    app.get("/api/user/reminders", { schema: { response: remindersAnswer } }, async (request) => {
      const actor = await requireUser(request);
      const row = await readReminderPreferences(db, actor.user.id);
      return { reminders: row ? reminderPreferencesSchema.strip().parse(row) : DEFAULT_REMINDERS };
    });

    app.put(
      "/api/user/reminders",
      { schema: { body: reminderPreferencesUpdateSchema, response: remindersAnswer } },
      async (request) => {
        const actor = await requireUser(request);
        const row = await saveReminderPreferences(db, actor.user.id, { ...request.body, updatedAt: now() });
        return { reminders: reminderPreferencesSchema.strip().parse(row) };
      },
    );
  },
);
