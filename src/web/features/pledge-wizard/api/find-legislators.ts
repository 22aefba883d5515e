import type { FindLegislatorsInput } from "../../../../shared/find-legislators";
import type { Legislator } from "../../../../shared/legislator";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/pledge/find-legislators: the state's senators and the ZIP's representative(s). */
export interface LookupResult {
  legislators: Legislator[];
  /** The district when the ZIP lies in one, else null. */
  district: string | null;
  /** Every district the ZIP overlaps when it spans several: the voter picks theirs. */
  districtCandidates: string[];
  userUpdated: boolean;
}

export function findLegislators(input: FindLegislatorsInput): Promise<LookupResult> {
  return apiRequest<LookupResult>("/api/pledge/find-legislators", { method: "POST", body: input });
}
