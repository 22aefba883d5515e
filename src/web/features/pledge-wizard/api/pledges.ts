import { createPledge } from "#web/entities/pledges/create-pledge";
import { ApiError } from "#web/lib/api-client";
import type { PledgeBatchOutcome } from "../wizard-model";

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
