import { forwardRef, useState } from "react";
import { useTranslations } from "use-intl";
import { FIND_YOUR_DISTRICT_URL } from "#shared/find-legislators";
import { stateNameIn } from "#shared/i18n/states";
import { partyInitial } from "#shared/party-names";
import { Button } from "#web/components/ui/button";
import { NewTabNote } from "#web/components/ui/new-tab-note";
import { RadioCard } from "#web/components/ui/radio-card";
import { useLanguage } from "#web/lib/i18n/language";
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
  const t = useTranslations("pledge-wizard");
  const language = useLanguage();
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
        description={t("districtChoice.description", {
          zip,
          count: candidates.length,
          state: stateNameIn(state, language),
        })}
      >
        {t("districtChoice.title")}
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
          <legend className="mb-3 text-sm font-medium text-slate-800">{t("districtChoice.legend")}</legend>
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
                    ? representatives
                        .map((r) => `${r.fullName} (${partyInitial(r.party, language)})`)
                        .join(", ")
                    : t("districtChoice.vacant")
                }
                description={t("districtChoice.district", { district })}
              />
            ))}
            <RadioCard
              name="district"
              value={NOT_SURE}
              checked={choice === NOT_SURE}
              onChange={() => pick(NOT_SURE)}
              title={t("districtChoice.notSure")}
              description={t("districtChoice.notSureText")}
              className="border-dashed border-slate-300"
            />
          </div>
          {missing && (
            <p id="district-choice-error" role="alert" className="mt-3 text-sm font-medium text-red-700">
              {t("districtChoice.missing")}
            </p>
          )}
        </fieldset>
        <p className="mt-4 text-sm text-slate-600">
          {t.rich("districtChoice.alsoListed", {
            link: (chunks) => (
              <a
                href={FIND_YOUR_DISTRICT_URL}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline underline-offset-4"
              >
                {chunks}
                <NewTabNote />
              </a>
            ),
          })}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" size="lg" onClick={onChangeAddress}>
            {t("districtChoice.changeAddress")}
          </Button>
          <Button type="submit" variant="primary" size="lg">
            {t("continue")}
          </Button>
        </div>
      </form>
    </div>
  );
});
