import { z } from "zod";
import { DISTRICT_LINES } from "./district-lines";
import { legislatorActionSchema } from "./legislator-actions";

export const pledgeThresholdsSchema = z.object({
  minimal: z.number().int(),
  modest: z.number().int(),
  medium: z.number().int(),
  strong: z.number().int(),
  safe: z.number().int(),
});
export type PledgeThresholds = z.infer<typeof pledgeThresholdsSchema>;

/** A legislator as every public API call returns it (docs/principles.md, Data shapes). */
export const legislatorSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  bioguideId: z.string(),
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
  /** The party the member caucuses with when it differs from `party` (e.g. an independent). */
  caucus: z.string().nullable(),
  state: z.string(),
  district: z.number().int().nullable(),
  districtCode: z.string().nullable(),
  senateClass: z.number().int().nullable(),
  twitterHandle: z.string().nullable(),
  facebookId: z.string().nullable(),
  youtubeId: z.string().nullable(),
  phone: z.string().nullable(),
  contactForm: z.string().nullable(),
  officeAddress: z.string().nullable(),
  url: z.string().nullable(),
  imageUrl: z.string(),
  cookPvi: z.string().nullable(),
  /** Which district lines the lean, score and thresholds use (src/shared/district-lines.ts); null for senators and delegates. */
  districtLines: z.enum(DISTRICT_LINES).nullable(),
  persuadabilityScore: z.number().int(),
  keyFacts: z.array(z.string()),
  /** Every pledge to this member, wherever the voter lives. */
  pledgeCount: z.number().int(),
  /** Pledges from voters who live in the seat today (docs/principles.md, "Constituents and actions"). */
  constituentPledgeCount: z.number().int(),
  /** The constituent pledges of voters whose e-mail address is verified. */
  verifiedConstituentPledgeCount: z.number().int(),
  /** True once an action the pledge asks for is on record. */
  hasActed: z.boolean(),
  pledgeThresholds: pledgeThresholdsSchema.nullable(),
  population: z.number().nullable(),
  medianHouseholdIncome: z.number().nullable(),
  nominateDim1: z.string().nullable(),
  nominateDim2: z.string().nullable(),
  pledgesNeeded: z.number().int().nullable(),
  trumpOppositionProbability: z.number().int().nullable(),
  nextPrimaryYear: z.number().int().nullable(),
  /** True for delegates and the resident commissioner, who do not vote on the House floor. */
  isDelegate: z.boolean(),
  /** False once the member's term has ended or the roster no longer lists them (shared/rules/office.ts). */
  inOffice: z.boolean(),
  /** yyyy-MM-dd the member left office; null while in office. */
  leftOffice: z.string().nullable(),
  /** Where the record's facts come from and how current they are. */
  dataSource: z.string(),
  dataAsOf: z.string(),
});
export type Legislator = z.infer<typeof legislatorSchema>;

/** GET /api/legislators/{idOrSlug}: the record with its actions on record, newest first. */
export const legislatorDetailSchema = legislatorSchema.extend({
  actions: z.array(legislatorActionSchema),
});
export type LegislatorDetail = z.infer<typeof legislatorDetailSchema>;

// The list query has a module of its own, so the /legislators page can parse its search params
// without building the schemas of the whole record.
export * from "./legislator-query";

export const statsSchema = z.object({
  pledges: z.number().int(),
  statesRepresented: z.number().int(),
  legislatorsContacted: z.number().int(),
  legislators: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;
