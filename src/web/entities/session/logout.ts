import { mutationOptions, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest } from "#web/lib/api-client";
import { errorMessageFrom } from "#web/lib/api-errors";
import { applySessionChange } from "./session-cache";

/** POST /api/logout: ends the session. */
export function logout(): Promise<void> {
  return apiRequest<void>("/api/logout", { method: "POST" });
}

export function logoutMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: logout,
    onSuccess: async () => {
      toast({ title: "Logged out", description: "You've been logged out successfully." });
      await applySessionChange(queryClient, null);
    },
    onError: (error: Error) => {
      toast({
        title: "Logout failed",
        description: errorMessageFrom(error, "Please try again."),
        variant: "destructive",
      });
    },
  });
}

/** Signs out, clears the cached voter and refreshes every other query. */
export function useLogout() {
  return useMutation(logoutMutation(useQueryClient()));
}
