import type { ComponentProps } from "react";
import { useLocale, useTranslations } from "use-intl";
import { stateNameIn } from "#shared/i18n/states";
import type { Language } from "#shared/language";
import { type StateInfo, US_STATES } from "#shared/states";
import { useLanguage } from "#web/lib/i18n/language";
import { Select } from "./select";

type StateSelectProps = Omit<ComponentProps<typeof Select>, "children"> & {
  /**
   * Also offer the territories (the pledge wizard's address form, docs/principles.md, Forms);
   * otherwise the 50 states and DC, as registration and profile forms do.
   */
  withTerritories?: boolean;
  /** The empty choice's words: "Select a state" unless told. */
  placeholder?: string;
};

/**
 * The options, by name in the page's language: in Spanish some names differ (Nueva York,
 * Carolina del Norte), so they are sorted again to read in alphabetical order.
 */
function optionsOf(states: readonly StateInfo[], language: Language, locale: string) {
  const named = states.map((state) => ({ code: state.code, name: stateNameIn(state.code, language) }));
  if (language !== "en") named.sort((a, b) => a.name.localeCompare(b.name, locale));
  return named.map((state) => (
    <option key={state.code} value={state.code}>
      {state.name}
    </option>
  ));
}

const STATES_AND_DC = US_STATES.filter((state) => state.kind !== "territory");
const TERRITORIES = US_STATES.filter((state) => state.kind === "territory");

/** A state picker whose values are two-letter codes and whose labels are the full names. */
export function StateSelect({ withTerritories = false, placeholder, ...props }: StateSelectProps) {
  const t = useTranslations("components.ui");
  const language = useLanguage();
  const locale = useLocale();
  return (
    <Select autoComplete="address-level1" {...props}>
      <option value="" disabled>
        {placeholder ?? t("selectState")}
      </option>
      {withTerritories ? (
        <>
          <optgroup label={t("statesAndDc")}>{optionsOf(STATES_AND_DC, language, locale)}</optgroup>
          <optgroup label={t("territories")}>{optionsOf(TERRITORIES, language, locale)}</optgroup>
        </>
      ) : (
        optionsOf(STATES_AND_DC, language, locale)
      )}
    </Select>
  );
}
