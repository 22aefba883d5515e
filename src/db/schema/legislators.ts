import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { DistrictLines } from "#shared/district-lines";
import type { PledgeThresholds } from "#shared/legislator";

export const legislators = pgTable(
  "legislators",
  {
    id: serial("id").primaryKey(),
    bioguideId: text("bioguide_id").notNull().unique(),
    slug: text("slug").notNull().unique(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    middleName: text("middle_name"),
    suffix: text("suffix"),
    nickname: text("nickname"),
    fullName: text("full_name").notNull(),
    birthday: text("birthday"),
    gender: text("gender"),
    type: text("type").notNull(),
    party: text("party").notNull(),
    caucus: text("caucus"),
    state: text("state").notNull(),
    district: integer("district"),
    senateClass: integer("senate_class"),
    isDelegate: boolean("is_delegate").notNull().default(false),
    termStart: text("term_start").notNull(),
    termEnd: text("term_end").notNull(),
    twitterHandle: text("twitter_handle"),
    facebookId: text("facebook_id"),
    youtubeId: text("youtube_id"),
    phone: text("phone"),
    contactForm: text("contact_form"),
    officeAddress: text("office_address"),
    url: text("url"),
    cookPvi: text("cook_pvi"),
    /** "119th", "2026" or "undetermined" (src/shared/district-lines.ts); null for senators and delegates. */
    districtLines: text("district_lines").$type<DistrictLines>(),
    nominateDim1: real("nominate_dim1"),
    nominateDim2: real("nominate_dim2"),
    persuadabilityScore: integer("persuadability_score").notNull(),
    keyFacts: jsonb("key_facts").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    pledgeThresholds: jsonb("pledge_thresholds").$type<PledgeThresholds | null>(),
    population: integer("population"),
    medianHouseholdIncome: integer("median_household_income"),
    pledgesNeeded: integer("pledges_needed"),
    trumpOppositionProbability: integer("trump_opposition_probability"),
    nextPrimaryYear: integer("next_primary_year"),
    /** Fields an administrator has edited (src/shared/admin.ts); a re-seed keeps their values. */
    adminEditedFields: text("admin_edited_fields").array().notNull().default(sql`'{}'::text[]`),
    /** Kept equal to the number of pledges rows by the statement that inserts a pledge. */
    pledgeCount: integer("pledge_count").notNull().default(0),
    /**
     * Pledges from voters who live in the seat today (docs/decisions/0012): moved by the pledge
     * statement, and by the voter's change of address or district, in the same transaction.
     */
    constituentPledgeCount: integer("constituent_pledge_count").notNull().default(0),
    /** The constituent pledges of voters whose e-mail is verified. */
    verifiedConstituentPledgeCount: integer("verified_constituent_pledge_count").notNull().default(0),
    /** False once a data refresh no longer lists the member; pledges to them are kept. */
    inOffice: boolean("in_office").notNull().default(true),
    /**
     * yyyy-MM-dd: the day a data refresh found the member missing from the roster; null while it
     * lists them. With termEnd it decides inOffice and leftOffice (shared/rules/office.ts).
     */
    droppedFromRosterOn: text("dropped_from_roster_on"),
    dataSource: text("data_source").notNull(),
    dataAsOf: text("data_as_of").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("legislators_state_idx").on(t.state, t.type)],
);

export type LegislatorRow = typeof legislators.$inferSelect;
