import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import type { CreatePledgeResponse } from "#shared/pledges";
import { toast } from "#web/components/ui/use-toast";
import { ApiError, apiRequest } from "#web/lib/api-client";
import { errorMessageFrom } from "#web/lib/api-errors";
import type { EntitiesTranslator } from "../i18n";
import { legislatorKeys } from "../legislators/legislators";
import { sessionKeys } from "../session/current-user";
import { statsKeys } from "../stats/stats";
import { pledgeKeys, type UserPledge } from "./user-pledges";

/**
 * How long after a pledge the pages reload their figures (spec section 9): the server counts a
 * pledge in every list within a second (docs/principles.md, Data shapes).
 */
export const RELOAD_AFTER_PLEDGE_MS = 1000;

/** Pledges on their way, by legislator: a second tap before the answer joins the first. */
const pledgesInFlight = new Map<number, Promise<UserPledge>>();

/**
 * POST /api/pledges for the signed-in voter (the session says who; no user id is sent). The one
 * pledge call of the client: the legislator pages' button and the pledge wizard both use it. A
 * double tap sends one request, and both taps get its answer.
 */
export function createPledge(legislatorId: number, shareOnSocial = false): Promise<UserPledge> {
  const pending = pledgesInFlight.get(legislatorId);
  if (pending) return pending;
  const pledge = apiRequest<CreatePledgeResponse>("/api/pledges", {
    method: "POST",
    body: { legislatorId, shareOnSocial },
  })
    .then((body) => body.pledge)
    .finally(() => pledgesInFlight.delete(legislatorId));
  pledgesInFlight.set(legislatorId, pledge);
  return pledge;
}

/** Refreshes every figure a pledge changes: the counts on legislators and the site's totals. */
export function refreshPledgeCounts(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: legislatorKeys.all }),
    queryClient.invalidateQueries({ queryKey: statsKeys.all }),
  ]).then(() => undefined);
}

/**
 * After the pledge wizard (which may also have registered or signed the voter in): the voter,
 * their pledges and every legislator count are fetched afresh.
 */
export async function refreshAfterPledging(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser }),
    queryClient.invalidateQueries({ queryKey: pledgeKeys.mine }),
    queryClient.invalidateQueries({ queryKey: legislatorKeys.all }),
  ]);
}

export function pledgeErrorToast(error: unknown, t: EntitiesTranslator): void {
  if (error instanceof ApiError) {
    toast({
      title: t("createPledge.failed"),
      description: errorMessageFrom(error, t("common.tryAgain")),
      variant: "destructive",
    });
    return;
  }
  toast({
    title: t("createPledge.error"),
    description: t("createPledge.errorDescription"),
    variant: "destructive",
  });
}

/**
 * One-click pledging for a signed-in voter. On success: the 'Pledge Added' toast, the voter's
 * pledges and the legislator's own count updated at once (so buttons turn to 'Pledged ✓') and
 * refetched, and the lists' counts refreshed a second later, once the server's cache has them.
 */
export function useCreatePledge() {
  const queryClient = useQueryClient();
  const t = useTranslations("entities");
  return useMutation({
    mutationFn: (legislatorId: number) => createPledge(legislatorId),
    onSuccess: (pledge) => {
      toast({
        title: t("createPledge.added"),
        description: t("createPledge.addedDescription", { name: pledge.legislator.fullName }),
        variant: "success",
      });
      queryClient.setQueryData<UserPledge[]>(pledgeKeys.mine, (pledges) =>
        pledges ? [...pledges.filter((p) => p.legislatorId !== pledge.legislatorId), pledge] : pledges,
      );
      void queryClient.invalidateQueries({ queryKey: pledgeKeys.mine });
      // The answer's legislator carries the count the pledge's own statement wrote: the profile
      // shows it at once. Lists come from the server's cache, rebuilt within a second.
      for (const idOrSlug of [pledge.legislator.slug, String(pledge.legislator.id)]) {
        queryClient.setQueryData(legislatorKeys.detail(idOrSlug), pledge.legislator);
      }
      setTimeout(() => void refreshPledgeCounts(queryClient), RELOAD_AFTER_PLEDGE_MS);
    },
    onError: (error) => {
      pledgeErrorToast(error, t);
      if (!(error instanceof ApiError)) return;
      // Already pledged elsewhere (409), or the session ended (401): bring the page up to date.
      if (error.status === 409) void queryClient.invalidateQueries({ queryKey: pledgeKeys.mine });
      if (error.status === 401) void queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser });
    },
  });
}
