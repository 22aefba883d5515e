import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { legislators } from "./legislators";
import { users } from "./users";

export const pledges = pgTable(
  "pledges",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    legislatorId: integer("legislator_id")
      .notNull()
      .references(() => legislators.id),
    shareOnSocial: boolean("share_on_social").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("pledges_user_legislator_idx").on(t.userId, t.legislatorId),
    index("pledges_legislator_idx").on(t.legislatorId),
    index("pledges_created_at_idx").on(t.createdAt),
  ],
);
