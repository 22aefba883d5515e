import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { Engagement, EngagementFlag, EngagementResponse } from "#shared/engagement";
import { apiGet, apiRequest } from "#web/lib/api-client";
import { useCurrentUser } from "../session/current-user";

/** The signed-in voter's engagement flags. */
export const engagementKeys = {
  mine: ["user-engagement"] as const,
};

/** GET /api/user/engagement: which of the six engagement flags the voter has earned. */
export const engagementQuery = queryOptions({
  queryKey: engagementKeys.mine,
  queryFn: async ({ signal }) => {
    const body = await apiGet<EngagementResponse>("/api/user/engagement", signal);
    return body.engagement;
  },
});

/** POST /api/user/engagement: turns flags on (never off) and answers with all six. */
export async function recordEngagement(flags: readonly EngagementFlag[]): Promise<Engagement> {
  const updates = Object.fromEntries(flags.map((flag) => [flag, true]));
  const body = await apiRequest<EngagementResponse>("/api/user/engagement", {
    method: "POST",
    body: { updates },
  });
  return body.engagement;
}

/**
 * Records engagement and keeps the cached flags in step. A failure is only logged (spec
 * section 8): the voter's action (a call, an e-mail) has happened whether or not we noted it.
 */
export function useRecordEngagement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordEngagement,
    onSuccess: (engagement) => queryClient.setQueryData(engagementKeys.mine, engagement),
    onError: (error) => console.error("Could not record engagement", error),
  });
}

/** The flags a legislator page's actions set: writing, calling and sharing. */
export type ActionFlag = Extract<
  EngagementFlag,
  "hasEmailedLegislator" | "hasCalledLegislator" | "hasSharedOnSocial"
>;

/**
 * Records that the signed-in voter wrote, called or shared (for their dashboard badges), through
 * `useRecordEngagement`. Nobody signed in: nothing is sent.
 */
export function useRecordAction(): (flag: ActionFlag) => void {
  const { user } = useCurrentUser();
  const { mutate } = useRecordEngagement();
  const signedIn = user !== null;
  return useCallback(
    (flag: ActionFlag) => {
      if (signedIn) mutate([flag]);
    },
    [signedIn, mutate],
  );
}
