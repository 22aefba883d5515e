import type { primaryElections } from "#db/schema/elections";
import { nextRegularElectionYear } from "#shared/election-years";
import type { PrimaryElection } from "#shared/primary-election";

export function presentPrimaryElection(
  row: typeof primaryElections.$inferSelect,
  today: Date,
): PrimaryElection {
  return {
    id: row.id,
    state: row.state,
    stateName: row.stateName,
    primaryDate: row.primaryDate,
    runoffDate: row.runoffDate,
    registrationDeadline: row.registrationDeadline,
    primaryType: row.primaryType,
    partyRegistrationRequired: row.partyRegistrationRequired,
    registrationUrl: row.registrationUrl,
    idRequirements: row.idRequirements,
    notes: row.notes,
    additionalInfo: row.additionalInfo,
    // Every state holds House primaries each even year.
    nextPrimaryYear: row.nextPrimaryYear ?? nextRegularElectionYear({ type: "rep" }, today),
    updatedAt: row.updatedAt.toISOString(),
    voterInfoUrl: row.voterInfoUrl,
    confidence: row.confidence ?? null,
    sources: row.sources,
    dataAsOf: row.dataAsOf,
  };
}
