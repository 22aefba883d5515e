import { partisanLean } from "#shared/partisan-lean";
import { districtCode, type Member } from "./read-legislators";
import type { PresidentialResult } from "./read-results";

export interface SeatResult {
  result: PresidentialResult;
  /** Which file the result came from: district results are The Downballot's, state results MEDSL's. */
  level: "district" | "state";
}

/**
 * The presidential result for the member's seat: the state for senators, the 119th-Congress district
 * for representatives. Delegates get none: their jurisdictions (other than DC) do not vote for
 * president, and the lean is defined for voting seats only.
 */
export function seatResult(
  member: Pick<Member, "type" | "state" | "district" | "isDelegate">,
  districts: ReadonlyMap<string, PresidentialResult>,
  states: ReadonlyMap<string, PresidentialResult>,
): SeatResult | null {
  if (member.isDelegate) return null;
  if (member.type === "sen") {
    const result = states.get(member.state);
    return result ? { result, level: "state" } : null;
  }
  const result = districts.get(districtCode(member.state, member.district ?? 0));
  return result ? { result, level: "district" } : null;
}

/** Unrounded partisan lean of a seat (positive = more Democratic than the nation). */
export function seatLean(result: PresidentialResult): number {
  return partisanLean({
    2020: { dem: result.dem2020, rep: result.rep2020 },
    2024: { dem: result.harris2024, rep: result.trump2024 },
  });
}

/** Harris minus Trump in 2024, points of all presidential votes cast (negative: Trump won). */
export function presidentialMargin2024(result: PresidentialResult): number {
  return (100 * (result.harris2024 - result.trump2024)) / result.total2024;
}
