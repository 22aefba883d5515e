import { forwardRef } from "react";
import { Button } from "../../../components/ui/button";
import { type ChoiceLegislator, LegislatorChoiceCard } from "./legislator-choice-card";
import { type HeadingLevel, StepHeading } from "./step-heading";

interface SelectLegislatorsStepProps {
  headingLevel: HeadingLevel;
  legislators: readonly ChoiceLegislator[];
  selectedIds: readonly number[];
  pledgedIds: ReadonlySet<number>;
  onToggle(id: number): void;
  onBack(): void;
  onContinue(): void;
}

/** Step 2: whom to back. Republicans come first, the most persuadable at the top. */
export const SelectLegislatorsStep = forwardRef<HTMLHeadingElement, SelectLegislatorsStepProps>(
  function SelectLegislatorsStep(
    { headingLevel, legislators, selectedIds, pledgedIds, onToggle, onBack, onContinue },
    headingRef,
  ) {
    if (legislators.length === 0) {
      return (
        <div>
          <StepHeading ref={headingRef} level={headingLevel}>
            Select legislators to support
          </StepHeading>
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
    return (
      <div>
        <StepHeading
          ref={headingRef}
          level={headingLevel}
          description="Choose the legislators you will back in their primary if they act. The most persuadable Republicans are listed first."
        >
          Select legislators to support
        </StepHeading>
        <ul className="grid gap-4 md:grid-cols-2">
          {legislators.map((legislator) => (
            <li key={legislator.id}>
              <LegislatorChoiceCard
                legislator={legislator}
                selected={selectedIds.includes(legislator.id)}
                pledged={pledgedIds.has(legislator.id)}
                onToggle={() => onToggle(legislator.id)}
              />
            </li>
          ))}
        </ul>
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
