import type { QueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../../lib/api-client";
import { currentUserKey } from "../../auth/api/current-user";
import { userPledgesKey } from "../../dashboard/api/user-pledges";
import { legislatorKeys } from "../../legislators/api/legislators";
import type { PledgeBatchOutcome } from "../wizard-model";

/** POST /api/pledges for the signed-in voter (the session says who; no user id is sent). */
export function createPledge(legislatorId: number, shareOnSocial: boolean): Promise<unknown> {
  return apiRequest("/api/pledges", { method: "POST", body: { legislatorId, shareOnSocial } });
}

/**
 * Pledges to every legislator at once. A 409 means the pledge already exists, which is what the
 * voter wants, so it counts as done; `errors` keeps the failures for the caller to log or show.
 */
export async function createPledges(
  legislatorIds: readonly number[],
  shareOnSocial: boolean,
): Promise<PledgeBatchOutcome & { errors: unknown[] }> {
  const results = await Promise.allSettled(legislatorIds.map((id) => createPledge(id, shareOnSocial)));
  const outcome = { done: 0, rejected: 0, unreachable: 0, errors: [] as unknown[] };
  for (const result of results) {
    if (result.status === "fulfilled") outcome.done += 1;
    else if (result.reason instanceof ApiError && result.reason.status === 409) outcome.done += 1;
    else {
      outcome.errors.push(result.reason);
      if (result.reason instanceof ApiError) outcome.rejected += 1;
      else outcome.unreachable += 1;
    }
  }
  return outcome;
}

/** After pledging: the voter, their pledges and every legislator count are fetched afresh. */
export async function refreshAfterPledging(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserKey }),
    queryClient.invalidateQueries({ queryKey: userPledgesKey }),
    queryClient.invalidateQueries({ queryKey: legislatorKeys.all }),
  ]);
}
