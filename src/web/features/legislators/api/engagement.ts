import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { EngagementFlag } from "../../../../shared/engagement";
import { apiRequest } from "../../../lib/api-client";
import { useCurrentUser } from "../../auth/api/current-user";

/** The flags a legislator page's actions set: writing, calling and sharing. */
export type ActionFlag = Extract<
  EngagementFlag,
  "hasEmailedLegislator" | "hasCalledLegislator" | "hasSharedOnSocial"
>;

/** POST /api/user/engagement with one flag turned on. */
export function recordEngagement(flag: ActionFlag): Promise<unknown> {
  return apiRequest("/api/user/engagement", { method: "POST", body: { updates: { [flag]: true } } });
}

/**
 * Records that the signed-in voter wrote, called or shared (for their dashboard badges). Nobody
 * signed in: nothing is sent. A failure is only logged: the voter's action already happened.
 */
export function useRecordEngagement(): (flag: ActionFlag) => void {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const signedIn = user !== null;
  return useCallback(
    (flag: ActionFlag) => {
      if (!signedIn) return;
      recordEngagement(flag).then(
        () =>
          queryClient.invalidateQueries({
            predicate: (query) => String(query.queryKey[0]).includes("engagement"),
          }),
        (error: unknown) => console.error("Could not record engagement", error),
      );
    },
    [signedIn, queryClient],
  );
}
