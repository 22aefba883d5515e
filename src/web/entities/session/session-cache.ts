import type { QueryClient } from "@tanstack/react-query";
import type { User } from "#shared/accounts";
import { sessionKeys } from "./current-user";

const isNotCurrentUser = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[0] !== sessionKeys.currentUser[0];

/**
 * After signing in or out, the cached user is set at once and everything else is fetched again:
 * templates, pledges and reminders depend on who is asking. On sign-out, data no page is showing
 * is dropped, so a later visitor on this browser never glimpses the previous voter's.
 */
export function applySessionChange(queryClient: QueryClient, user: User | null): Promise<void> {
  queryClient.setQueryData(sessionKeys.currentUser, user);
  if (!user) queryClient.removeQueries({ type: "inactive", predicate: isNotCurrentUser });
  return queryClient.invalidateQueries({ predicate: isNotCurrentUser });
}
