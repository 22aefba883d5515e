export interface StateInfo {
  code: string;
  name: string;
  /** Territories and DC elect a non-voting delegate instead of senators and representatives. */
  kind: "state" | "district" | "territory";
}

export const US_STATES: readonly StateInfo[] = [
  { code: "AL", name: "Alabama", kind: "state" },
  { code: "AK", name: "Alaska", kind: "state" },
  { code: "AZ", name: "Arizona", kind: "state" },
  { code: "AR", name: "Arkansas", kind: "state" },
  { code: "CA", name: "California", kind: "state" },
  { code: "CO", name: "Colorado", kind: "state" },
  { code: "CT", name: "Connecticut", kind: "state" },
  { code: "DE", name: "Delaware", kind: "state" },
  { code: "FL", name: "Florida", kind: "state" },
  { code: "GA", name: "Georgia", kind: "state" },
  { code: "HI", name: "Hawaii", kind: "state" },
  { code: "ID", name: "Idaho", kind: "state" },
  { code: "IL", name: "Illinois", kind: "state" },
  { code: "IN", name: "Indiana", kind: "state" },
  { code: "IA", name: "Iowa", kind: "state" },
  { code: "KS", name: "Kansas", kind: "state" },
  { code: "KY", name: "Kentucky", kind: "state" },
  { code: "LA", name: "Louisiana", kind: "state" },
  { code: "ME", name: "Maine", kind: "state" },
  { code: "MD", name: "Maryland", kind: "state" },
  { code: "MA", name: "Massachusetts", kind: "state" },
  { code: "MI", name: "Michigan", kind: "state" },
  { code: "MN", name: "Minnesota", kind: "state" },
  { code: "MS", name: "Mississippi", kind: "state" },
  { code: "MO", name: "Missouri", kind: "state" },
  { code: "MT", name: "Montana", kind: "state" },
  { code: "NE", name: "Nebraska", kind: "state" },
  { code: "NV", name: "Nevada", kind: "state" },
  { code: "NH", name: "New Hampshire", kind: "state" },
  { code: "NJ", name: "New Jersey", kind: "state" },
  { code: "NM", name: "New Mexico", kind: "state" },
  { code: "NY", name: "New York", kind: "state" },
  { code: "NC", name: "North Carolina", kind: "state" },
  { code: "ND", name: "North Dakota", kind: "state" },
  { code: "OH", name: "Ohio", kind: "state" },
  { code: "OK", name: "Oklahoma", kind: "state" },
  { code: "OR", name: "Oregon", kind: "state" },
  { code: "PA", name: "Pennsylvania", kind: "state" },
  { code: "RI", name: "Rhode Island", kind: "state" },
  { code: "SC", name: "South Carolina", kind: "state" },
  { code: "SD", name: "South Dakota", kind: "state" },
  { code: "TN", name: "Tennessee", kind: "state" },
  { code: "TX", name: "Texas", kind: "state" },
  { code: "UT", name: "Utah", kind: "state" },
  { code: "VT", name: "Vermont", kind: "state" },
  { code: "VA", name: "Virginia", kind: "state" },
  { code: "WA", name: "Washington", kind: "state" },
  { code: "WV", name: "West Virginia", kind: "state" },
  { code: "WI", name: "Wisconsin", kind: "state" },
  { code: "WY", name: "Wyoming", kind: "state" },
  { code: "DC", name: "District of Columbia", kind: "district" },
  { code: "AS", name: "American Samoa", kind: "territory" },
  { code: "GU", name: "Guam", kind: "territory" },
  { code: "MP", name: "Northern Mariana Islands", kind: "territory" },
  { code: "PR", name: "Puerto Rico", kind: "territory" },
  { code: "VI", name: "U.S. Virgin Islands", kind: "territory" },
];

const byCode = new Map(US_STATES.map((s) => [s.code, s]));

/** Every code the wizard's address form offers: states, DC and territories. */
export const ALL_STATE_CODES = US_STATES.map((s) => s.code);
/** The 50 states and DC: what registration and profile forms offer. */
export const STATE_AND_DC_CODES = US_STATES.filter((s) => s.kind !== "territory").map((s) => s.code);
/** The 50 states only: the state-information index. */
export const FIFTY_STATE_CODES = US_STATES.filter((s) => s.kind === "state").map((s) => s.code);

export function isStateCode(code: string): boolean {
  return byCode.has(code.toUpperCase());
}

/** The upper-case code of a state page's address, or null when it names no state, DC or territory. */
export function stateCodeFromParam(param: string | undefined): string | null {
  if (!param || !/^[A-Za-z]{2}$/.test(param) || !isStateCode(param)) return null;
  return param.toUpperCase();
}

/** Full name for a code; unknown codes come back unchanged, as the spec asks. */
export function stateName(code: string): string {
  return byCode.get(code.toUpperCase())?.name ?? code;
}
