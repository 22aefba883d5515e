import LogInIcon from "lucide-react/icons/log-in";
import { forwardRef } from "react";
import { Link } from "wouter";
import type { RegisterInput } from "#shared/accounts";
import { STATE_AND_DC_CODES, stateName } from "#shared/states";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { RegisterForm, type RegisterFormHelpers } from "#web/entities/session/register-form";
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
  // The registration form lists the 50 states and DC; a territory from step 1 is left for the voter to choose.
  const inTerritory = address !== null && !STATE_AND_DC_CODES.includes(address.state);
  const state = address && !inTerritory ? address.state : "";
  return (
    <div>
      <StepHeading
        ref={headingRef}
        level={headingLevel}
        description="An account lets us count your pledge once and show you your legislators and your primary."
      >
        Create your account
      </StepHeading>
      <Alert variant="info" className="mb-5">
        <AlertTitle>Already have an account?</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-x-3 gap-y-2">
          Sign in, then pledge from your dashboard or the legislator's page.
          <Button asChild variant="outline" size="sm">
            <Link href={paths.auth}>
              <LogInIcon aria-hidden="true" className="size-4" />
              Sign In
            </Link>
          </Button>
        </AlertDescription>
      </Alert>
      {inTerritory && address && (
        <Alert variant="info" className="mb-5">
          <AlertTitle>Accounts are for voters in the 50 states and DC</AlertTitle>
          <AlertDescription>
            {stateName(address.state)} elects a delegate who cannot vote on impeachment, and pledges count
            toward the members a state's voters elect, so the form below asks for a state or DC. If you also
            vote in one (a student or service member, say), choose it; otherwise you can still follow every
            member's record and call their offices from their profiles.
          </AlertDescription>
        </Alert>
      )}
      {selectedCount === 0 && (
        <Alert variant="warning" className="mb-5">
          <AlertTitle>No legislators selected</AlertTitle>
          <AlertDescription>
            You can still create an account, and pledge later from your dashboard. To pledge now, go back and
            select at least one legislator.
          </AlertDescription>
        </Alert>
      )}
      <RegisterForm
        withParty
        defaultValues={address ? { ...address, state } : undefined}
        submitLabel="Create Account & Continue"
        pendingLabel="Creating Account..."
        onSubmit={onRegister}
        secondaryAction={
          <Button variant="outline" size="lg" onClick={onBack}>
            Back
          </Button>
        }
      />
    </div>
  );
});
