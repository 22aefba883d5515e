import { boolean, integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** The six engagement flags; each only ever goes from false to true. */
export const engagement = pgTable("engagement", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  hasEmailedLegislator: boolean("has_emailed_legislator").notNull().default(false),
  hasCalledLegislator: boolean("has_called_legislator").notNull().default(false),
  hasSharedOnSocial: boolean("has_shared_on_social").notNull().default(false),
  hasCalendarReminders: boolean("has_calendar_reminders").notNull().default(false),
  hasEmailReminders: boolean("has_email_reminders").notNull().default(false),
  hasDonated: boolean("has_donated").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const reminderPreferences = pgTable("reminder_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailReminders: boolean("email_reminders").notNull().default(false),
  calendarReminders: boolean("calendar_reminders").notNull().default(false),
  /** Mail when a legislator the voter pledged to acts (docs/principles.md, "Constituents and actions"). */
  actionNotices: boolean("action_notices").notNull().default(true),
  oneMonth: boolean("one_month").notNull().default(true),
  twoWeeks: boolean("two_weeks").notNull().default(true),
  oneWeek: boolean("one_week").notNull().default(true),
  threeDays: boolean("three_days").notNull().default(true),
  dayBefore: boolean("day_before").notNull().default(true),
  dayOf: boolean("day_of").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
