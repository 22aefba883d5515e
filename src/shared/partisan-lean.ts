/**
 * Partisan lean, PVI-style (shown as "Partisan lean (PVI-style)"): how much more Democratic or
 * Republican a seat voted for president than the nation did, averaged over the last two elections.
 *
 *   share(year) = 100 × D / (D + R)                (two-party Democratic share, percent)
 *   lean        = mean over 2020 and 2024 of (share(year) − national share(year)), equal weights
 *   label       = "D+n" when lean rounds to n > 0, "R+n" when it rounds to −n < 0, "EVEN" at 0
 *
 * Unlike the current Cook PVI, which weights the latest election more heavily, both elections count
 * equally.
 * Rounding is half away from zero so Democratic and Republican leans are treated alike.
 */

/**
 * National two-party Democratic share of the presidential vote, percent, from the MIT Election
 * Data + Science Lab state totals: 2024 Harris 75,017,613 / Trump 77,302,580; 2020 Biden
 * 81,268,908 / Trump 74,216,146.
 */
export const NATIONAL_DEM_TWO_PARTY_SHARE = { 2020: 52.27, 2024: 49.25 } as const;

export type LeanYear = keyof typeof NATIONAL_DEM_TWO_PARTY_SHARE;

/** A presidential result as Democratic and Republican votes, or as their percentages. */
export interface TwoPartyResult {
  dem: number;
  rep: number;
}

/** Two-party Democratic share in percent; throws when neither party has any votes. */
export function twoPartyDemShare(result: TwoPartyResult): number {
  const total = result.dem + result.rep;
  if (!(total > 0)) throw new Error("A two-party share needs votes for at least one party");
  return (100 * result.dem) / total;
}

/** Unrounded lean in points: positive is more Democratic than the nation, negative more Republican. */
export function partisanLean(results: Record<LeanYear, TwoPartyResult>): number {
  const years = Object.keys(NATIONAL_DEM_TWO_PARTY_SHARE).map(Number) as LeanYear[];
  const deviations = years.map(
    (year) => twoPartyDemShare(results[year]) - NATIONAL_DEM_TWO_PARTY_SHARE[year],
  );
  return deviations.reduce((sum, d) => sum + d, 0) / deviations.length;
}

/** Rounds a lean to whole points, halves away from zero (2.5 → 3, −2.5 → −3). */
export function roundLean(points: number): number {
  const rounded = Math.sign(points) * Math.round(Math.abs(points));
  return rounded === 0 ? 0 : rounded;
}

/** "D+n", "R+n" or "EVEN" for a lean in points. */
export function formatLean(points: number): string {
  const rounded = roundLean(points);
  if (rounded > 0) return `D+${rounded}`;
  if (rounded < 0) return `R+${-rounded}`;
  return "EVEN";
}

/** The lean in whole points for a label made by formatLean ("R+3" → −3), or null for anything else. */
export function parseLean(label: string): number | null {
  if (label === "EVEN") return 0;
  const match = /^([DR])\+(\d+)$/.exec(label);
  if (!match) return null;
  const points = Number(match[2]);
  return match[1] === "D" ? points : -points;
}
