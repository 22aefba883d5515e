import type { FindLegislatorsInput, FindLegislatorsResult } from "#shared/find-legislators";
import { apiRequest } from "#web/lib/api-client";

/** POST /api/pledge/find-legislators: the state's senators, the ZIP's representative(s), empty seats. */
export type LookupResult = FindLegislatorsResult;

export function findLegislators(input: FindLegislatorsInput): Promise<LookupResult> {
  return apiRequest<LookupResult>("/api/pledge/find-legislators", { method: "POST", body: input });
}
