/**
 * Persuadability model v1 (see docs/persuadability.md): how open a member of Congress is likely to
 * be to acting against a president of their own party who defies the Supreme Court. The same
 * formula applies to every member; it is a transparent heuristic over public facts, not a forecast.
 *
 *   base  = Σ weight × component / Σ weight, over the components whose input is known
 *   score = min(100, round(100 × base) + PAST_VOTE_BONUS if the member voted to impeach or
 *           convict a president of their own party)
 *
 * Each component runs from 0 (least open) to 1 (most open) and is a clamped straight line between
 * the two anchors below.
 */
export const MODEL_VERSION = "persuadability-v1";

export const WEIGHTS = { ideology: 0.5, lean: 0.35, margin: 0.15 } as const;

/** Points added for a past vote to impeach or convict a president of the member's own party. */
export const PAST_VOTE_BONUS = 30;

/**
 * DW-NOMINATE dim1 at which the ideology component is 1 and 0. 0.1 is about the most moderate
 * Republican in the 119th Congress; 0.7 is about the most conservative tenth of House Republicans.
 */
const IDEOLOGY_ANCHORS = { open: 0.1, closed: 0.7 } as const;

/** Seat lean (points, D positive) at which the lean component is 1 and 0: D+10 and R+25. */
const LEAN_ANCHORS = { open: 10, closed: -25 } as const;

/** Winning margin (points) at which the margin component is 1 and 0: a tie and a 30-point win. */
const MARGIN_ANCHORS = { open: 0, closed: 30 } as const;

export interface PersuadabilityInput {
  /** DW-NOMINATE dim1 (or the party median when the member has no score yet). */
  dim1: number;
  /** Rounded seat lean in points, positive = more Democratic than the nation; null when unknown. */
  lean: number | null;
  /** The member's own 2024 general-election margin in points (100 when unopposed); null when unknown. */
  marginPct: number | null;
  /** Voted to impeach or convict a president of their own party. */
  pastVote: boolean;
}

/** Position of `value` on the line from `closed` (0) to `open` (1), clamped to [0, 1]. */
function scale(value: number, anchors: { open: number; closed: number }): number {
  const position = (value - anchors.closed) / (anchors.open - anchors.closed);
  return Math.min(1, Math.max(0, position));
}

export function ideologyComponent(dim1: number): number {
  return scale(dim1, IDEOLOGY_ANCHORS);
}

export function leanComponent(lean: number): number {
  return scale(lean, LEAN_ANCHORS);
}

export function marginComponent(marginPct: number): number {
  return scale(marginPct, MARGIN_ANCHORS);
}

/** The 0–100 persuadability score. */
export function persuadabilityScore(input: PersuadabilityInput): number {
  const parts: [weight: number, value: number][] = [[WEIGHTS.ideology, ideologyComponent(input.dim1)]];
  if (input.lean !== null) parts.push([WEIGHTS.lean, leanComponent(input.lean)]);
  if (input.marginPct !== null) parts.push([WEIGHTS.margin, marginComponent(input.marginPct)]);
  const totalWeight = parts.reduce((sum, [weight]) => sum + weight, 0);
  const base = parts.reduce((sum, [weight, value]) => sum + weight * value, 0) / totalWeight;
  const score = Math.round(100 * base) + (input.pastVote ? PAST_VOTE_BONUS : 0);
  return Math.min(100, score);
}
