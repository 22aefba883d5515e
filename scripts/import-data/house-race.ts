import { formatDate } from "./format";
import { districtCode, type Member } from "./read-legislators";
import type { HouseRace } from "./read-results";
import { slugify } from "./slugs";

/** First day of the 119th Congress: members elected in the 2024 general election start their term on it. */
const CONGRESS_119_START = "2025-01-03";

const MEDSL = "MIT Election Data + Science Lab";
const LEGISLATORS = "unitedstates/congress-legislators";

const partyNames: Record<string, string> = { REP: "Republican", DEM: "Democrat" };

export interface RaceFact {
  /** The member's own winning margin for the model (100 when unopposed), or null when not theirs. */
  marginPct: number | null;
  fact: string;
}

function wonBy(race: HouseRace, marginPct: number): string {
  const margin = marginPct.toFixed(1);
  if (race.notes.startsWith("only write-in")) {
    return `Won the 2024 general election by ${margin} points against write-in opposition only`;
  }
  if (race.notes.startsWith("ranked-choice general; source gives first-round")) {
    return `Won the 2024 ranked-choice general election after leading the first round by ${margin} points`;
  }
  if (race.notes.startsWith("ranked-choice final-round")) {
    return `Won the 2024 general election by ${margin} points in the final ranked-choice round`;
  }
  const party = partyNames[race.winnerParty];
  if (party && race.runnerUpParty === race.winnerParty) {
    return `Won the 2024 general election by ${margin} points over a fellow ${party}`;
  }
  return `Won the 2024 general election by ${margin} points`;
}

/**
 * The member's 2024 House general election. A member whose term began after the 119th Congress
 * opened won a later special election, so the 2024 result belongs to a predecessor and is not used.
 */
export function houseRaceFact(member: Member, races: ReadonlyMap<string, HouseRace>): RaceFact | null {
  if (member.type !== "rep") return null;
  if (member.termStart > CONGRESS_119_START) {
    return {
      marginPct: null,
      fact: `Took office on ${formatDate(member.termStart)}, after the 2024 general election (${LEGISLATORS})`,
    };
  }
  const race = races.get(districtCode(member.state, member.district ?? 0));
  if (!race) return null;
  const winnerWords = slugify(race.winner).split("-");
  if (!winnerWords.includes(slugify(member.lastName).split("-").at(-1)!)) {
    throw new Error(`2024 winner ${race.winner} does not look like ${member.fullName} (${member.state})`);
  }
  if (race.unopposed) {
    const tally = race.marginPct === null ? "; no votes were tallied" : "";
    return { marginPct: 100, fact: `Unopposed on the 2024 general-election ballot${tally} (${MEDSL})` };
  }
  if (race.marginPct === null) return null;
  return { marginPct: race.marginPct, fact: `${wonBy(race, race.marginPct)} (${MEDSL})` };
}
