import { mutationOptions, useMutation } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import type { RegisterInput } from "#shared/accounts";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest } from "#web/lib/api-client";
import { errorMessageFrom } from "#web/lib/api-errors";
import type { EntitiesTranslator } from "../i18n";

/**
 * POST /api/register. It does not sign in, and it answers alike whether or not the e-mail was
 * already registered (docs/principles.md, principle 6): the message asks the voter to check their mail.
 */
export function register(input: RegisterInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>("/api/register", { method: "POST", body: input });
}

export function registerMutation(t: EntitiesTranslator) {
  return mutationOptions({
    mutationFn: register,
    onSuccess: ({ message }: { message: string }) => {
      toast({
        title: t("session.register.success"),
        description: message || t("session.register.successDescription"),
        variant: "success",
      });
    },
    onError: (error: Error) => {
      toast({
        title: t("session.register.failed"),
        description: errorMessageFrom(error, t("session.register.failedDescription")),
        variant: "destructive",
      });
    },
  });
}

/**
 * Registers and says how it went. On a 400, `fieldErrorsFrom(error)` names the fields the server
 * rejected, for the form's setError.
 */
export function useRegister() {
  return useMutation(registerMutation(useTranslations("entities")));
}
