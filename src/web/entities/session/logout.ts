import { mutationOptions, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest } from "#web/lib/api-client";
import { errorMessageFrom } from "#web/lib/api-errors";
import type { EntitiesTranslator } from "../i18n";
import { applySessionChange } from "./session-cache";

/** POST /api/logout: ends the session. */
export function logout(): Promise<void> {
  return apiRequest<void>("/api/logout", { method: "POST" });
}

export function logoutMutation(queryClient: QueryClient, t: EntitiesTranslator) {
  return mutationOptions({
    mutationFn: logout,
    onSuccess: async () => {
      toast({ title: t("session.logout.success"), description: t("session.logout.successDescription") });
      await applySessionChange(queryClient, null);
    },
    onError: (error: Error) => {
      toast({
        title: t("session.logout.failed"),
        description: errorMessageFrom(error, t("common.tryAgain")),
        variant: "destructive",
      });
    },
  });
}

/** Signs out, clears the cached voter and refreshes every other query. */
export function useLogout() {
  return useMutation(logoutMutation(useQueryClient(), useTranslations("entities")));
}
