import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../../lib/api-client";
import { errorMessageFrom } from "../../../lib/api-errors";
import { currentUserKey } from "../../auth/api/current-user";
import { legislatorKeys } from "./legislators";
import { type UserPledge, userPledgesKey } from "./user-pledges";

/**
 * How long after a pledge the pages reload their figures (spec section 9): the server counts a
 * pledge in every list within a second (decisions.md section 4).
 */
export const RELOAD_AFTER_PLEDGE_MS = 1000;

/** POST /api/pledges for the signed-in voter (the session says who; no user id is sent). */
export async function createPledge(legislatorId: number): Promise<UserPledge> {
  const body = await apiRequest<{ pledge: UserPledge }>("/api/pledges", {
    method: "POST",
    body: { legislatorId, shareOnSocial: false },
  });
  return body.pledge;
}

/** Refreshes every figure a pledge changes: the counts on legislators and the site's totals. */
export function refreshPledgeCounts(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: legislatorKeys.all }),
    queryClient.invalidateQueries({ queryKey: ["stats"] }),
  ]).then(() => undefined);
}

export function pledgeErrorToast(error: unknown): void {
  if (error instanceof ApiError) {
    toast({
      title: "Pledge failed",
      description: errorMessageFrom(error, "Please try again."),
      variant: "destructive",
    });
    return;
  }
  toast({
    title: "Error creating pledge",
    description: "There was a problem creating your pledge. Please try again.",
    variant: "destructive",
  });
}

/**
 * One-click pledging for a signed-in voter. On success: the 'Pledge Added' toast, the voter's
 * pledges updated at once (so buttons turn to 'Pledged ✓') and refetched, and the counts
 * refreshed a second later, once the server has counted the pledge.
 */
export function useCreatePledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPledge,
    onSuccess: (pledge) => {
      toast({
        title: "Pledge Added",
        description: `Your pledge to support ${pledge.legislator.fullName} is recorded.`,
        variant: "success",
      });
      queryClient.setQueryData<UserPledge[]>(userPledgesKey, (pledges) =>
        pledges ? [...pledges.filter((p) => p.legislatorId !== pledge.legislatorId), pledge] : pledges,
      );
      void queryClient.invalidateQueries({ queryKey: userPledgesKey });
      setTimeout(() => void refreshPledgeCounts(queryClient), RELOAD_AFTER_PLEDGE_MS);
    },
    onError: (error) => {
      pledgeErrorToast(error);
      if (!(error instanceof ApiError)) return;
      // Already pledged elsewhere (409), or the session ended (401): bring the page up to date.
      if (error.status === 409) void queryClient.invalidateQueries({ queryKey: userPledgesKey });
      if (error.status === 401) void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}
