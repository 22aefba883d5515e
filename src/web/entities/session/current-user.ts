import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "#shared/accounts";
import { apiGet } from "#web/lib/api-client";

/** The session's cache keys: the signed-in voter (`null` is cached when nobody is signed in). */
export const sessionKeys = {
  currentUser: ["current-user"] as const,
};

/**
 * GET /api/session: the voter this browser's session belongs to, or null when signed out. Unlike
 * GET /api/user it answers 200 either way, so an anonymous visit shows no error in the console.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  const body = await apiGet<{ user: User | null }>("/api/session", signal);
  return body.user;
}

export const currentUserQuery = queryOptions({
  queryKey: sessionKeys.currentUser,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  retry: false,
});

/**
 * The signed-in voter: `user` is null while the session is checked, when nobody is signed in and
 * when the check failed; `isPending` tells the first case apart.
 */
export function useCurrentUser(): { user: User | null; isPending: boolean } {
  const { data, isPending } = useQuery(currentUserQuery);
  return { user: data ?? null, isPending };
}
