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
  detail: (idOrSlug: string) => [...legislatorKeys.all, "detail", idOrSlug.toLowerCase()] as const,
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

/** GET /api/legislators/{idOrSlug}: one member; fails with a 404 ApiError when unknown. */
export function legislatorQuery(idOrSlug: string) {
  return queryOptions({
    queryKey: legislatorKeys.detail(idOrSlug),
    queryFn: async ({ signal }) => {
      const body = await apiGet<{ legislator: Legislator }>(
        `/api/legislators/${encodeURIComponent(idOrSlug)}`,
        signal,
      );
      return body.legislator;
    },
  });
}
