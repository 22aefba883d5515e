import { queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { UserPledge, UserPledgesResponse } from "#shared/pledges";
import { apiGet } from "#web/lib/api-client";
import { useCurrentUser } from "../session/current-user";

/** One of the signed-in voter's pledges (GET /api/user/pledges); the shape is the route's schema. */
export type { UserPledge };

/** The signed-in voter's pledges. */
export const pledgeKeys = {
  mine: ["user-pledges"] as const,
};

/** The signed-in voter's pledges; only ask while someone is signed in (401 otherwise). */
export const userPledgesQuery = queryOptions({
  queryKey: pledgeKeys.mine,
  queryFn: async ({ signal }) => {
    const body = await apiGet<UserPledgesResponse>("/api/user/pledges", signal);
    return body.pledges;
  },
});

/**
 * The ids of the legislators the signed-in voter has pledged to: empty while signed out, and
 * `isPending` while either the session or the pledges are still being checked.
 */
export function usePledgedLegislatorIds(): { ids: ReadonlySet<number>; isPending: boolean } {
  const { user, isPending: userPending } = useCurrentUser();
  const pledges = useQuery({ ...userPledgesQuery, enabled: user !== null });
  const data = pledges.data;
  const ids = useMemo(() => new Set((data ?? []).map((pledge) => pledge.legislatorId)), [data]);
  return { ids, isPending: userPending || (user !== null && pledges.isPending) };
}
