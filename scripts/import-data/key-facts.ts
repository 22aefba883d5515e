import { formatLean } from "#shared/partisan-lean";
import { stateName } from "#shared/states";
import { presidentialMargin2024, type SeatResult } from "./lean";
import type { Member } from "./read-legislators";
import type { NewLinesDistrict } from "./read-results";

const SOURCE_BY_LEVEL = { district: "The Downballot", state: "MIT Election Data + Science Lab" } as const;

/** "Trump won this district by 12.4 points in 2024 (The Downballot)". */
export function presidentialFact(seat: SeatResult, place: string): string {
  const margin = presidentialMargin2024(seat.result);
  const winner = margin < 0 ? "Trump" : "Harris";
  return `${winner} won ${place} by ${Math.abs(margin).toFixed(1)} points in 2024 (${SOURCE_BY_LEVEL[seat.level]})`;
}

/** "Seat lean R+3 (2020 and 2024 presidential results, The Downballot)". */
export function leanFact(lean: number, seat: SeatResult): string {
  return `Seat lean ${formatLean(lean)} (2020 and 2024 presidential results, ${SOURCE_BY_LEVEL[seat.level]})`;
}

/** "Trump won this district on its 2026 lines by 20 points in 2024 (The Downballot)": whole points, as the file has them. */
export function newLinesPresidentialFact(district: NewLinesDistrict): string {
  const margin = district.marginPct2024;
  if (margin === 0) {
    return "Harris and Trump were less than a point apart in this district on its 2026 lines in 2024 (The Downballot)";
  }
  const winner = margin < 0 ? "Trump" : "Harris";
  const points = Math.abs(margin);
  return `${winner} won this district on its 2026 lines by ${points} ${points === 1 ? "point" : "points"} in 2024 (The Downballot)`;
}

/** "Seat lean R+9 on the district's 2026 lines (2024 presidential result only, The Downballot)". */
export function newLinesLeanFact(lean: number): string {
  return `Seat lean ${formatLean(lean)} on the district's 2026 lines (2024 presidential result only, The Downballot)`;
}

/** The 119th-lines lean of a member whose new district the 2026-lines file does not determine. */
export function undeterminedLinesLeanFact(lean: number, state: string): string {
  return `Seat lean ${formatLean(lean)} on the 119th-Congress lines: ${stateName(state)} drew new district lines for 2026, and this member's new district could not be determined from the data (2020 and 2024 presidential results, The Downballot)`;
}

function placeName(state: string): string {
  const name = stateName(state);
  return name.endsWith("Islands") ? `the ${name}` : name;
}

/** Facts that explain why a delegate's seat has fewer model inputs than a voting seat. */
export function delegateFacts(member: Member, dcResult: SeatResult | null): string[] {
  const role = member.state === "PR" ? "Resident Commissioner" : "delegate";
  const facts = [
    `As a non-voting ${role}, cannot vote on articles of impeachment on the House floor (Rules of the House)`,
  ];
  if (member.state === "DC" && dcResult) {
    facts.push(presidentialFact(dcResult, "the District of Columbia"));
  } else if (member.state !== "DC") {
    facts.push(
      `Residents of ${placeName(member.state)} do not vote for president, so the seat has no partisan lean (U.S. Constitution, Article II)`,
    );
  }
  return facts;
}
