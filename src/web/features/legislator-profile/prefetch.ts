import type { QueryClient } from "@tanstack/react-query";
import { legislatorQuery } from "#web/entities/legislators/legislators";
import { primaryElectionQuery } from "#web/entities/primary-elections/primary-elections";
import { siteConfigQuery } from "#web/lib/site-config";

/**
 * The public data a profile shows, fetched ahead of rendering it on the server. The voter's own
 * data (session, pledges, messages filled in with their name) is left for the browser to ask.
 * Returns false when there is no such member. A failed query is dropped: the browser asks again.
 */
export async function prefetchProfile(queryClient: QueryClient, idOrSlug: string): Promise<boolean> {
  const legislator = await queryClient.fetchQuery(legislatorQuery(idOrSlug)).catch(() => null);
  if (!legislator) return false;
  await Promise.all([
    queryClient.prefetchQuery(primaryElectionQuery(legislator.state)),
    queryClient.prefetchQuery(siteConfigQuery),
  ]);
  queryClient.removeQueries({ predicate: (query) => query.state.status === "error" });
  return true;
}
