import { mutationOptions, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { loginSchema, User } from "#shared/accounts";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest } from "#web/lib/api-client";
import { errorMessageFrom } from "#web/lib/api-errors";
import { applySessionChange } from "./session-cache";

export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/login: starts a session (a cookie) and answers with the voter. */
export async function login(input: LoginInput): Promise<User> {
  const body = await apiRequest<{ user: User }>("/api/login", { method: "POST", body: input });
  return body.user;
}

export function loginMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: login,
    onSuccess: async (user: User) => {
      toast({
        title: "Login successful",
        description: "You've been logged in successfully.",
        variant: "success",
      });
      await applySessionChange(queryClient, user);
    },
    onError: (error: Error) => {
      toast({
        title: "Login failed",
        description: errorMessageFrom(error, "Invalid email or password"),
        variant: "destructive",
      });
    },
  });
}

/** Signs in, updates the cache and says how it went; pass `onSuccess` to `mutate` to move on. */
export function useLogin() {
  return useMutation(loginMutation(useQueryClient()));
}
