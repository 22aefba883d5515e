/**
 * The states that drew new congressional district lines for the 2026 elections (the 2025–26
 * mid-decade redraws), as The Downballot's 2026-lines file marks them.
 */
export const STATES_REDRAWN_FOR_2026 = ["AL", "CA", "FL", "LA", "NC", "OH", "TN", "TX", "UT"] as const;

/** The day the members elected on the 2026 lines take office (the 120th Congress). */
export const NEW_LINES_TAKE_OFFICE = "2027-01-03";

export function isRedrawnFor2026(state: string): boolean {
  return (STATES_REDRAWN_FOR_2026 as readonly string[]).includes(state);
}

/**
 * Which district lines a House member's partisan lean, persuadability score and pledge goals use
 * (docs/persuadability.md, "District lines for 2026"):
 * - "119th": the lines the member was elected on; the state did not redraw;
 * - "2026": the new lines of the district the 2026-lines file lists the member in;
 * - "undetermined": the state redrew, but the file does not place the member in one new district,
 *   so the figures stay on the 119th-Congress lines.
 * Null for senators and delegates.
 */
export const DISTRICT_LINES = ["119th", "2026", "undetermined"] as const;
export type DistrictLines = (typeof DISTRICT_LINES)[number];
