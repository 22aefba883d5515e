import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "#web/lib/api-client";

/** GET /api/stats: live figures from the database, never display defaults. */
export interface SiteStats {
  pledges: number;
  statesRepresented: number;
  legislatorsContacted: number;
  legislators: number;
}

export const statsKeys = {
  all: ["stats"] as const,
};

export const statsQuery = queryOptions({
  queryKey: statsKeys.all,
  queryFn: ({ signal }) => apiGet<SiteStats>("/api/stats", signal),
});
