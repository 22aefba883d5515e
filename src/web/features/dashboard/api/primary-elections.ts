import { queryOptions } from "@tanstack/react-query";
import type { PrimaryElection } from "../../../../shared/primary-election";
import { primaryElectionsQuery as allPrimaryElectionsQuery } from "../../legislators/api/primary-elections";

function byState(elections: PrimaryElection[]): Map<string, PrimaryElection> {
  return new Map(elections.map((election) => [election.state, election]));
}

/**
 * GET /api/primary-elections, shared in the cache with the legislator and state pages, read here
 * as a map from state code to that state's primary.
 */
export const primaryElectionsQuery = queryOptions({ ...allPrimaryElectionsQuery, select: byState });
