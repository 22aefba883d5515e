import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Transactional outbox: a mail row is written in the same transaction as the action that causes it
 * and delivered by a background worker, so an SMTP outage delays mail and never loses it.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    /** The voter the mail is for, when it is one (deleted with the account). */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /**
     * What the mail is one of, e.g. `action:12` for the notices of action 12: at most one mail per
     * topic and voter, and a correction cancels the topic's unsent mail.
     */
    topic: text("topic"),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Extra headers, e.g. List-Unsubscribe on notices and reminders. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("email_outbox_pending_idx").on(t.sentAt, t.nextAttemptAt),
    uniqueIndex("email_outbox_topic_user_idx").on(t.topic, t.userId).where(sql`${t.topic} is not null`),
  ],
);
