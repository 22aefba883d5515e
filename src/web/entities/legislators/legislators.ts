import { queryOptions } from "@tanstack/react-query";
import type { VacantSeat } from "#shared/find-legislators";
import type { LEGISLATOR_SORTS, Legislator, LegislatorDetail } from "#shared/legislator";
import type { UserLegislatorsResponse } from "#shared/pledges";
import { apiGet } from "#web/lib/api-client";
import { toSearchString } from "#web/lib/search-params";

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
  /** The signed-in voter's own senators and representative (outside `all`: no count changes them). */
  mine: ["user-legislators"] as const,
  persuadables: () => [...legislatorKeys.all, "persuadables"] as const,
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

/**
 * GET /api/legislators/{idOrSlug}: one member with their actions on record; fails with a 404
 * ApiError when unknown.
 */
export function legislatorQuery(idOrSlug: string) {
  return queryOptions({
    queryKey: legislatorKeys.detail(idOrSlug),
    queryFn: async ({ signal }) => {
      const body = await apiGet<{ legislator: LegislatorDetail }>(
        `/api/legislators/${encodeURIComponent(idOrSlug)}`,
        signal,
      );
      return body.legislator;
    },
  });
}

/** GET /api/vacant-seats?state=XX: the state's seats with no member in office, and why. */
export function vacantSeatsQuery(state: string) {
  return queryOptions({
    queryKey: [...legislatorKeys.all, "vacant-seats", state.toUpperCase()] as const,
    queryFn: async ({ signal }) => {
      const body = await apiGet<{ vacantSeats: VacantSeat[] }>(
        `/api/vacant-seats${toSearchString({ state: state.toUpperCase() })}`,
        signal,
      );
      return body.vacantSeats;
    },
  });
}

/** GET /api/user/legislators: the voter's senators and representative, from their profile address. */
export const userLegislatorsQuery = queryOptions({
  queryKey: legislatorKeys.mine,
  queryFn: async ({ signal }) => {
    const body = await apiGet<UserLegislatorsResponse>("/api/user/legislators", signal);
    return body.legislators;
  },
});
