import type { ComponentProps } from "react";
import { type StateInfo, US_STATES } from "#shared/states";
import { Select } from "./select";

type StateSelectProps = Omit<ComponentProps<typeof Select>, "children"> & {
  /**
   * Also offer the territories (the pledge wizard's address form, docs/principles.md, Forms);
   * otherwise the 50 states and DC, as registration and profile forms do.
   */
  withTerritories?: boolean;
  placeholder?: string;
};

const optionsOf = (states: readonly StateInfo[]) =>
  states.map((state) => (
    <option key={state.code} value={state.code}>
      {state.name}
    </option>
  ));

const STATES_AND_DC = US_STATES.filter((state) => state.kind !== "territory");
const TERRITORIES = US_STATES.filter((state) => state.kind === "territory");

/** A state picker whose values are two-letter codes and whose labels are the full names. */
export function StateSelect({
  withTerritories = false,
  placeholder = "Select a state",
  ...props
}: StateSelectProps) {
  return (
    <Select autoComplete="address-level1" {...props}>
      <option value="" disabled>
        {placeholder}
      </option>
      {withTerritories ? (
        <>
          <optgroup label="States and DC">{optionsOf(STATES_AND_DC)}</optgroup>
          <optgroup label="Territories">{optionsOf(TERRITORIES)}</optgroup>
        </>
      ) : (
        optionsOf(STATES_AND_DC)
      )}
    </Select>
  );
}
