import { queryOptions } from "@tanstack/react-query";
import type { PrimaryElection } from "../../../../shared/primary-election";
import { apiGet } from "../../../lib/api-client";
import { toSearchString } from "../../../lib/search-params";

export const primaryElectionKeys = {
  all: ["primary-elections"] as const,
  state: (code: string) => [...primaryElectionKeys.all, code.toUpperCase()] as const,
};

/** GET /api/primary-elections: every state's (and DC's) primary rules. */
export const primaryElectionsQuery = queryOptions({
  queryKey: primaryElectionKeys.all,
  queryFn: async ({ signal }) => {
    const body = await apiGet<{ primaryElections: PrimaryElection[] }>("/api/primary-elections", signal);
    return body.primaryElections;
  },
});

/** GET /api/primary-elections?state=XX: one state's rules, or null when there are none yet. */
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
