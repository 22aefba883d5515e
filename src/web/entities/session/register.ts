import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { RegisterInput } from "#shared/accounts";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest } from "#web/lib/api-client";
import { errorMessageFrom } from "#web/lib/api-errors";

/**
 * POST /api/register. It does not sign in, and it answers alike whether or not the e-mail was
 * already registered (docs/principles.md, principle 6): the message asks the voter to check their mail.
 */
export function register(input: RegisterInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>("/api/register", { method: "POST", body: input });
}

export const registerMutation = mutationOptions({
  mutationFn: register,
  onSuccess: ({ message }: { message: string }) => {
    toast({
      title: "Registration successful",
      description: message || "Please check your email to verify your account.",
      variant: "success",
    });
  },
  onError: (error: Error) => {
    toast({
      title: "Registration failed",
      description: errorMessageFrom(error, "Registration failed"),
      variant: "destructive",
    });
  },
});

/**
 * Registers and says how it went. On a 400, `fieldErrorsFrom(error)` names the fields the server
 * rejected, for the form's setError.
 */
export function useRegister() {
  return useMutation(registerMutation);
}
