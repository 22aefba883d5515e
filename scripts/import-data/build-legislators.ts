import type { SnapshotLegislator } from "#db/snapshot";
import { formatLean, roundLean } from "#shared/partisan-lean";
import { newLinesLean, newLinesTrumpVotes, placeOnNewLines } from "./district-lines";
import { houseRaceFact } from "./house-race";
import { ideologyByMember } from "./ideology";
import {
  delegateFacts,
  leanFact,
  newLinesLeanFact,
  newLinesPresidentialFact,
  presidentialFact,
  undeterminedLinesLeanFact,
} from "./key-facts";
import { seatLean, seatResult } from "./lean";
import { pastVotesByMember } from "./past-votes";
import { persuadabilityScore } from "./persuadability";
import { readLegislators } from "./read-legislators";
import {
  readDistrictPresidential,
  readHouseRaces,
  readNewLinesDistricts,
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
  const placements = placeOnNewLines(members, readNewLinesDistricts(dataDir));

  const built = assignSlugs(members).map((member): SnapshotLegislator => {
    const seat = seatResult(member, districts, states);
    const placement = placements.get(member.bioguideId);
    // The next primary is held on the 2026 lines wherever the file places the member there.
    const newDistrict = placement?.lines === "2026" ? placement.district : null;
    const lean = newDistrict
      ? roundLean(newLinesLean(newDistrict))
      : seat
        ? roundLean(seatLean(seat.result))
        : null;
    const trumpVotes = newDistrict
      ? newLinesTrumpVotes(newDistrict, districts)
      : (seat?.result.trump2024 ?? null);
    const race = houseRaceFact(member, races);
    const { score, dim1, fact: ideologyFact } = ideology.get(member.bioguideId)!;
    const pastVote = pastVotes.get(member.bioguideId);

    const facts: string[] = [];
    if (pastVote) facts.push(pastVote.fact);
    if (member.isDelegate) {
      const dc = member.state === "DC" ? states.get("DC") : undefined;
      facts.push(...delegateFacts(member, dc ? { result: dc, level: "state" } : null));
    }
    if (newDistrict && lean !== null) {
      facts.push(newLinesPresidentialFact(newDistrict), newLinesLeanFact(lean));
    } else if (seat && lean !== null) {
      facts.push(presidentialFact(seat, seat.level === "state" ? "this state" : "this district"));
      facts.push(
        placement?.lines === "undetermined"
          ? undeterminedLinesLeanFact(lean, member.state)
          : leanFact(lean, seat),
      );
    }
    if (race) facts.push(race.fact);
    facts.push(ideologyFact);

    return {
      ...member,
      cookPvi: lean === null ? null : formatLean(lean),
      districtLines: member.type === "sen" || member.isDelegate ? null : (placement?.lines ?? "119th"),
      nominateDim1: score?.dim1 ?? null,
      nominateDim2: score?.dim2 ?? null,
      persuadabilityScore: persuadabilityScore({
        dim1,
        lean,
        marginPct: race?.marginPct ?? null,
        pastVote: pastVote !== undefined,
      }),
      keyFacts: facts,
      pledgeThresholds: trumpVotes === null ? null : pledgeThresholds(trumpVotes),
      population: null,
      medianHouseholdIncome: null,
    };
  });
  return built.sort(compareMembers);
}
