import { queryOptions } from "@tanstack/react-query";
import type { LEGISLATOR_SORTS, Legislator } from "../../../../shared/legislator";
import { apiGet } from "../../../lib/api-client";
import { toSearchString } from "../../../lib/search-params";

/** The filters GET /api/legislators understands; an omitted one does not filter. */
export interface LegislatorFilters {
  state?: string;
  search?: string;
  type?: Legislator["type"];
  party?: string;
  sort?: (typeof LEGISLATOR_SORTS)[number];
}

export const legislatorKeys = {
  all: ["legislators"] as const,
  list: (filters: LegislatorFilters) => [...legislatorKeys.all, "list", filters] as const,
};

export function legislatorsQuery(filters: LegislatorFilters = {}) {
  return queryOptions({
    queryKey: legislatorKeys.list(filters),
    queryFn: async ({ signal }) => {
      const query = toSearchString({ ...filters });
      const body = await apiGet<{ legislators: Legislator[] }>(`/api/legislators${query}`, signal);
      return body.legislators;
    },
  });
}
