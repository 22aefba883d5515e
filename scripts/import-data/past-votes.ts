import type { Member } from "./read-legislators";

/**
 * Serving members who voted to impeach or convict a president of their own party. Public roll-call
 * records; none of the datasets holds them, so they are listed here with their source.
 * House Roll Call 17 (117th Congress, 13 Jan 2021): 10 Republicans voted to impeach Donald Trump.
 * Senate Roll Call 59 (117th Congress, 13 Feb 2021): 7 Republicans voted to convict him.
 * Only those still serving are listed; each entry is checked against legislators-current.yaml.
 */
export interface PastVote {
  bioguideId: string;
  lastName: string;
  /** Where the member sits now, to catch a mismatched id. */
  seat: { state: string; district: number | null };
  fact: string;
}

const houseImpeachment =
  "Voted to impeach President Trump on 13 Jan 2021 (House Roll Call 17, 117th Congress)";
const senateConviction =
  "Voted to convict President Trump on 13 Feb 2021 (Senate Roll Call 59, 117th Congress)";

export const PAST_VOTES: readonly PastVote[] = [
  { bioguideId: "N000189", lastName: "Newhouse", seat: { state: "WA", district: 4 }, fact: houseImpeachment },
  { bioguideId: "V000129", lastName: "Valadao", seat: { state: "CA", district: 22 }, fact: houseImpeachment },
  {
    bioguideId: "C001075",
    lastName: "Cassidy",
    seat: { state: "LA", district: null },
    fact: senateConviction,
  },
  {
    bioguideId: "C001035",
    lastName: "Collins",
    seat: { state: "ME", district: null },
    fact: senateConviction,
  },
  {
    bioguideId: "M001153",
    lastName: "Murkowski",
    seat: { state: "AK", district: null },
    fact: senateConviction,
  },
];

/**
 * The past votes of the members the roster lists, by bioguide id. A listed id whose member is not
 * in this roster has left Congress and is skipped; one whose name differs is a typo in the list
 * above, and stops the import.
 */
export function pastVotesByMember(members: readonly Member[]): Map<string, PastVote> {
  const byId = new Map(members.map((m) => [m.bioguideId, m]));
  const votes = new Map<string, PastVote>();
  for (const vote of PAST_VOTES) {
    const member = byId.get(vote.bioguideId);
    if (!member) continue;
    if (member.lastName !== vote.lastName) {
      throw new Error(`Past vote ${vote.bioguideId} (${vote.lastName}) does not match ${member.lastName}`);
    }
    votes.set(vote.bioguideId, vote);
  }
  return votes;
}
