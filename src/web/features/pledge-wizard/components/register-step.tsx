import LogInIcon from "lucide-react/icons/log-in";
import { forwardRef } from "react";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import type { RegisterInput } from "#shared/accounts";
import { stateNameIn } from "#shared/i18n/states";
import { STATE_AND_DC_CODES } from "#shared/states";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { RegisterForm, type RegisterFormHelpers } from "#web/entities/session/register-form";
import { useLanguage } from "#web/lib/i18n/language";
import { paths } from "#web/lib/paths";
import type { AddressFormInput } from "./address-step";
import { type HeadingLevel, StepHeading } from "./step-heading";

interface RegisterStepProps {
  headingLevel: HeadingLevel;
  address: AddressFormInput | null;
  selectedCount: number;
  onBack(): void;
  onRegister(values: RegisterInput, helpers: RegisterFormHelpers): Promise<void>;
}

/** Step 3 for a visitor without an account: register (the wizard then signs in and moves on). */
export const RegisterStep = forwardRef<HTMLHeadingElement, RegisterStepProps>(function RegisterStep(
  { headingLevel, address, selectedCount, onBack, onRegister },
  headingRef,
) {
  const t = useTranslations("pledge-wizard");
  const language = useLanguage();
  // The registration form lists the 50 states and DC; a territory from step 1 is left for the voter to choose.
  const inTerritory = address !== null && !STATE_AND_DC_CODES.includes(address.state);
  const state = address && !inTerritory ? address.state : "";
  return (
    <div>
      <StepHeading ref={headingRef} level={headingLevel} description={t("registerStep.description")}>
        {t("registerStep.title")}
      </StepHeading>
      <Alert variant="info" className="mb-5">
        <AlertTitle>{t("registerStep.haveAccount.title")}</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-x-3 gap-y-2">
          {t("registerStep.haveAccount.text")}
          <Button asChild variant="outline" size="sm">
            <Link href={paths.auth}>
              <LogInIcon aria-hidden="true" className="size-4" />
              {t("registerStep.signIn")}
            </Link>
          </Button>
        </AlertDescription>
      </Alert>
      {inTerritory && address && (
        <Alert variant="info" className="mb-5">
          <AlertTitle>{t("registerStep.territory.title")}</AlertTitle>
          <AlertDescription>
            {t("registerStep.territory.text", { territory: stateNameIn(address.state, language) })}
          </AlertDescription>
        </Alert>
      )}
      {selectedCount === 0 && (
        <Alert variant="warning" className="mb-5">
          <AlertTitle>{t("noneSelected.title")}</AlertTitle>
          <AlertDescription>{t("registerStep.noneSelected")}</AlertDescription>
        </Alert>
      )}
      <RegisterForm
        withParty
        defaultValues={address ? { ...address, state } : undefined}
        submitLabel={t("registerStep.submit")}
        pendingLabel={t("registerStep.pending")}
        onSubmit={onRegister}
        secondaryAction={
          <Button variant="outline" size="lg" onClick={onBack}>
            {t("back")}
          </Button>
        }
      />
    </div>
  );
});
