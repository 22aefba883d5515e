import type { Language } from "#shared/language";
import type { Legislator } from "#shared/legislator";

/** Colour names from most to least persuadable; the web client maps them to its palette (Badge tones). */
export type ScoreTone = "green" | "blue" | "amber" | "orange" | "neutral";

export interface PersuadabilityLabel {
  label: string;
  tone: ScoreTone;
}

/** The bands from the top: the lowest score of each, its colour and its label in each language. */
const BANDS: ReadonlyArray<{ min: number; tone: ScoreTone; label: Record<Language, string> }> = [
  { min: 75, tone: "green", label: { en: "Highly Persuadable", es: "Altamente persuadible" } },
  { min: 70, tone: "blue", label: { en: "Very Persuadable", es: "Muy persuadible" } },
  { min: 65, tone: "amber", label: { en: "Moderately Persuadable", es: "Moderadamente persuadible" } },
  { min: 60, tone: "orange", label: { en: "Somewhat Persuadable", es: "Algo persuadible" } },
  {
    min: Number.NEGATIVE_INFINITY,
    tone: "neutral",
    label: { en: "Less Persuadable", es: "Menos persuadible" },
  },
];

/**
 * The profile's label in `language` (English unless told), with its colour: the cut points of
 * the labels (75, 70, 65, 60). The same score has this one colour wherever it is shown
 * (persuadabilityTone).
 */
export function persuadabilityLabel(score: number, language: Language = "en"): PersuadabilityLabel {
  const band = BANDS.find(({ min }) => score >= min) ?? BANDS[BANDS.length - 1]!;
  return { label: band.label[language], tone: band.tone };
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
