import type { SnapshotLegislator } from "../../src/db/snapshot";
import { formatLean, roundLean } from "../../src/shared/partisan-lean";
import { houseRaceFact } from "./house-race";
import { ideologyByMember } from "./ideology";
import { delegateFacts, leanFact, presidentialFact } from "./key-facts";
import { seatLean, seatResult } from "./lean";
import { pastVotesByMember } from "./past-votes";
import { persuadabilityScore } from "./persuadability";
import { readLegislators } from "./read-legislators";
import {
  readDistrictPresidential,
  readHouseRaces,
  readNominate,
  readStatePresidential,
} from "./read-results";
import { assignSlugs } from "./slugs";
import { pledgeThresholds } from "./thresholds";

function compareMembers(a: SnapshotLegislator, b: SnapshotLegislator): number {
  const keys = (m: SnapshotLegislator) =>
    [m.state, m.type, m.district ?? -1, m.lastName, m.bioguideId] as const;
  const ka = keys(a);
  const kb = keys(b);
  for (let i = 0; i < ka.length; i++) {
    if (ka[i]! < kb[i]!) return -1;
    if (ka[i]! > kb[i]!) return 1;
  }
  return 0;
}

/** Every serving member with the model's lean, score, key facts and pledge thresholds. */
export function buildLegislators(dataDir: string): SnapshotLegislator[] {
  const members = readLegislators(dataDir);
  const districts = readDistrictPresidential(dataDir);
  const states = readStatePresidential(dataDir);
  const races = readHouseRaces(dataDir);
  const ideology = ideologyByMember(members, readNominate(dataDir));
  const pastVotes = pastVotesByMember(members);

  const built = assignSlugs(members).map((member): SnapshotLegislator => {
    const seat = seatResult(member, districts, states);
    const lean = seat ? roundLean(seatLean(seat.result)) : null;
    const race = houseRaceFact(member, races);
    const { score, dim1, fact: ideologyFact } = ideology.get(member.bioguideId)!;
    const pastVote = pastVotes.get(member.bioguideId);

    const facts: string[] = [];
    if (pastVote) facts.push(pastVote.fact);
    if (member.isDelegate) {
      const dc = member.state === "DC" ? states.get("DC") : undefined;
      facts.push(...delegateFacts(member, dc ? { result: dc, level: "state" } : null));
    }
    if (seat && lean !== null) {
      facts.push(presidentialFact(seat, seat.level === "state" ? "this state" : "this district"));
      facts.push(leanFact(lean, seat));
    }
    if (race) facts.push(race.fact);
    facts.push(ideologyFact);

    return {
      ...member,
      cookPvi: lean === null ? null : formatLean(lean),
      nominateDim1: score?.dim1 ?? null,
      nominateDim2: score?.dim2 ?? null,
      persuadabilityScore: persuadabilityScore({
        dim1,
        lean,
        marginPct: race?.marginPct ?? null,
        pastVote: pastVote !== undefined,
      }),
      keyFacts: facts,
      pledgeThresholds: seat ? pledgeThresholds(seat.result.trump2024) : null,
      population: null,
      medianHouseholdIncome: null,
    };
  });
  return built.sort(compareMembers);
}
