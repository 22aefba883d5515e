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
export type Engagement = Record<EngagementFlag, boolean>;

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
    ...(Object.fromEntries(REMINDER_OFFSETS.map((o) => [o, z.boolean()])) as Record<
      ReminderOffset,
      z.ZodBoolean
    >),
  })
  .strict();
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;
