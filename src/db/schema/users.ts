import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { DEFAULT_LANGUAGE, LANGUAGES } from "#shared/language";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** Administrators may also sign in by username; voters have none. */
    username: text("username"),
    passwordHash: text("password_hash").notNull(),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    zip: text("zip"),
    registeredParty: text("registered_party"),
    congressionalDistrict: integer("congressional_district"),
    districtCode: text("district_code"),
    verified: boolean("verified").notNull().default(false),
    role: text("role", { enum: ["user", "admin"] })
      .notNull()
      .default("user"),
    isActive: boolean("is_active").notNull().default(true),
    /** The language of the voter's mail and pages: the one they registered in, then their choice. */
    language: text("language", { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    index("users_role_idx").on(t.role, t.isActive),
    index("users_created_at_idx").on(t.createdAt),
    // The reminder scan reads a state's voters at a time.
    index("users_state_idx").on(t.state),
    check("users_language_check", sql.raw(`"language" in (${LANGUAGES.map((l) => `'${l}'`).join(", ")})`)),
  ],
);

/** Voter sessions (cookie) and administrator bearer tokens; only a SHA-256 of the secret is stored. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["session", "admin_token"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Sliding (idle) expiry, pushed forward on use but never past absoluteExpiresAt. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Single-use e-mail verification and password-reset tokens, stored as SHA-256 hashes. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify_email", "reset_password", "unsubscribe"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("one_time_tokens_user_idx").on(t.userId, t.purpose)],
);
