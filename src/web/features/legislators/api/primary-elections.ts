import { queryOptions } from "@tanstack/react-query";
import type { PrimaryElection } from "../../../../shared/primary-election";
import { apiGet } from "../../../lib/api-client";
import { toSearchString } from "../../../lib/search-params";

/**
 * The same keys and shapes as the state-information pages use, so a visitor moving between them
 * and the legislator pages fetches each answer once.
 */
export const primaryElectionKeys = {
  all: ["primary-elections"] as const,
  state: (code: string) => [...primaryElectionKeys.all, code.toUpperCase()] as const,
};

/** GET /api/primary-elections: every state's primary rules (about 50 small rows). */
export const primaryElectionsQuery = queryOptions({
  queryKey: primaryElectionKeys.all,
  queryFn: async ({ signal }) => {
    const body = await apiGet<{ primaryElections: PrimaryElection[] }>("/api/primary-elections", signal);
    return body.primaryElections;
  },
});

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
