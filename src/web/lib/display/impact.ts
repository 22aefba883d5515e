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

export const IMPACT_NOT_AVAILABLE = "Impact estimate not available";

const LEVELS: ReadonlyArray<{ level: Exclude<ImpactLevel, "limited">; label: string }> = [
  { level: "safe", label: "Safe Impact" },
  { level: "strong", label: "Strong Impact" },
  { level: "medium", label: "Medium Impact" },
  { level: "modest", label: "Modest Impact" },
  { level: "minimal", label: "Minimal Impact" },
];

/** The impact the pledges have reached against the seat's thresholds (each one reached counts). */
export function pledgeImpact(pledgeCount: number, thresholds: PledgeThresholds | null): PledgeImpact {
  if (!thresholds) return { available: false, label: IMPACT_NOT_AVAILABLE };
  const reached = LEVELS.find(({ level }) => pledgeCount >= thresholds[level]);
  const meterPercent =
    thresholds.safe > 0 ? Math.min(100, Math.max(0, (pledgeCount / thresholds.safe) * 100)) : 100;
  return {
    available: true,
    level: reached?.level ?? "limited",
    label: reached?.label ?? "Limited Impact",
    meterPercent,
  };
}

/** The admin list's progress: pledges over pledgesNeeded, rounded and capped at 100; null without a goal. */
export function pledgeProgressPercent(pledgeCount: number, pledgesNeeded: number | null): number | null {
  if (pledgesNeeded === null || pledgesNeeded <= 0) return null;
  return Math.min(100, Math.round((pledgeCount / pledgesNeeded) * 100));
}
