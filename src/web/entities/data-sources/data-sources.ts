import { queryOptions } from "@tanstack/react-query";
import type { DataSources } from "#shared/data-sources";
import { apiGet } from "#web/lib/api-client";

export const dataSourceKeys = {
  all: ["data-sources"] as const,
};

/** GET /api/data-sources: where the public data comes from and how current it is. */
export const dataSourcesQuery = queryOptions({
  queryKey: dataSourceKeys.all,
  queryFn: async ({ signal }) => {
    const body = await apiGet<{ dataSources: DataSources }>("/api/data-sources", signal);
    return body.dataSources;
  },
});
