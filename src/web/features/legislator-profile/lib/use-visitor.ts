import { useQuery } from "@tanstack/react-query";
import type { Legislator } from "#shared/legislator";
import { usePledgedLegislatorIds } from "#web/entities/pledges/user-pledges";
import { useCurrentUser } from "#web/entities/session/current-user";
import { handleFromProfileUrl } from "#web/lib/display/social-handle";
import { tweetText } from "#web/lib/display/tweet";
import { siteConfigQuery } from "#web/lib/site-config";

/**
 * Where the visitor stands with this member: whether they pledged, and their recorded party. The
 * parts of the profile that show it ask for it themselves, so that the answers arriving after the
 * page is shown re-render those parts only, not the whole page.
 */
export function useVisitorStanding(legislatorId: number): {
  pledged: boolean;
  registeredParty: string | null | undefined;
} {
  const { ids } = usePledgedLegislatorIds();
  const { user } = useCurrentUser();
  return { pledged: ids.has(legislatorId), registeredParty: user?.registeredParty };
}

/** The tweet rule (spec section 5) for this member: a template made into a post. */
export function useTweetFor(legislator: Pick<Legislator, "twitterHandle">): (template: string) => string {
  const config = useQuery(siteConfigQuery);
  const productHandle = handleFromProfileUrl(config.data?.links.twitter);
  return (template) => tweetText({ template, legislatorHandle: legislator.twitterHandle, productHandle });
}
