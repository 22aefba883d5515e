import { z } from "zod";
import { districtChoice } from "./accounts";
import { LOOKUP_MESSAGES, lookupMessage } from "./i18n/lookup-messages";
import { stateNameIn } from "./i18n/states";
import { validationMessage as m } from "./i18n/validation-messages";
import type { Language } from "./language";
import type { Legislator } from "./legislator";
import { isStateCode } from "./states";
import { text } from "./text";

/** Five digits, optionally followed by four more (ZIP+4). */
const ZIP_PATTERN = /^\d{5}(-?\d{4})?$/;

/** The wizard's address form and POST /api/pledge/find-legislators share this schema. */
export const findLegislatorsSchema = z.object({
  address: text().trim().min(1, m("addressRequired")).max(200, m("addressMax")),
  city: text().trim().min(1, m("cityRequired")).max(100, m("cityMax")),
  state: text()
    .trim()
    .min(1, m("stateRequired"))
    .refine(isStateCode, m("stateRequired"))
    .transform((s) => s.toUpperCase()),
  zip: text().trim().min(5, m("zipRequired")).regex(ZIP_PATTERN, m("zipFormat")),
  /** The voter's own choice when the ZIP spans several districts. */
  districtCode: districtChoice.optional(),
});
export type FindLegislatorsInput = z.infer<typeof findLegislatorsSchema>;

/**
 * Why a seat the lookup names has no member in office (docs/data.md, "The address lookup"):
 * - `vacant`: the data lists no member for the seat;
 * - `awaiting-special-election-result`: the last member's term ended on a date other than a
 *   Congress's regular end (an appointment that ran to a special election), and the data does
 *   not hold the winner yet;
 * - `awaiting-updated-data`: the last member's term ended with its Congress and the data does not
 *   list the next member yet.
 */
export const VACANCY_REASONS = [
  "vacant",
  "awaiting-special-election-result",
  "awaiting-updated-data",
] as const;
export type VacancyReason = (typeof VACANCY_REASONS)[number];

/** A seat of the voter's state or district with no member in office; a Senate seat has no district. */
export const vacantSeatSchema = z.object({
  type: z.enum(["sen", "rep"]),
  state: z.string(),
  districtCode: z.string().nullable(),
  reason: z.enum(VACANCY_REASONS),
});
export type VacantSeat = z.infer<typeof vacantSeatSchema>;

/** GET /api/vacant-seats?state=XX: the state's seats with no member in office. */
export const vacantSeatsResponseSchema = z.object({ vacantSeats: z.array(vacantSeatSchema) });

/** Why a seat is empty, in plain words, wherever a page shows one. */
export const VACANCY_REASON_TEXT: Record<VacancyReason, string> = {
  vacant: LOOKUP_MESSAGES.vacant,
  "awaiting-special-election-result": LOOKUP_MESSAGES.awaitingSpecialElectionResult,
  "awaiting-updated-data": LOOKUP_MESSAGES.awaitingUpdatedData,
};

/** The official finder, for a district the ZIP alone cannot settle. */
export const FIND_YOUR_DISTRICT_URL = "https://www.house.gov/representatives/find-your-representative";

/** The lookup's message when the ZIP table does not know the ZIP: the senators are still found. */
export const UNKNOWN_DISTRICT_MESSAGE = unknownDistrictMessage("en");

/** UNKNOWN_DISTRICT_MESSAGE in a language. */
export function unknownDistrictMessage(language: Language): string {
  return lookupMessage(language, "unknownDistrict", { url: FIND_YOUR_DISTRICT_URL });
}

/** The title of the notice a lookup in a redrawn state carries once the new lines are in use. */
export const NEW_DISTRICT_LINES_TITLE = LOOKUP_MESSAGES.newDistrictLinesTitle;

/**
 * From the day the members elected on the 2026 lines take office (NEW_LINES_TAKE_OFFICE), the
 * message of every lookup in a state that redrew them: the ZIP table still has the 119th-Congress lines.
 */
export function newDistrictLinesMessage(state: string, language: Language = "en"): string {
  return lookupMessage(language, "newDistrictLines", {
    state: stateNameIn(state, language),
    url: FIND_YOUR_DISTRICT_URL,
  });
}

/** POST /api/pledge/find-legislators answers with this. */
export interface FindLegislatorsResult {
  /** The state's senators and the representative(s) of the district(s), members in office only. */
  legislators: Legislator[];
  /** The district code when the ZIP lies in one district, else null. */
  district: string | null;
  /** Every district the ZIP overlaps when it spans several: the voter picks theirs. */
  districtCandidates: string[];
  /** The seats named above that nobody holds; empty when every seat has a member. */
  vacantSeats: VacantSeat[];
  /**
   * `UNKNOWN_DISTRICT_MESSAGE` when the ZIP settled no district; `newDistrictLinesMessage(state)`
   * in a state redrawn for 2026 from NEW_LINES_TAKE_OFFICE on; else null.
   */
  message: string | null;
  userUpdated: boolean;
}
