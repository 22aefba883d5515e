/**
 * The pledges module's surface for other modules: who counts as a constituent, and keeping the
 * constituent counters true when a voter moves, picks their district or verifies their e-mail, and
 * taking a deleted account's pledges off them.
 */
export { adjustVoterCounts, constituentOf, deleteAllPledgesOf, type VoterStanding } from "./repo";
