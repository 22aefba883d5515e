import { zodResolver } from "@hookform/resolvers/zod";
import ExternalLinkIcon from "lucide-react/icons/external-link";
import LockIcon from "lucide-react/icons/lock";
import SearchIcon from "lucide-react/icons/search";
import { forwardRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import {
  FIND_YOUR_DISTRICT_URL,
  type FindLegislatorsInput,
  findLegislatorsSchema,
} from "#shared/find-legislators";
import { Button } from "#web/components/ui/button";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { NewTabNote } from "#web/components/ui/new-tab-note";
import { StateSelect } from "#web/components/ui/state-select";
import { type HeadingLevel, StepHeading } from "./step-heading";

export type AddressFormInput = { address: string; city: string; state: string; zip: string };

interface AddressStepProps {
  headingLevel: HeadingLevel;
  defaultValues: AddressFormInput;
  busy: boolean;
  /** Resolves to the server's per-field messages of a rejected lookup, if any. */
  onFind(values: FindLegislatorsInput): Promise<Record<string, string> | undefined>;
  /** Shown above the form (e.g. the legislator the visitor came to pledge for). */
  notice?: React.ReactNode;
}

/** Step 1: the address that decides whose constituent the voter is. */
export const AddressStep = forwardRef<HTMLHeadingElement, AddressStepProps>(function AddressStep(
  { headingLevel, defaultValues, busy, onFind, notice },
  headingRef,
) {
  const t = useTranslations("pledge-wizard");
  const form = useForm({
    resolver: zodResolver(findLegislatorsSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues,
  });
  const { errors } = form.formState;

  return (
    <div>
      <StepHeading ref={headingRef} level={headingLevel} description={t("addressStep.description")}>
        {t("addressStep.title")}
      </StepHeading>
      {notice}
      <form
        noValidate
        className="space-y-5"
        onSubmit={form.handleSubmit(async (values) => {
          const fieldErrors = await onFind(values);
          for (const [field, message] of Object.entries(fieldErrors ?? {})) {
            if (field in defaultValues)
              form.setError(field as keyof AddressFormInput, { message }, { shouldFocus: true });
          }
        })}
      >
        <FormField label={t("addressStep.street")} error={errors.address?.message}>
          <Input
            autoComplete="street-address"
            placeholder={t("addressStep.streetPlaceholder")}
            {...form.register("address")}
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-[1fr_1fr_9rem]">
          <FormField label={t("addressStep.city")} error={errors.city?.message}>
            <Input autoComplete="address-level2" {...form.register("city")} />
          </FormField>
          <FormField label={t("addressStep.state")} error={errors.state?.message}>
            <StateSelect withTerritories {...form.register("state")} />
          </FormField>
          <FormField label={t("addressStep.zip")} error={errors.zip?.message}>
            <Input inputMode="numeric" autoComplete="postal-code" maxLength={10} {...form.register("zip")} />
          </FormField>
        </div>
        <p className="flex items-start gap-2 rounded-lg bg-slate-50 px-4 py-3 text-sm leading-6 text-slate-700">
          <LockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>{t("addressStep.security")}</span>
        </p>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <a
            href={FIND_YOUR_DISTRICT_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {t("addressStep.districtLink")}
            <ExternalLinkIcon aria-hidden="true" className="ml-1 inline size-4 align-[-2px]" />
            <NewTabNote />
          </a>
          <Button type="submit" variant="accent" size="lg" disabled={busy}>
            <SearchIcon aria-hidden="true" className="size-5" />
            {busy ? t("addressStep.finding") : t("addressStep.find")}
          </Button>
        </div>
      </form>
    </div>
  );
});
