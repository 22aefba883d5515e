import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "#shared/accounts";
import { ApiError, apiGet } from "#web/lib/api-client";

/** The session's cache keys: the signed-in voter (`null` is cached when nobody is signed in). */
export const sessionKeys = {
  currentUser: ["current-user"] as const,
};

/** GET /api/user: the voter this browser's session belongs to, or null when signed out (401). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    const body = await apiGet<{ user: User }>("/api/user", signal);
    return body.user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
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
