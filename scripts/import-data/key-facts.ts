import { formatLean } from "../../src/shared/partisan-lean";
import { stateName } from "../../src/shared/states";
import { presidentialMargin2024, type SeatResult } from "./lean";
import type { Member } from "./read-legislators";

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
