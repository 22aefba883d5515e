import type { Legislator } from "#shared/legislator";
import type { EntitiesTranslator } from "../i18n";

export type TallyCounts = Pick<Legislator, "pledgeCount" | "constituentPledgeCount">;

/**
 * A member's pledges with constituents and others apart (docs/principles.md, "Constituents and actions"): "312
 * constituents · 1,040 from elsewhere", "12 constituents", "No pledges yet"; in the language of `t`.
 */
export function pledgeTallyText(
  { pledgeCount, constituentPledgeCount }: TallyCounts,
  t: EntitiesTranslator,
): string {
  if (pledgeCount === 0) return t("pledgeTally.none");
  const others = pledgeCount - constituentPledgeCount;
  return others > 0
    ? t("pledgeTally.constituentsAndOthers", { constituents: constituentPledgeCount, others })
    : t("pledgeTally.constituents", { count: constituentPledgeCount });
}

/** The same, as a screen reader should hear it: "312 pledges from constituents and 1,040 from elsewhere". */
export function pledgeTallyLabel(
  { pledgeCount, constituentPledgeCount }: TallyCounts,
  t: EntitiesTranslator,
): string {
  if (pledgeCount === 0) return t("pledgeTally.none");
  const others = pledgeCount - constituentPledgeCount;
  return others > 0
    ? t("pledgeTally.spokenConstituentsAndOthers", { constituents: constituentPledgeCount, others })
    : t("pledgeTally.spokenConstituents", { count: constituentPledgeCount });
}
