import { formatCount, formatNumber } from "#shared/format";
import type { Legislator } from "#shared/legislator";

export type TallyCounts = Pick<Legislator, "pledgeCount" | "constituentPledgeCount">;

/**
 * A member's pledges with constituents and others apart (docs/principles.md, "Constituents and actions"): "312
 * constituents · 1,040 from elsewhere", "12 constituents", "No pledges yet".
 */
export function pledgeTallyText({ pledgeCount, constituentPledgeCount }: TallyCounts): string {
  if (pledgeCount === 0) return "No pledges yet";
  const others = pledgeCount - constituentPledgeCount;
  const constituents = formatCount(constituentPledgeCount, "constituent");
  return others > 0 ? `${constituents} · ${formatNumber(others)} from elsewhere` : constituents;
}

/** The same, as a screen reader should hear it: "312 pledges from constituents and 1,040 from elsewhere". */
export function pledgeTallyLabel({ pledgeCount, constituentPledgeCount }: TallyCounts): string {
  if (pledgeCount === 0) return "No pledges yet";
  const others = pledgeCount - constituentPledgeCount;
  const constituents = `${formatCount(constituentPledgeCount, "pledge")} from constituents`;
  return others > 0 ? `${constituents} and ${formatNumber(others)} from elsewhere` : constituents;
}
