import type { Legislator } from "#shared/legislator";

/** Colour names from most to least persuadable; the web client maps them to its palette (Badge tones). */
export type ScoreTone = "green" | "blue" | "amber" | "orange" | "neutral";

export interface PersuadabilityLabel {
  label: string;
  tone: ScoreTone;
}

/**
 * The profile's label, with its colour: the cut points of the labels (75, 70, 65, 60). The same
 * score has this one colour wherever it is shown (persuadabilityTone).
 */
export function persuadabilityLabel(score: number): PersuadabilityLabel {
  if (score >= 75) return { label: "Highly Persuadable", tone: "green" };
  if (score >= 70) return { label: "Very Persuadable", tone: "blue" };
  if (score >= 65) return { label: "Moderately Persuadable", tone: "amber" };
  if (score >= 60) return { label: "Somewhat Persuadable", tone: "orange" };
  return { label: "Less Persuadable", tone: "neutral" };
}

/** A score's colour on cards, badges and the ranking alike. */
export function persuadabilityTone(score: number): ScoreTone {
  return persuadabilityLabel(score).tone;
}

export const PERSUADABLE_MIN_SCORE = 60;

type RankedFields = Pick<
  Legislator,
  "party" | "caucus" | "persuadabilityScore" | "isDelegate" | "pledgeCount" | "lastName" | "firstName"
>;

/**
 * Who belongs in the persuadable ranking: members who sit with the Republicans (`caucus ?? party`,
 * so an independent in the Republican conference counts) and score at least 60. Delegates and the
 * resident commissioner are left out: they cannot vote on impeachment, and senators and
 * representatives are the votes the pledge is meant to move.
 */
export function isPersuadableRepublican(legislator: RankedFields): boolean {
  return (
    (legislator.caucus ?? legislator.party) === "Republican" &&
    legislator.persuadabilityScore >= PERSUADABLE_MIN_SCORE &&
    !legislator.isDelegate
  );
}

/** The ranking's default order: score, then pledges, both descending, then by name. */
export function rankPersuadables<T extends RankedFields>(legislators: readonly T[]): T[] {
  return legislators
    .filter(isPersuadableRepublican)
    .sort(
      (a, b) =>
        b.persuadabilityScore - a.persuadabilityScore ||
        b.pledgeCount - a.pledgeCount ||
        a.lastName.localeCompare(b.lastName) ||
        a.firstName.localeCompare(b.firstName),
    );
}
