import { queryOptions } from "@tanstack/react-query";
import type { Legislator } from "../../../../shared/legislator";
import { apiGet } from "../../../lib/api-client";
import { legislatorKeys } from "../../legislators/api/legislators";

/** GET /api/legislators/{idOrSlug}: one legislator (404 when unknown). */
export function legislatorByIdOrSlugQuery(idOrSlug: string | number) {
  return queryOptions({
    queryKey: [...legislatorKeys.all, "by-id-or-slug", String(idOrSlug)] as const,
    queryFn: async ({ signal }) => {
      const body = await apiGet<{ legislator: Legislator }>(
        `/api/legislators/${encodeURIComponent(String(idOrSlug))}`,
        signal,
      );
      return body.legislator;
    },
  });
}
