import { z } from "zod";
import { recordId } from "./ids";

export const ENGAGEMENT_FLAGS = [
  "hasEmailedLegislator",
  "hasCalledLegislator",
  "hasSharedOnSocial",
  "hasCalendarReminders",
  "hasEmailReminders",
  "hasDonated",
] as const;
export type EngagementFlag = (typeof ENGAGEMENT_FLAGS)[number];

/** The six flags, each on or off. */
export const engagementSchema = z.object(
  Object.fromEntries(ENGAGEMENT_FLAGS.map((f) => [f, z.boolean()])) as Record<EngagementFlag, z.ZodBoolean>,
);
export type Engagement = z.infer<typeof engagementSchema>;

/** GET and POST /api/user/engagement. */
export const engagementResponseSchema = z.object({ engagement: engagementSchema });
export type EngagementResponse = z.infer<typeof engagementResponseSchema>;

/** POST /api/user/engagement: flags only ever go from false to true; `false` changes nothing. */
export const engagementUpdateSchema = z.object({
  userId: recordId().optional(),
  updates: z
    .object(
      Object.fromEntries(ENGAGEMENT_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<
        EngagementFlag,
        z.ZodOptional<z.ZodBoolean>
      >,
    )
    .strict(),
});

export const REMINDER_OFFSETS = [
  "oneMonth",
  "twoWeeks",
  "oneWeek",
  "threeDays",
  "dayBefore",
  "dayOf",
] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number];

export const reminderPreferencesSchema = z
  .object({
    emailReminders: z.boolean(),
    calendarReminders: z.boolean(),
    /** Mail when a legislator the voter pledged to acts; on unless the voter turns it off. */
    actionNotices: z.boolean(),
    ...(Object.fromEntries(REMINDER_OFFSETS.map((o) => [o, z.boolean()])) as Record<
      ReminderOffset,
      z.ZodBoolean
    >),
  })
  .strict();
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;

/** A voter who has not changed anything: both switches off, every offset on, notices on. */
export const DEFAULT_REMINDERS: ReminderPreferences = {
  emailReminders: false,
  calendarReminders: false,
  actionNotices: true,
  oneMonth: true,
  twoWeeks: true,
  oneWeek: true,
  threeDays: true,
  dayBefore: true,
  dayOf: true,
};

/**
 * PUT /api/user/reminders takes the whole object; a client written before `actionNotices`
 * existed may leave it out, and the stored choice then stays.
 */
export const reminderPreferencesUpdateSchema = reminderPreferencesSchema.partial({ actionNotices: true });
export type ReminderPreferencesUpdate = z.infer<typeof reminderPreferencesUpdateSchema>;

/** GET and PUT /api/user/reminders. */
export const remindersResponseSchema = z.object({ reminders: reminderPreferencesSchema });

/** POST /api/user/calendar-feed, 201: the voter's secret feed, PUBLIC_URL/calendar/{token}.ics. */
export const calendarFeedResponseSchema = z.object({ url: z.string() });
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;
export type RemindersResponse = z.infer<typeof remindersResponseSchema>;
