import type { DistrictLines } from "#shared/district-lines";
import { parseLean } from "#shared/partisan-lean";
import { stateName } from "#shared/states";

/** What the figure is called wherever a visitor reads it: like a PVI, but not Cook's method. */
export const LEAN_LABEL = "Partisan lean (PVI-style)";

/** How the partisan lean is computed, in words a voter can follow (docs/persuadability.md). */
export const LEAN_METHOD =
  "Our own calculation from official results: the seat's share of the two-party presidential vote minus the nation's, in 2020 and in 2024, averaged with equal weight. The Cook Political Report's PVI weights the latest election more heavily, so its published figures can differ.";

/** The method for a district of a state that drew new lines for 2026, where 2020 results do not exist. */
export const LEAN_METHOD_2026_LINES =
  "Our own calculation from official results: the district's share of the two-party presidential vote in 2024 minus the nation's, on the district lines used for the 2026 elections. No 2020 result exists for the new lines, so this figure rests on 2024 alone. The Cook Political Report's PVI weights two elections, so its published figures can differ.";

/** The method behind a member's lean: the new lines' method for a district redrawn for 2026. */
export function leanMethod(lines: DistrictLines | null): string {
  return lines === "2026" ? LEAN_METHOD_2026_LINES : LEAN_METHOD;
}

const METHOD_IN_BRIEF = "averaging the 2020 and 2024 presidential results equally";
/** The file of the 2026 lines has no 2020 result: the lean there rests on 2024 alone. */
const NEW_LINES_METHOD_IN_BRIEF =
  "in the 2024 presidential result on its 2026 lines (no 2020 result exists for them)";

/**
 * What a PVI-style lean says about a seat: "R+7" reads as about 7 points more Republican than the
 * nation. Explains the absence when there is no lean (delegates: their residents do not vote for president).
 */
export function leanMeaning(
  cookPvi: string | null | undefined,
  seat: "state" | "district",
  lines: DistrictLines | null = null,
): string {
  const method = lines === "2026" ? NEW_LINES_METHOD_IN_BRIEF : METHOD_IN_BRIEF;
  const points = cookPvi ? parseLean(cookPvi) : null;
  if (points === null) {
    return `No partisan lean is available for this ${seat}: it has no presidential results to compare with the nation's.`;
  }
  if (points === 0) {
    return `EVEN: this ${seat} voted about the way the nation did, ${method}.`;
  }
  const party = points > 0 ? "Democratic" : "Republican";
  const size = Math.abs(points);
  return `${cookPvi}: this ${seat} voted about ${size} ${size === 1 ? "point" : "points"} more ${party} than the nation, ${method}.`;
}

/**
 * What a House member's figures rest on when their state drew new lines for 2026
 * (docs/persuadability.md, "District lines for 2026"); null when the lines did not change.
 */
export function districtLinesNote(member: {
  state: string;
  districtCode: string | null;
  districtLines: DistrictLines | null;
}): string | null {
  const state = stateName(member.state);
  if (member.districtLines === "2026") {
    return `${state} drew new district lines for the 2026 elections. The lean, persuadability score and pledge goals use the new lines of ${member.districtCode}, the district the data lists this member in, and the 2024 presidential result on them. The data does not say whether the member ran there: check the state's candidate list.`;
  }
  if (member.districtLines === "undetermined") {
    return `${state} drew new district lines for the 2026 elections, and this member's new district could not be determined from the data. The lean, persuadability score and pledge goals use the lines the member was elected on.`;
  }
  return null;
}
