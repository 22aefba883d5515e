import { queryOptions } from "@tanstack/react-query";
import type { Legislator } from "#shared/legislator";
import { legislatorKeys } from "#web/entities/legislators/legislators";
import { apiGet } from "#web/lib/api-client";
import { rankPersuadables } from "#web/lib/display/persuadability";

/**
 * The persuadable ranking: members who sit with the Republicans and score 60 or more, delegates
 * left out (`rankPersuadables`). The API's `party` filter also matches the caucus, so an
 * independent in the Republican conference (Kevin Kiley, CA-3) is included.
 */
export const persuadablesQuery = queryOptions({
  queryKey: legislatorKeys.persuadables(),
  queryFn: async ({ signal }) => {
    const body = await apiGet<{ legislators: Legislator[] }>(
      "/api/legislators?party=Republican&sort=persuadability",
      signal,
    );
    return rankPersuadables(body.legislators);
  },
});
