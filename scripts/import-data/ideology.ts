import { caucusParty, type Member } from "./read-legislators";
import type { NominateScore } from "./read-results";

/** Below this many scaled votes Voteview's estimate is noisy, so the fact says how many there were. */
const FEW_VOTES = 100;

export interface Ideology {
  /** The member's own DW-NOMINATE scores, null when Voteview has none yet. */
  score: NominateScore | null;
  /** dim1 the model uses: the member's own, else the median of their chamber and caucus. */
  dim1: number;
  fact: string;
}

function chamberOf(member: Member): "House" | "Senate" {
  return member.type === "sen" ? "Senate" : "House";
}

function groupLabel(member: Member): string {
  return `${chamberOf(member)} ${caucusParty(member)}s`;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** "more moderate than 78% of House Republicans", or the other direction for the far half. */
function comparison(dim1: number, peers: readonly number[], label: string): string {
  const distance = Math.abs(dim1);
  const fartherOut = peers.filter((p) => Math.abs(p) > distance).length;
  const closerIn = peers.filter((p) => Math.abs(p) < distance).length;
  if (fartherOut >= closerIn) {
    return `more moderate than ${Math.round((100 * fartherOut) / peers.length)}% of ${label}`;
  }
  const direction = dim1 > 0 ? "conservative" : "liberal";
  return `more ${direction} than ${Math.round((100 * closerIn) / peers.length)}% of ${label}`;
}

/**
 * DW-NOMINATE dim1 per member with a Voteview fact. Peers are the serving voting members of the same
 * chamber and caucus who have a score; members without one get those peers' median.
 */
export function ideologyByMember(
  members: readonly Member[],
  nominate: ReadonlyMap<string, NominateScore>,
): Map<string, Ideology> {
  const peerScores = new Map<string, { bioguideId: string; dim1: number }[]>();
  for (const member of members) {
    const score = nominate.get(member.bioguideId);
    if (!score || member.isDelegate) continue;
    const label = groupLabel(member);
    peerScores.set(label, [
      ...(peerScores.get(label) ?? []),
      { bioguideId: member.bioguideId, dim1: score.dim1 },
    ]);
  }

  return new Map(
    members.map((member): [string, Ideology] => {
      const label = groupLabel(member);
      const group = peerScores.get(label);
      if (!group) throw new Error(`No DW-NOMINATE scores for ${label}`);
      const score = nominate.get(member.bioguideId) ?? null;
      if (!score) {
        const dim1 = median(group.map((p) => p.dim1));
        const joined = member.termStart.slice(0, 4);
        const fact = `No DW-NOMINATE score yet (joined in ${joined}); the median of ${label}, ${dim1.toFixed(3)}, is used (Voteview)`;
        return [member.bioguideId, { score, dim1, fact }];
      }
      const peers = group.filter((p) => p.bioguideId !== member.bioguideId).map((p) => p.dim1);
      const fewVotes =
        score.votes !== null && score.votes < FEW_VOTES ? `, based on only ${score.votes} scaled votes` : "";
      const fact = `DW-NOMINATE ideology ${score.dim1.toFixed(3)}, ${comparison(score.dim1, peers, label)}${fewVotes} (Voteview)`;
      return [member.bioguideId, { score, dim1: score.dim1, fact }];
    }),
  );
}
