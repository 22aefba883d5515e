import {
  FIND_YOUR_DISTRICT_URL,
  unknownDistrictMessage,
  VACANCY_REASON_TEXT,
  type VacancyReason,
} from "#shared/find-legislators";
import { lookupMessage } from "#shared/i18n/lookup-messages";
import { LANGUAGES, type Language } from "#shared/language";
import type { Legislator } from "#shared/legislator";

/** The wizard's four steps, in order; `key` names their title and subtitle in the catalogue. */
export const WIZARD_STEPS = [
  { number: 1, key: "address" },
  { number: 2, key: "select" },
  { number: 3, key: "info" },
  { number: 4, key: "confirm" },
] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number]["number"];

/** One step back, never below the first. */
export function previousStep(step: WizardStep): WizardStep {
  return step > 1 ? ((step - 1) as WizardStep) : 1;
}

type SortFields = Pick<Legislator, "party" | "persuadabilityScore" | "lastName" | "firstName">;

/** Step 2's order: Republicans first, then the most persuadable, then by name. */
export function sortForSelection<T extends SortFields>(legislators: readonly T[]): T[] {
  const republicanFirst = (l: T) => (l.party === "Republican" ? 0 : 1);
  return [...legislators].sort(
    (a, b) =>
      republicanFirst(a) - republicanFirst(b) ||
      b.persuadabilityScore - a.persuadabilityScore ||
      a.lastName.localeCompare(b.lastName) ||
      a.firstName.localeCompare(b.firstName),
  );
}

type SeatFields = Pick<Legislator, "type" | "districtCode">;

/**
 * The legislators of one district when the ZIP spans several: the state's senators and that
 * district's representative. `null` (the voter is not sure) keeps every candidate.
 */
export function legislatorsOfDistrict<T extends SeatFields>(
  legislators: readonly T[],
  district: string | null,
): T[] {
  if (!district) return [...legislators];
  return legislators.filter((l) => l.type === "sen" || l.districtCode === district);
}

const VACANCY_KEYS = {
  vacant: "vacant",
  "awaiting-special-election-result": "awaitingSpecialElectionResult",
  "awaiting-updated-data": "awaitingUpdatedData",
} as const satisfies Record<VacancyReason, string>;

/** Why a seat is empty, in plain words (the lookup's `vacantSeats[].reason`). */
export function vacancyText(reason: VacancyReason, language: Language = "en"): string {
  return language === "en" ? VACANCY_REASON_TEXT[reason] : lookupMessage(language, VACANCY_KEYS[reason]);
}

/**
 * The lookup's message when its ZIP settled no district, in whichever language it was asked in (a
 * step restored from history may hold one asked in the other language).
 */
export function isUnknownDistrictMessage(message: string | null): boolean {
  return LANGUAGES.some((language) => message === unknownDistrictMessage(language));
}

/**
 * Any other lookup message (the new district lines) without its last sentence, the one that
 * points to the official finder's address: the page links to the finder in words of its own.
 */
export function lookupNoticeText(message: string): string {
  return message.split(FIND_YOUR_DISTRICT_URL)[0]!.replace(/\s*[^.]*:\s*$/, "");
}

/** The representative(s) of each candidate district, for the voter to recognise theirs. */
export function representativesByDistrict<T extends SeatFields>(
  legislators: readonly T[],
  districts: readonly string[],
): Array<{ district: string; representatives: T[] }> {
  return districts.map((district) => ({
    district,
    representatives: legislators.filter((l) => l.type === "rep" && l.districtCode === district),
  }));
}

/**
 * The list step 2 shows: the lookup's legislators in selection order, with the legislator the
 * visitor arrived for (`?legislator=`) pinned first, added when the lookup did not find them
 * (a legislator from another state or district).
 */
export function withPreselected<T extends SortFields & { id: number }>(
  legislators: readonly T[],
  preselected: T | null | undefined,
): T[] {
  const sorted = sortForSelection(legislators);
  if (!preselected) return sorted;
  return [preselected, ...sorted.filter((l) => l.id !== preselected.id)];
}

/** What a batch of pledge calls came to. */
export interface PledgeBatchOutcome {
  /** Pledges now recorded, counting those that already existed (a 409). */
  done: number;
  /** The server refused these (any non-OK answer but 409). */
  rejected: number;
  /** These never got an answer (offline, connection dropped). */
  unreachable: number;
}

export type PledgeBatchVerdict = "success" | "partial" | "network";

/** Success when every pledge is recorded; network when nothing got through; partial otherwise. */
export function pledgeBatchVerdict(outcome: PledgeBatchOutcome): PledgeBatchVerdict {
  if (outcome.rejected === 0 && outcome.unreachable === 0) return "success";
  if (outcome.rejected === 0 && outcome.done === 0) return "network";
  return "partial";
}

/**
 * Where the voter lives, as the constituency rule reads it, from the looked-up address and the
 * district the lookup settled or the voter chose ("TX-23"; "AK-AL" is district 0); null district
 * when none is known.
 */
export function voterPlace(
  state: string | null,
  districtCode: string | null,
): { state: string | null; congressionalDistrict: number | null } {
  const part = districtCode?.split("-")[1];
  const congressionalDistrict = part === undefined ? null : part === "AL" ? 0 : Number.parseInt(part, 10);
  return { state, congressionalDistrict: Number.isNaN(congressionalDistrict) ? null : congressionalDistrict };
}
