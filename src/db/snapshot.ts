import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { dataSourcesSchema } from "#shared/data-sources";
import { DISTRICT_LINES } from "#shared/district-lines";
import { pledgeThresholdsSchema } from "#shared/legislator";
import { legislators } from "./schema/legislators";

/**
 * The compact data snapshot that `npm run data:import` writes to data/snapshot/ and the seed
 * loads. It is the project's own derived data: a fresh clone runs without ../shared.
 */

/**
 * The columns of `legislators` the seed does not take from the snapshot: the key, figures and
 * bookkeeping computed or kept in the database, and what the seed itself stamps on every row.
 */
export const NOT_IN_SNAPSHOT = {
  id: true,
  pledgesNeeded: true,
  trumpOppositionProbability: true,
  nextPrimaryYear: true,
  adminEditedFields: true,
  pledgeCount: true,
  constituentPledgeCount: true,
  verifiedConstituentPledgeCount: true,
  inOffice: true,
  droppedFromRosterOn: true,
  dataSource: true,
  dataAsOf: true,
  updatedAt: true,
} as const;

/**
 * One member as the snapshot lists them: every other column of the `legislators` table, derived
 * from the table so that a new column is in the snapshot (and must be written) or named above. A
 * select schema, so each key is present, null or not: the seed refreshes the columns it is given.
 * The refinements narrow what a column's SQL type alone would allow. `district` is 0 for at-large
 * seats and delegates, null for senators.
 */
export const snapshotLegislatorSchema = createSelectSchema(legislators, {
  gender: z.enum(["M", "F"]).nullable(),
  type: z.enum(["sen", "rep"]),
  /** Which district lines the lean, score and thresholds use (src/shared/district-lines.ts); null for senators and delegates. */
  districtLines: z.enum(DISTRICT_LINES).nullable(),
  persuadabilityScore: (schema) => schema.min(0).max(100),
  /** Each fact ends by naming its source in parentheses. */
  keyFacts: z.array(z.string()),
  pledgeThresholds: pledgeThresholdsSchema.nullable(),
}).omit(NOT_IN_SNAPSHOT);
export type SnapshotLegislator = z.infer<typeof snapshotLegislatorSchema>;

export const snapshotPrimaryRuleSchema = z.object({
  state: z.string().length(2),
  stateName: z.string(),
  /** yyyy-MM-dd or null */
  primaryDate: z.string().nullable(),
  runoffDate: z.string().nullable(),
  /** Last day to register by the most permissive channel, or null when unknown. */
  registrationDeadline: z.string().nullable(),
  primaryType: z.string().nullable(),
  partyRegistrationRequired: z.boolean().nullable(),
  registrationUrl: z.string().nullable(),
  idRequirements: z.string().nullable(),
  /** Plain-text notes including every uncertainty the source data carries. */
  notes: z.string().nullable(),
  /** Sanitised HTML with registration rules (deadlines by channel, same-day registration). */
  additionalInfo: z.string().nullable(),
  voterInfoUrl: z.string().nullable(),
  confidence: z.object({ date: z.string(), type: z.string() }),
  sources: z.string(),
});
export type SnapshotPrimaryRule = z.infer<typeof snapshotPrimaryRuleSchema>;

export const snapshotMetaSchema = dataSourcesSchema.extend({ generatedAt: z.string() });
export type SnapshotMeta = z.infer<typeof snapshotMetaSchema>;

/** data/snapshot/zip-districts.json: ZIP (ZCTA) to the district codes it overlaps, e.g. "PA-07", "AK-AL". */
export const snapshotZipDistrictsSchema = z.record(z.string().regex(/^\d{5}$/), z.array(z.string()));
