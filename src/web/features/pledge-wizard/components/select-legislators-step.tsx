import { forwardRef } from "react";
import { Link } from "wouter";
import { FIND_YOUR_DISTRICT_URL, NEW_DISTRICT_LINES_TITLE, type VacantSeat } from "#shared/find-legislators";
import { constituencyStanding } from "#shared/rules/constituency";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { DataAsOf } from "#web/components/ui/data-as-of";
import { paths } from "#web/lib/paths";
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
  return (
    <Alert variant="info" className="mb-6">
      <AlertTitle>No member for this address votes on impeachment</AlertTitle>
      <AlertDescription>
        <p>
          Your delegate serves in the House but does not vote on the floor, and there are no senators for this
          address. You can still support the pledge: choose senators and representatives elsewhere from the{" "}
          <Link href={paths.legislators} className="font-medium underline underline-offset-4">
            list of legislators
          </Link>{" "}
          and pledge to them from their profiles.
        </p>
      </AlertDescription>
    </Alert>
  );
}

/** The ZIP settled no district: the senators are listed, the official finder names the representative. */
function UnknownDistrictNotice({ zip }: { zip: string }) {
  return (
    <Alert variant="warning" className="mb-6">
      <AlertTitle>We couldn't find your House district from ZIP code {zip}</AlertTitle>
      <AlertDescription>
        <p>
          Some ZIP codes (PO boxes, single buildings) are not in the district table we use. Your state's
          senators are listed below. To find your representative, enter your full address in the{" "}
          <FinderLink />.
        </p>
      </AlertDescription>
    </Alert>
  );
}

function FinderLink() {
  return (
    <a
      href={FIND_YOUR_DISTRICT_URL}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium underline underline-offset-4"
    >
      official House district finder<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The lookup's message in a state that drew new lines for 2026: its text up to the finder's
 * address, which becomes a link.
 */
function LookupMessageNotice({ message }: { message: string }) {
  const text = message.split(FIND_YOUR_DISTRICT_URL)[0]!.replace(/\s*The official finder.*$/, "");
  return (
    <Alert variant="warning" className="mb-6">
      <AlertTitle>{NEW_DISTRICT_LINES_TITLE}</AlertTitle>
      <AlertDescription>
        <p>
          {text} To find your representative, enter your full address in the <FinderLink />.
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
            Select legislators to support
          </StepHeading>
          {notice}
          {vacancies.length > 0 && <ul className="mb-6 grid gap-4 md:grid-cols-2">{vacancies}</ul>}
          <p className="rounded-xl border border-slate-200 bg-slate-50 px-6 py-5 text-slate-700">
            No legislators found for your address. Please go back and try a different address.
          </p>
          <Button variant="outline" size="lg" className="mt-6" onClick={onBack}>
            Go Back
          </Button>
        </div>
      );
    }
    const count = selectedIds.length;
    // The oldest date among the cards, should their records ever differ.
    const asOf = legislators.map((legislator) => legislator.dataAsOf).sort()[0]!;
    return (
      <div>
        <StepHeading
          ref={headingRef}
          level={headingLevel}
          description="Choose the legislators you will back in their primary if they act. The most persuadable Republicans are listed first."
        >
          Select legislators to support
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
            Back
          </Button>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <p className="text-center text-sm text-slate-600" aria-live="polite">
              {count === 0 ? "None selected" : `${count} selected`}
            </p>
            <Button variant="primary" size="lg" onClick={onContinue}>
              Continue
            </Button>
          </div>
        </div>
      </div>
    );
  },
);
