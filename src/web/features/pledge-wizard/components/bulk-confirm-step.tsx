import { forwardRef } from "react";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import type { User } from "#shared/accounts";
import { stateNameIn } from "#shared/i18n/states";
import { partyName } from "#shared/party-names";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Avatar } from "#web/components/ui/avatar";
import { Button } from "#web/components/ui/button";
import { PledgeText } from "#web/entities/pledges/pledge-text";
import { useLanguage } from "#web/lib/i18n/language";
import { paths } from "#web/lib/paths";
import { type ChoiceLegislator, officeName } from "./legislator-choice-card";
import { type HeadingLevel, StepHeading } from "./step-heading";

interface BulkConfirmStepProps {
  headingLevel: HeadingLevel;
  voter: Pick<User, "name" | "state" | "congressionalDistrict">;
  legislators: readonly ChoiceLegislator[];
  busy: boolean;
  onBack(): void;
  onBackToSelection(): void;
  onCreate(): void;
}

/** Step 3 for a signed-in voter: every selected pledge, made at once. */
export const BulkConfirmStep = forwardRef<HTMLHeadingElement, BulkConfirmStepProps>(function BulkConfirmStep(
  { headingLevel, voter, legislators, busy, onBack, onBackToSelection, onCreate },
  headingRef,
) {
  const t = useTranslations("pledge-wizard");
  const language = useLanguage();
  if (legislators.length === 0) {
    return (
      <div>
        <StepHeading ref={headingRef} level={headingLevel}>
          {t("bulkStep.title")}
        </StepHeading>
        <Alert variant="warning" role="alert">
          <AlertTitle>{t("noneSelected.title")}</AlertTitle>
          <AlertDescription>{t("noneSelected.text")}</AlertDescription>
        </Alert>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button variant="primary" size="lg" onClick={onBackToSelection}>
            {t("bulkStep.backToSelection")}
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link href={paths.dashboard()}>{t("goToDashboard")}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div>
      <StepHeading
        ref={headingRef}
        level={headingLevel}
        description={t("bulkStep.description", { name: voter.name })}
      >
        {t("bulkStep.title")}
      </StepHeading>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {legislators.map((legislator) => (
          <li key={legislator.id} className="flex items-center gap-4 px-4 py-3">
            <Avatar
              src={legislator.imageUrl}
              name={[legislator.firstName, legislator.lastName]}
              width={40}
              height={48}
              className="rounded-md text-sm"
            />
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{legislator.fullName}</p>
              <p className="text-sm text-slate-600">
                {partyName(legislator.party, language, legislator.gender)} ·{" "}
                {officeName(legislator, language)} · {stateNameIn(legislator.state, language)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <PledgeText legislators={legislators} voter={voter} />
      </div>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onBack} disabled={busy}>
          {t("back")}
        </Button>
        <Button variant="accent" size="lg" onClick={onCreate} disabled={busy}>
          {busy ? t("bulkStep.creating") : t("bulkStep.create")}
        </Button>
      </div>
    </div>
  );
});
