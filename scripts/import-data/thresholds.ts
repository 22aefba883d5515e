import type { PledgeThresholds } from "#shared/legislator";

/**
 * ASSUMPTION, not data: the share of a seat's Trump 2024 voters who vote in a Republican primary.
 * No primary-turnout figures are in the datasets; 0.30 is a round planning figure for a midterm
 * primary (see docs/persuadability.md).
 */
export const PRIMARY_TURNOUT_RATIO = 0.3;

/**
 * Pledges as shares of the estimated primary electorate. A bloc of 0.5% is a first visible signal;
 * 5% exceeds the winning margin of many contested primaries; 10% can decide all but lopsided ones.
 */
export const THRESHOLD_SHARES: Readonly<PledgeThresholds> = {
  minimal: 0.005,
  modest: 0.01,
  medium: 0.025,
  strong: 0.05,
  safe: 0.1,
};

/** Estimated Republican primary electorate: Trump 2024 votes × PRIMARY_TURNOUT_RATIO. */
export function estimatedPrimaryElectorate(trumpVotes2024: number): number {
  return trumpVotes2024 * PRIMARY_TURNOUT_RATIO;
}

/** Pledge thresholds for a seat whose Trump 2024 vote is known. */
export function pledgeThresholds(trumpVotes2024: number): PledgeThresholds {
  const electorate = estimatedPrimaryElectorate(trumpVotes2024);
  const at = (share: number) => Math.round(electorate * share);
  return {
    minimal: at(THRESHOLD_SHARES.minimal),
    modest: at(THRESHOLD_SHARES.modest),
    medium: at(THRESHOLD_SHARES.medium),
    strong: at(THRESHOLD_SHARES.strong),
    safe: at(THRESHOLD_SHARES.safe),
  };
}
