import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { legislators } from "./legislators";
import { users } from "./users";

/**
 * What a legislator did that a pledge is conditional on (an impeachment vote, a cosponsorship…),
 * recorded by an administrator with its public source. Deleting one is a correction.
 */
export const legislatorActions = pgTable(
  "legislator_actions",
  {
    id: serial("id").primaryKey(),
    legislatorId: integer("legislator_id")
      .notNull()
      .references(() => legislators.id),
    /** One of LEGISLATOR_ACTION_KINDS (src/shared/legislator-actions.ts). */
    kind: text("kind").notNull(),
    /** yyyy-MM-dd, the day the legislator acted. */
    date: text("date").notNull(),
    sourceUrl: text("source_url").notNull(),
    note: text("note"),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The notice fan-out's progress: every pledger with a smaller user id has been queued a
     * notice. Null once every pledger has been (the action's notices are all in the outbox).
     */
    noticesQueuedAfterUserId: integer("notices_queued_after_user_id").default(0),
  },
  (t) => [index("legislator_actions_legislator_idx").on(t.legislatorId)],
);

export type LegislatorActionRow = typeof legislatorActions.$inferSelect;

/**
 * The notices telling a member's pledgers that the member left office, one row per departure
 * (a member who returns and leaves again has two). Queued like an action's notices.
 */
export const departureNotices = pgTable(
  "departure_notices",
  {
    legislatorId: integer("legislator_id")
      .notNull()
      .references(() => legislators.id),
    /** yyyy-MM-dd, the departure's leftOffice. */
    leftOffice: text("left_office").notNull(),
    /** As on legislatorActions: every pledger up to this user id has been queued; null when all have. */
    noticesQueuedAfterUserId: integer("notices_queued_after_user_id").default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.legislatorId, t.leftOffice] })],
);
