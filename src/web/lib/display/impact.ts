import type { Language } from "#shared/language";
import type { PledgeThresholds } from "#shared/legislator";

export type ImpactLevel = "limited" | "minimal" | "modest" | "medium" | "strong" | "safe";

export type PledgeImpact =
  | {
      available: true;
      level: ImpactLevel;
      label: string;
      /** Where the meter's marker sits: pledges over the safe threshold, 0 to 100. */
      meterPercent: number;
    }
  | { available: false; label: string };

/** Each level's label, and the words for a seat without thresholds, in each language. */
const LABELS: Record<Language, Record<ImpactLevel | "notAvailable", string>> = {
  en: {
    safe: "Safe Impact",
    strong: "Strong Impact",
    medium: "Medium Impact",
    modest: "Modest Impact",
    minimal: "Minimal Impact",
    limited: "Limited Impact",
    notAvailable: "Impact estimate not available",
  },
  es: {
    safe: "Impacto seguro",
    strong: "Impacto fuerte",
    medium: "Impacto medio",
    modest: "Impacto moderado",
    minimal: "Impacto mínimo",
    limited: "Impacto limitado",
    notAvailable: "Estimación de impacto no disponible",
  },
};

export const IMPACT_NOT_AVAILABLE = LABELS.en.notAvailable;

/** From the highest threshold down. */
const LEVELS: ReadonlyArray<Exclude<ImpactLevel, "limited">> = [
  "safe",
  "strong",
  "medium",
  "modest",
  "minimal",
];

/**
 * The impact the pledges have reached against the seat's thresholds (each one reached counts),
 * labelled in `language` (English unless told).
 */
export function pledgeImpact(
  pledgeCount: number,
  thresholds: PledgeThresholds | null,
  language: Language = "en",
): PledgeImpact {
  const labels = LABELS[language];
  if (!thresholds) return { available: false, label: labels.notAvailable };
  const level = LEVELS.find((candidate) => pledgeCount >= thresholds[candidate]) ?? "limited";
  const meterPercent =
    thresholds.safe > 0 ? Math.min(100, Math.max(0, (pledgeCount / thresholds.safe) * 100)) : 100;
  return { available: true, level, label: labels[level], meterPercent };
}

/** The admin list's progress: pledges over pledgesNeeded, rounded and capped at 100; null without a goal. */
export function pledgeProgressPercent(pledgeCount: number, pledgesNeeded: number | null): number | null {
  if (pledgesNeeded === null || pledgesNeeded <= 0) return null;
  return Math.min(100, Math.round((pledgeCount / pledgesNeeded) * 100));
}
