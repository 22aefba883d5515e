import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { REGISTRATION_PARTIES, type RegisterInput, registerSchema } from "#shared/accounts";
import { partyName } from "#shared/party-names";
import { Button } from "#web/components/ui/button";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { Select } from "#web/components/ui/select";
import { StateSelect } from "#web/components/ui/state-select";
import { fieldErrorsFrom } from "#web/lib/api-errors";
import { useLanguage } from "#web/lib/i18n/language";

export type RegisterFormInput = z.input<typeof registerSchema>;

export interface RegisterFormHelpers {
  /** Clears the form back to its first values. */
  reset(): void;
  /** Shows the server's per-field messages of a rejected registration under the fields. */
  showServerErrors(error: unknown): void;
}

interface RegisterFormProps {
  /** Address fields known already (the wizard's first step). */
  defaultValues?: Partial<RegisterFormInput>;
  /** Offer the party-registration select (the wizard asks; the auth screen does not). */
  withParty?: boolean;
  submitLabel: string;
  pendingLabel: string;
  onSubmit(values: RegisterInput, helpers: RegisterFormHelpers): Promise<void>;
  /** Buttons to show beside the submit button (e.g. the wizard's Back). */
  secondaryAction?: React.ReactNode;
}

const EMPTY: RegisterFormInput = {
  name: "",
  email: "",
  confirmEmail: "",
  password: "",
  confirmPassword: "",
  address: "",
  city: "",
  state: "",
  zip: "",
  phone: "",
  registeredParty: undefined,
};

/**
 * The registration form of the auth screen and the pledge wizard, with the auth screen's messages
 * (docs/principles.md, Forms). It validates on submit, then on each change.
 */
export function RegisterForm({
  defaultValues,
  withParty = false,
  submitLabel,
  pendingLabel,
  onSubmit,
  secondaryAction,
}: RegisterFormProps) {
  const form = useForm({
    resolver: zodResolver(registerSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { ...EMPTY, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const t = useTranslations("entities.registerForm");
  const language = useLanguage();

  const helpers: RegisterFormHelpers = {
    reset: () => form.reset(),
    showServerErrors(error) {
      for (const [field, message] of Object.entries(fieldErrorsFrom(error))) {
        if (field in EMPTY) form.setError(field as keyof RegisterFormInput, { message });
      }
    },
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values, helpers))}
      className="space-y-5"
    >
      <FormField label={t("name")} error={errors.name?.message}>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t("email")} error={errors.email?.message}>
          <Input type="email" autoComplete="email" spellCheck={false} {...form.register("email")} />
        </FormField>
        <FormField label={t("confirmEmail")} error={errors.confirmEmail?.message}>
          <Input type="email" autoComplete="email" spellCheck={false} {...form.register("confirmEmail")} />
        </FormField>
        <FormField label={t("password")} hint={t("passwordHint")} error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField label={t("confirmPassword")} error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
      </div>
      <FormField label={t("address")} error={errors.address?.message}>
        <Input autoComplete="street-address" {...form.register("address")} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-[1fr_1fr_9rem]">
        <FormField label={t("city")} error={errors.city?.message}>
          <Input autoComplete="address-level2" {...form.register("city")} />
        </FormField>
        <FormField label={t("state")} error={errors.state?.message}>
          <StateSelect {...form.register("state")} />
        </FormField>
        <FormField label={t("zip")} error={errors.zip?.message}>
          <Input inputMode="numeric" autoComplete="postal-code" {...form.register("zip")} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t("phone")} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register("phone")} />
        </FormField>
        {withParty && (
          <FormField label={t("party")} hint={t("partyHint")} error={errors.registeredParty?.message}>
            <Select
              defaultValue=""
              {...form.register("registeredParty", { setValueAs: (value) => value || undefined })}
            >
              <option value="">{t("partyUnsaid")}</option>
              {REGISTRATION_PARTIES.map((party) => (
                <option key={party} value={party}>
                  {party === "Other" || party === "Unregistered"
                    ? t(`parties.${party}`)
                    : partyName(party, language)}
                </option>
              ))}
            </Select>
          </FormField>
        )}
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
        {secondaryAction}
        <Button type="submit" variant="primary" size="lg" disabled={isSubmitting} className="sm:ml-auto">
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
