import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The e-mail reminders that have been queued: one row per voter, event and offset, so a reminder
 * goes out at most once whatever the number of processes, restarts and scans. `eventKey` is
 * `<state>:<kind>:<date>`: a changed date is a new event, with reminders of its own.
 */
export const sentReminders = pgTable(
  "sent_reminders",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventKey: text("event_key").notNull(),
    offsetDays: integer("offset_days").notNull(),
    /** yyyy-MM-dd of the event: rows are dropped once it has passed. */
    eventDate: text("event_date").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventKey, t.offsetDays] }),
    index("sent_reminders_event_date_idx").on(t.eventDate),
  ],
);

/** A voter's secret calendar feed: only a keyed hash of its token is stored; a new one replaces it. */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
