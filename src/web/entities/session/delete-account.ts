import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import type { DeleteAccountInput } from "#shared/accounts";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest } from "#web/lib/api-client";
import { applySessionChange } from "./session-cache";

/** DELETE /api/user/{id} with the account's password: erases the account (docs/security.md). */
export function deleteAccount(userId: number, input: DeleteAccountInput): Promise<void> {
  return apiRequest<void>(`/api/user/${userId}`, { method: "DELETE", body: input });
}

/**
 * Deletes the signed-in voter's account; afterwards the site treats them as a visitor. `leave`
 * moves off the account's page first, so that it never shows a signed-out state.
 */
export function useDeleteAccount(userId: number, leave: () => void) {
  const queryClient = useQueryClient();
  const t = useTranslations("entities.session.deleteAccount");
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => deleteAccount(userId, input),
    onSuccess: async () => {
      toast({
        title: t("success"),
        description: t("successDescription"),
        variant: "success",
      });
      leave();
      await applySessionChange(queryClient, null);
    },
  });
}
