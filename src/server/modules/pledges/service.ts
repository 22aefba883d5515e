/**
 * The pledges module's surface for other modules: who counts as a constituent, and keeping the
 * constituent counters true when a voter moves, picks their district or verifies their e-mail.
 */
export { adjustVoterCounts, constituentOf, type VoterStanding } from "./repo";
