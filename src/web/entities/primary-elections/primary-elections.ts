import { queryOptions } from "@tanstack/react-query";
import type { PrimaryElection } from "#shared/primary-election";
import { apiGet } from "#web/lib/api-client";
import { toSearchString } from "#web/lib/search-params";

/**
 * One set of keys for the legislator, state and dashboard pages, so a visitor moving between them
 * fetches each answer once.
 */
export const primaryElectionKeys = {
  all: ["primary-elections"] as const,
  state: (code: string) => [...primaryElectionKeys.all, code.toUpperCase()] as const,
};

/** GET /api/primary-elections: every state's (and DC's) primary rules (about 50 small rows). */
export const primaryElectionsQuery = queryOptions({
  queryKey: primaryElectionKeys.all,
  queryFn: async ({ signal }) => {
    const body = await apiGet<{ primaryElections: PrimaryElection[] }>("/api/primary-elections", signal);
    return body.primaryElections;
  },
});

function byState(elections: PrimaryElection[]): Map<string, PrimaryElection> {
  return new Map(elections.map((election) => [election.state, election]));
}

/** The same answer, read as a map from state code to that state's primary. */
export const primaryElectionsByStateQuery = queryOptions({ ...primaryElectionsQuery, select: byState });

/** GET /api/primary-elections?state=XX: one state's rules, or null when none are on file. */
export function primaryElectionQuery(code: string) {
  return queryOptions({
    queryKey: primaryElectionKeys.state(code),
    queryFn: async ({ signal }) => {
      const body = await apiGet<{ primaryElection: PrimaryElection | null }>(
        `/api/primary-elections${toSearchString({ state: code.toUpperCase() })}`,
        signal,
      );
      return body.primaryElection;
    },
  });
}
