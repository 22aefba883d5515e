import { forwardRef, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { FIND_YOUR_DISTRICT_URL, type VacantSeat } from "#shared/find-legislators";
import { lookupMessage } from "#shared/i18n/lookup-messages";
import { constituencyStanding } from "#shared/rules/constituency";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { DataAsOf } from "#web/components/ui/data-as-of";
import { NewTabNote } from "#web/components/ui/new-tab-note";
import { useLanguage } from "#web/lib/i18n/language";
import { paths } from "#web/lib/paths";
import { lookupNoticeText } from "../wizard-model";
import { type ChoiceLegislator, LegislatorChoiceCard } from "./legislator-choice-card";
import { type HeadingLevel, StepHeading } from "./step-heading";
import { VacantSeatCard } from "./vacant-seat-card";

interface SelectLegislatorsStepProps {
  headingLevel: HeadingLevel;
  legislators: readonly ChoiceLegislator[];
  /** Seats of the address with no member in office, shown where their member would be. */
  vacantSeats: readonly VacantSeat[];
  /** The ZIP code, when the lookup could not settle the House district from it. */
  unknownDistrictZip: string | null;
  /** Any other notice of the lookup (the district lines drawn for 2026), else null. */
  message: string | null;
  selectedIds: readonly number[];
  pledgedIds: ReadonlySet<number>;
  /** Where the voter lives: a legislator outside it (one chosen in advance) says so on its card. */
  voter: { state: string | null; congressionalDistrict: number | null };
  onToggle(id: number): void;
  onBack(): void;
  onContinue(): void;
}

/**
 * Only a delegate represents the address (DC, the territories): nobody here votes on impeachment,
 * and the voter is told what they can still do.
 */
function NoVotingMemberNotice() {
  const t = useTranslations("pledge-wizard.selectStep.noVoting");
  return (
    <Alert variant="info" className="mb-6">
      <AlertTitle>{t("title")}</AlertTitle>
      <AlertDescription>
        <p>
          {t.rich("text", {
            link: (chunks) => (
              <Link href={paths.legislators} className="font-medium underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </AlertDescription>
    </Alert>
  );
}

/** The ZIP settled no district: the senators are listed, the official finder names the representative. */
function UnknownDistrictNotice({ zip }: { zip: string }) {
  const t = useTranslations("pledge-wizard.selectStep.unknownDistrict");
  return (
    <Alert variant="warning" className="mb-6">
      <AlertTitle>{t("title", { zip })}</AlertTitle>
      <AlertDescription>
        <p>
          {t("text")} <FindRepresentative />
        </p>
      </AlertDescription>
    </Alert>
  );
}

/** "To find your representative, enter your full address in the official finder" (a link). */
function FindRepresentative() {
  const t = useTranslations("pledge-wizard");
  return t.rich("selectStep.findRepresentative", {
    finder: (chunks: ReactNode) => (
      <a
        href={FIND_YOUR_DISTRICT_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium underline underline-offset-4"
      >
        {chunks}
        <NewTabNote />
      </a>
    ),
  });
}

/**
 * The lookup's message in a state that drew new lines for 2026: its text up to the finder's
 * address, which becomes a link.
 */
function LookupMessageNotice({ message }: { message: string }) {
  const language = useLanguage();
  return (
    <Alert variant="warning" className="mb-6">
      <AlertTitle>{lookupMessage(language, "newDistrictLinesTitle")}</AlertTitle>
      <AlertDescription>
        <p>
          {lookupNoticeText(message)} <FindRepresentative />
        </p>
      </AlertDescription>
    </Alert>
  );
}

/** Step 2: whom to back. Republicans come first, the most persuadable at the top. */
export const SelectLegislatorsStep = forwardRef<HTMLHeadingElement, SelectLegislatorsStepProps>(
  function SelectLegislatorsStep(
    {
      headingLevel,
      legislators,
      vacantSeats,
      unknownDistrictZip,
      message,
      selectedIds,
      pledgedIds,
      voter,
      onToggle,
      onBack,
      onContinue,
    },
    headingRef,
  ) {
    const t = useTranslations("pledge-wizard");
    const onlyDelegates = legislators.length > 0 && legislators.every((legislator) => legislator.isDelegate);
    const notice = onlyDelegates ? (
      <NoVotingMemberNotice />
    ) : unknownDistrictZip !== null ? (
      <UnknownDistrictNotice zip={unknownDistrictZip} />
    ) : message !== null ? (
      <LookupMessageNotice message={message} />
    ) : null;
    // A state can have both Senate seats empty: the second of a kind gets its own key.
    const seen = new Map<string, number>();
    const vacancies = vacantSeats.map((seat) => {
      const seatKey = `${seat.type}-${seat.districtCode ?? seat.state}`;
      const nth = (seen.get(seatKey) ?? 0) + 1;
      seen.set(seatKey, nth);
      return (
        <li key={`${seatKey}-${nth}`}>
          <VacantSeatCard seat={seat} />
        </li>
      );
    });
    if (legislators.length === 0) {
      return (
        <div>
          <StepHeading ref={headingRef} level={headingLevel}>
            {t("selectStep.title")}
          </StepHeading>
          {notice}
          {vacancies.length > 0 && <ul className="mb-6 grid gap-4 md:grid-cols-2">{vacancies}</ul>}
          <p className="rounded-xl border border-slate-200 bg-slate-50 px-6 py-5 text-slate-700">
            {t("selectStep.empty")}
          </p>
          <Button variant="outline" size="lg" className="mt-6" onClick={onBack}>
            {t("selectStep.goBack")}
          </Button>
        </div>
      );
    }
    const count = selectedIds.length;
    // The oldest date among the cards, should their records ever differ.
    const asOf = legislators.map((legislator) => legislator.dataAsOf).sort()[0]!;
    return (
      <div>
        <StepHeading ref={headingRef} level={headingLevel} description={t("selectStep.description")}>
          {t("selectStep.title")}
        </StepHeading>
        {notice}
        <ul className="grid gap-4 md:grid-cols-2">
          {legislators.map((legislator) => (
            <li key={legislator.id}>
              <LegislatorChoiceCard
                legislator={legislator}
                selected={selectedIds.includes(legislator.id)}
                pledged={pledgedIds.has(legislator.id)}
                outside={constituencyStanding(voter, legislator) === "outside"}
                onToggle={() => onToggle(legislator.id)}
              />
            </li>
          ))}
          {vacancies}
        </ul>
        <DataAsOf asOf={asOf} className="mt-3" />
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="outline" size="lg" onClick={onBack}>
            {t("back")}
          </Button>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <p className="text-center text-sm text-slate-600" aria-live="polite">
              {t("selectStep.selected", { count })}
            </p>
            <Button variant="primary" size="lg" onClick={onContinue}>
              {t("continue")}
            </Button>
          </div>
        </div>
      </div>
    );
  },
);
