/**
 * Who is a constituent of whom (docs/principles.md, "Constituents and actions"): a voter is a constituent of a
 * senator of their state, and of the representative or delegate of their district; an at-large
 * seat or a delegate (district 0) represents the whole state. A voter whose district is unknown
 * (a split ZIP they have not chosen in) is a constituent of the senators only. The pledge counters
 * apply the same rule in SQL (server/modules/pledges/repo.ts, constituentOf); an API test holds
 * the two to each other.
 */
export function isConstituent(
  voter: { state: string | null; congressionalDistrict: number | null },
  legislator: { type: "sen" | "rep"; state: string; district: number | null },
): boolean {
  if (voter.state === null || voter.state !== legislator.state) return false;
  if (legislator.type === "sen" || legislator.district === 0) return true;
  return voter.congressionalDistrict !== null && voter.congressionalDistrict === legislator.district;
}

/**
 * What a voter can promise a legislator: a constituent votes in their primary; a voter of another
 * state, or of another district of the state, cannot, and supports from outside the seat; a
 * voter whose House district is not known yet may be either, and is taken at their word.
 */
export type ConstituencyStanding = "constituent" | "outside" | "district-unknown";

export function constituencyStanding(
  voter: { state: string | null; congressionalDistrict: number | null },
  legislator: { type: "sen" | "rep"; state: string; district: number | null },
): ConstituencyStanding {
  if (isConstituent(voter, legislator)) return "constituent";
  const sameState = voter.state !== null && voter.state === legislator.state;
  return sameState && voter.congressionalDistrict === null ? "district-unknown" : "outside";
}
