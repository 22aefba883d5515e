import { isRedrawnFor2026, STATES_REDRAWN_FOR_2026 } from "#shared/district-lines";
import { NATIONAL_DEM_TWO_PARTY_SHARE, twoPartyDemShare } from "#shared/partisan-lean";
import type { Member } from "./read-legislators";
import type { NewLinesDistrict, PresidentialResult } from "./read-results";

/** Where a House member of a redrawn state stands on the 2026 lines. */
export type NewLinesPlacement =
  | { lines: "2026"; district: NewLinesDistrict }
  | {
      lines: "undetermined";
      /** No district names the member, or the member shares the named district with another. */
      reason: "not-listed" | "shared";
    };

type Placeable = Pick<
  Member,
  "bioguideId" | "type" | "state" | "isDelegate" | "firstName" | "nickname" | "lastName"
>;

/** Lower case, accents and punctuation dropped: "Linda T. Sánchez" → "linda t sanchez". */
function normalise(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim();
}

/** The file names a member by their usual first name and last name ("Greg Casar" for Gregorio Casar). */
function namesMember(incumbent: string, member: Placeable): boolean {
  const name = normalise(incumbent);
  const last = normalise(member.lastName);
  return name === last || name.endsWith(` ${last}`);
}

function firstNameMatches(incumbent: string, member: Placeable): boolean {
  const first = normalise(incumbent).split(" ")[0];
  return [member.firstName, member.nickname].some((name) => name !== null && normalise(name) === first);
}

/**
 * Places each voting House member of a redrawn state in the new district whose `incumbent` names
 * them (same state, same last name; the first name decides between namesakes). A member named in
 * no district, or named in a district that also names another member, is "undetermined". Members
 * of other states, senators and delegates get no entry.
 */
export function placeOnNewLines(
  members: readonly Placeable[],
  districts: readonly NewLinesDistrict[],
): Map<string, NewLinesPlacement> {
  const fileStates = [...new Set(districts.map((d) => d.state))].sort();
  if (fileStates.join() !== [...STATES_REDRAWN_FOR_2026].sort().join()) {
    throw new Error(
      `The 2026-lines file marks ${fileStates.join(", ")} as redrawn; expected ${STATES_REDRAWN_FOR_2026.join(", ")}`,
    );
  }
  const found = new Map<string, NewLinesDistrict | null>();
  for (const member of members) {
    if (member.type !== "rep" || member.isDelegate || !isRedrawnFor2026(member.state)) continue;
    let named = districts.filter((d) => d.state === member.state && namesMember(d.incumbent, member));
    if (named.length > 1) named = named.filter((d) => firstNameMatches(d.incumbent, member));
    found.set(member.bioguideId, named.length === 1 ? named[0]! : null);
  }
  const claims = new Map<string, number>();
  for (const district of found.values()) {
    if (district) claims.set(district.code, (claims.get(district.code) ?? 0) + 1);
  }
  const placements = new Map<string, NewLinesPlacement>();
  for (const [bioguideId, district] of found) {
    if (!district) placements.set(bioguideId, { lines: "undetermined", reason: "not-listed" });
    else if (claims.get(district.code)! > 1)
      placements.set(bioguideId, { lines: "undetermined", reason: "shared" });
    else placements.set(bioguideId, { lines: "2026", district });
  }
  return placements;
}

/**
 * Unrounded lean on the 2026 lines: the 2024 two-party Democratic share minus the nation's. The
 * file has no 2020 result for the new lines, so 2024 alone decides (the 119th-lines lean averages 2020 and 2024).
 */
export function newLinesLean(district: NewLinesDistrict): number {
  const share = twoPartyDemShare({ dem: district.harrisPct2024, rep: district.trumpPct2024 });
  return share - NATIONAL_DEM_TWO_PARTY_SHARE[2024];
}

/**
 * Estimated Trump 2024 votes in a new district: the file has percentages only, so Trump's share is
 * applied to the state's average presidential vote per district on the 119th lines (districts of
 * one state have about equal populations).
 */
export function newLinesTrumpVotes(
  district: NewLinesDistrict,
  oldDistricts: ReadonlyMap<string, PresidentialResult>,
): number {
  const totals = [...oldDistricts]
    .filter(([code]) => code.startsWith(`${district.state}-`))
    .map(([, result]) => result.total2024);
  if (totals.length === 0) throw new Error(`No 119th-lines districts for ${district.state}`);
  const average = totals.reduce((sum, total) => sum + total, 0) / totals.length;
  return (average * district.trumpPct2024) / 100;
}
