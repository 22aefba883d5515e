import { z } from "zod";
import { dataSourcesSchema } from "../shared/data-sources";
import { DISTRICT_LINES } from "../shared/district-lines";
import { pledgeThresholdsSchema } from "../shared/legislator";

/**
 * The compact data snapshot that `npm run data:import` writes to data/snapshot/ and the seed
 * loads. It is the project's own derived data: a fresh clone runs without ../shared.
 */

export const snapshotLegislatorSchema = z.object({
  bioguideId: z.string(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  suffix: z.string().nullable(),
  nickname: z.string().nullable(),
  fullName: z.string(),
  birthday: z.string().nullable(),
  gender: z.enum(["M", "F"]).nullable(),
  type: z.enum(["sen", "rep"]),
  party: z.string(),
  /** The party the member caucuses with, when it differs from `party` (e.g. Sanders: Democrat). */
  caucus: z.string().nullable(),
  state: z.string(),
  /** 0 for at-large seats and delegates; null for senators. */
  district: z.number().int().nullable(),
  senateClass: z.number().int().nullable(),
  isDelegate: z.boolean(),
  termStart: z.string(),
  termEnd: z.string(),
  twitterHandle: z.string().nullable(),
  facebookId: z.string().nullable(),
  youtubeId: z.string().nullable(),
  phone: z.string().nullable(),
  contactForm: z.string().nullable(),
  officeAddress: z.string().nullable(),
  url: z.string().nullable(),
  cookPvi: z.string().nullable(),
  /** Which district lines the lean, score and thresholds use (src/shared/district-lines.ts); null for senators and delegates. */
  districtLines: z.enum(DISTRICT_LINES).nullable(),
  nominateDim1: z.number().nullable(),
  nominateDim2: z.number().nullable(),
  persuadabilityScore: z.number().int().min(0).max(100),
  /** Each fact ends by naming its source in parentheses. */
  keyFacts: z.array(z.string()),
  pledgeThresholds: pledgeThresholdsSchema.nullable(),
  population: z.number().nullable(),
  medianHouseholdIncome: z.number().nullable(),
});
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
