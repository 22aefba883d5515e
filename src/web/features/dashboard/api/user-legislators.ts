import { queryOptions } from "@tanstack/react-query";
import type { Legislator } from "../../../../shared/legislator";
import { apiGet } from "../../../lib/api-client";

export const userLegislatorsKey = ["user-legislators"] as const;

/** GET /api/user/legislators: the voter's senators and representative, from their profile address. */
export const userLegislatorsQuery = queryOptions({
  queryKey: userLegislatorsKey,
  queryFn: async ({ signal }) => {
    const body = await apiGet<{ legislators: Legislator[] }>("/api/user/legislators", signal);
    return body.legislators;
  },
});
