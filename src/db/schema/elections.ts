import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export const primaryElections = pgTable("primary_elections", {
  id: serial("id").primaryKey(),
  state: text("state").notNull().unique(),
  stateName: text("state_name").notNull(),
  primaryDate: date("primary_date", { mode: "string" }),
  runoffDate: date("runoff_date", { mode: "string" }),
  registrationDeadline: date("registration_deadline", { mode: "string" }),
  primaryType: text("primary_type"),
  partyRegistrationRequired: boolean("party_registration_required"),
  registrationUrl: text("registration_url"),
  idRequirements: text("id_requirements"),
  notes: text("notes"),
  /** HTML, sanitised with an allow-list before it is written. */
  additionalInfo: text("additional_info"),
  voterInfoUrl: text("voter_info_url"),
  nextPrimaryYear: integer("next_primary_year"),
  confidence: jsonb("confidence").$type<{ date: string; type: string }>(),
  sources: text("sources"),
  dataAsOf: text("data_as_of").notNull(),
  adminEditedFields: text("admin_edited_fields").array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per (ZIP, district) pair; a ZIP that spans districts has several rows. */
export const zipDistricts = pgTable(
  "zip_districts",
  {
    zip: text("zip").notNull(),
    districtCode: text("district_code").notNull(),
  },
  (t) => [primaryKey({ columns: [t.zip, t.districtCode] }), index("zip_districts_zip_idx").on(t.zip)],
);
