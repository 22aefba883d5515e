import type { Legislator } from "../legislator";
import { constituencyStanding } from "./constituency";

export type PledgeLegislator = Pick<Legislator, "fullName" | "type" | "state" | "district">;
export type VoterPlace = { state: string | null; congressionalDistrict: number | null };

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** The legislators the voter cannot vote for in a primary: they live outside the seat. */
export function outsideTheSeat<T extends PledgeLegislator>(
  legislators: readonly T[],
  voter: VoterPlace | null,
): T[] {
  return voter ? legislators.filter((l) => constituencyStanding(voter, l) === "outside") : [];
}

/**
 * The words of the pledge, shown before pledging and mailed after: conditional on the legislator
 * acting, and ready to switch party if needed (`primary`). To a legislator whose primary the voter
 * cannot vote in (another state or district), the voter promises what they can (`support`).
 */
export function pledgeWording(
  legislators: readonly PledgeLegislator[],
  voter: VoterPlace | null,
): { primary?: string; support?: string } {
  const outside = outsideTheSeat(legislators, voter);
  const inside = legislators.filter((l) => !outside.includes(l));
  const wording: { primary?: string; support?: string } = {};
  if (inside.length > 0) {
    const several = inside.length > 1;
    wording.primary = `I pledge to vote for ${listNames(inside.map((l) => l.fullName))} in ${several ? "their" : "the"} next primary election if they act to impeach or convict a president who defies the Supreme Court. This pledge applies only if ${several ? "each of them takes" : "they take"} that action. I understand that keeping it may require me to switch my party registration before my state's deadline, and I am prepared to do so.`;
  }
  if (outside.length > 0) {
    const several = outside.length > 1;
    wording.support = `I live outside the ${several ? "seats" : "seat"} of ${listNames(outside.map((l) => l.fullName))}, so I cannot vote in ${several ? "their primaries" : "their primary"}. I pledge my public support if they act to impeach or convict a president who defies the Supreme Court, and I will urge the voters who can to back them in the primary.`;
  }
  return wording;
}
