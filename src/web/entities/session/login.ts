import { mutationOptions, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import type { loginSchema, User } from "#shared/accounts";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest } from "#web/lib/api-client";
import { errorMessageFrom } from "#web/lib/api-errors";
import type { EntitiesTranslator } from "../i18n";
import { applySessionChange } from "./session-cache";

export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/login: starts a session (a cookie) and answers with the voter. */
export async function login(input: LoginInput): Promise<User> {
  const body = await apiRequest<{ user: User }>("/api/login", { method: "POST", body: input });
  return body.user;
}

export function loginMutation(queryClient: QueryClient, t: EntitiesTranslator) {
  return mutationOptions({
    mutationFn: login,
    onSuccess: async (user: User) => {
      toast({
        title: t("session.login.success"),
        description: t("session.login.successDescription"),
        variant: "success",
      });
      await applySessionChange(queryClient, user);
    },
    onError: (error: Error) => {
      toast({
        title: t("session.login.failed"),
        description: errorMessageFrom(error, t("session.login.failedDescription")),
        variant: "destructive",
      });
    },
  });
}

/** Signs in, updates the cache and says how it went; pass `onSuccess` to `mutate` to move on. */
export function useLogin() {
  return useMutation(loginMutation(useQueryClient(), useTranslations("entities")));
}
