import { forwardRef, useState } from "react";
import { FIND_YOUR_DISTRICT_URL } from "#shared/find-legislators";
import { stateName } from "#shared/states";
import { Button } from "#web/components/ui/button";
import { RadioCard } from "#web/components/ui/radio-card";
import { representativesByDistrict } from "../wizard-model";
import type { ChoiceLegislator } from "./legislator-choice-card";
import { type HeadingLevel, StepHeading } from "./step-heading";

const NOT_SURE = "not-sure";

interface DistrictChoiceProps {
  headingLevel: HeadingLevel;
  zip: string;
  state: string;
  candidates: readonly string[];
  legislators: readonly ChoiceLegislator[];
  /** The chosen district, or null when the voter is not sure (every representative is then listed). */
  onChoose(district: string | null): void;
  onChangeAddress(): void;
}

/** A ZIP code that spans districts: the voter says which representative is theirs instead of a guess. */
export const DistrictChoice = forwardRef<HTMLHeadingElement, DistrictChoiceProps>(function DistrictChoice(
  { headingLevel, zip, state, candidates, legislators, onChoose, onChangeAddress },
  headingRef,
) {
  const [choice, setChoice] = useState<string>("");
  const [missing, setMissing] = useState(false);
  const districts = representativesByDistrict(legislators, candidates);
  const pick = (value: string) => {
    setChoice(value);
    setMissing(false);
  };

  return (
    <div>
      <StepHeading
        ref={headingRef}
        level={headingLevel}
        description={`ZIP code ${zip} is split between ${candidates.length} congressional districts in ${stateName(state)}. Choose the one you live in, so you pledge to your own representative.`}
      >
        Which district do you live in?
      </StepHeading>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!choice) {
            setMissing(true);
            return;
          }
          onChoose(choice === NOT_SURE ? null : choice);
        }}
      >
        <fieldset aria-describedby={missing ? "district-choice-error" : undefined}>
          <legend className="mb-3 text-sm font-medium text-slate-800">Your representative</legend>
          <div className="space-y-3">
            {districts.map(({ district, representatives }) => (
              <RadioCard
                key={district}
                name="district"
                value={district}
                checked={choice === district}
                onChange={() => pick(district)}
                title={
                  representatives.length > 0
                    ? representatives.map((r) => `${r.fullName} (${r.party.charAt(0)})`).join(", ")
                    : "Seat currently vacant"
                }
                description={`District ${district}`}
              />
            ))}
            <RadioCard
              name="district"
              value={NOT_SURE}
              checked={choice === NOT_SURE}
              onChange={() => pick(NOT_SURE)}
              title="I'm not sure"
              description="Show me every representative for this ZIP code"
              className="border-dashed border-slate-300"
            />
          </div>
          {missing && (
            <p id="district-choice-error" role="alert" className="mt-3 text-sm font-medium text-red-700">
              Please choose your district, or "I'm not sure".
            </p>
          )}
        </fieldset>
        <p className="mt-4 text-sm text-slate-600">
          Your representative is also listed on{" "}
          <a
            href={FIND_YOUR_DISTRICT_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            house.gov<span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" size="lg" onClick={onChangeAddress}>
            Change Address
          </Button>
          <Button type="submit" variant="primary" size="lg">
            Continue
          </Button>
        </div>
      </form>
    </div>
  );
});
