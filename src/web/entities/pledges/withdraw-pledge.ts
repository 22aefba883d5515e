import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest } from "#web/lib/api-client";
import { errorMessageFrom } from "#web/lib/api-errors";
import { RELOAD_AFTER_PLEDGE_MS, refreshPledgeCounts } from "./create-pledge";
import { pledgeKeys, type UserPledge } from "./user-pledges";

/** DELETE /api/pledges/{id}: the signed-in voter takes back one of their pledges. */
export function withdrawPledge(pledgeId: number): Promise<void> {
  return apiRequest<void>(`/api/pledges/${pledgeId}`, { method: "DELETE" });
}

/**
 * Withdrawing a pledge: it leaves the voter's list at once, and the counts it took part in are
 * fetched again once the server's lists have them (as after a pledge).
 */
export function useWithdrawPledge() {
  const queryClient = useQueryClient();
  const t = useTranslations("entities");
  return useMutation({
    mutationFn: (pledge: UserPledge) => withdrawPledge(pledge.id),
    onSuccess: (_answer, pledge) => {
      queryClient.setQueryData<UserPledge[]>(pledgeKeys.mine, (pledges) =>
        pledges?.filter((p) => p.id !== pledge.id),
      );
      void queryClient.invalidateQueries({ queryKey: pledgeKeys.mine });
      setTimeout(() => void refreshPledgeCounts(queryClient), RELOAD_AFTER_PLEDGE_MS);
      toast({
        title: t("withdrawPledge.withdrawn"),
        description: t("withdrawPledge.withdrawnDescription", { name: pledge.legislator.fullName }),
        variant: "success",
      });
    },
    onError: (error) => {
      toast({
        title: t("withdrawPledge.failed"),
        description: errorMessageFrom(error, t("common.tryAgain")),
        variant: "destructive",
      });
      void queryClient.invalidateQueries({ queryKey: pledgeKeys.mine });
    },
  });
}
