import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { REGISTRATION_PARTIES, type RegisterInput, registerSchema } from "#shared/accounts";
import { Button } from "#web/components/ui/button";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { Select } from "#web/components/ui/select";
import { StateSelect } from "#web/components/ui/state-select";
import { fieldErrorsFrom } from "#web/lib/api-errors";

export type RegisterFormInput = z.input<typeof registerSchema>;

/** How the registration form names each party option; 'Unregistered' reads as a voter would say it. */
export const REGISTRATION_PARTY_LABELS: Record<(typeof REGISTRATION_PARTIES)[number], string> = {
  Republican: "Republican",
  Democrat: "Democrat",
  Independent: "Independent",
  Other: "Other",
  Unregistered: "Not Currently Registered",
};

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
      <FormField label="Full Name" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" spellCheck={false} {...form.register("email")} />
        </FormField>
        <FormField label="Confirm Email" error={errors.confirmEmail?.message}>
          <Input type="email" autoComplete="email" spellCheck={false} {...form.register("confirmEmail")} />
        </FormField>
        <FormField label="Password" hint="At least 8 characters." error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
      </div>
      <FormField label="Street Address" error={errors.address?.message}>
        <Input autoComplete="street-address" {...form.register("address")} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-[1fr_1fr_9rem]">
        <FormField label="City" error={errors.city?.message}>
          <Input autoComplete="address-level2" {...form.register("city")} />
        </FormField>
        <FormField label="State" error={errors.state?.message}>
          <StateSelect {...form.register("state")} />
        </FormField>
        <FormField label="ZIP Code" error={errors.zip?.message}>
          <Input inputMode="numeric" autoComplete="postal-code" {...form.register("zip")} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Phone (Optional)" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register("phone")} />
        </FormField>
        {withParty && (
          <FormField
            label="Party Registration"
            hint="How you are registered to vote today."
            error={errors.registeredParty?.message}
          >
            <Select
              defaultValue=""
              {...form.register("registeredParty", { setValueAs: (value) => value || undefined })}
            >
              <option value="">Prefer not to say</option>
              {REGISTRATION_PARTIES.map((party) => (
                <option key={party} value={party}>
                  {REGISTRATION_PARTY_LABELS[party]}
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
