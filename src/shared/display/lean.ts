import { parseLean } from "../partisan-lean";

/** How the partisan lean is computed, in words a voter can follow (docs/persuadability.md). */
export const LEAN_METHOD =
  "Computed the way the Cook Partisan Voter Index is: the seat's share of the two-party presidential vote minus the nation's, averaged over 2020 and 2024. It is our own calculation from official results, not the Cook Political Report's published figure.";

/**
 * What a Cook-PVI-style lean says about a seat: "R+7" reads as about 7 points more Republican
 * than the nation. Null when there is no lean (delegates: their residents do not vote for president).
 */
export function leanMeaning(cookPvi: string | null | undefined, seat: "state" | "district"): string {
  const points = cookPvi ? parseLean(cookPvi) : null;
  if (points === null) {
    return `No partisan lean is available for this ${seat}: it has no presidential results to compare with the nation's.`;
  }
  if (points === 0) {
    return `EVEN: in the 2020 and 2024 presidential elections this ${seat} voted about the way the nation as a whole did.`;
  }
  const party = points > 0 ? "Democratic" : "Republican";
  const size = Math.abs(points);
  return `${cookPvi}: in the 2020 and 2024 presidential elections this ${seat} voted about ${size} ${size === 1 ? "point" : "points"} more ${party} than the nation as a whole.`;
}
