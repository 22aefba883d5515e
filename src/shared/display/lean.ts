import { parseLean } from "../partisan-lean";

/** What the figure is called wherever a visitor reads it: like a PVI, but not Cook's method. */
export const LEAN_LABEL = "Partisan lean (PVI-style)";

/** How the partisan lean is computed, in words a voter can follow (docs/persuadability.md). */
export const LEAN_METHOD =
  "Our own calculation from official results: the seat's share of the two-party presidential vote minus the nation's, in 2020 and in 2024, averaged with equal weight. The Cook Political Report's PVI weights the latest election more heavily, so its published figures can differ.";

const METHOD_IN_BRIEF = "averaging the 2020 and 2024 presidential results equally";

/**
 * What a PVI-style lean says about a seat: "R+7" reads as about 7 points more Republican than the
 * nation. Explains the absence when there is no lean (delegates: their residents do not vote for president).
 */
export function leanMeaning(cookPvi: string | null | undefined, seat: "state" | "district"): string {
  const points = cookPvi ? parseLean(cookPvi) : null;
  if (points === null) {
    return `No partisan lean is available for this ${seat}: it has no presidential results to compare with the nation's.`;
  }
  if (points === 0) {
    return `EVEN: this ${seat} voted about the way the nation did, ${METHOD_IN_BRIEF}.`;
  }
  const party = points > 0 ? "Democratic" : "Republican";
  const size = Math.abs(points);
  return `${cookPvi}: this ${seat} voted about ${size} ${size === 1 ? "point" : "points"} more ${party} than the nation, ${METHOD_IN_BRIEF}.`;
}
