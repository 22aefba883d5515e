import type { Legislator } from "#shared/legislator";
import { stateName } from "#shared/states";
import { ordinal, possessive, singleLine } from "./text";

/** The legislator as the templates speak of them; every text value is single-line plain text. */
export interface Recipient {
  fullName: string;
  /** "Senator Murkowski": how the templates address and refer to the legislator. */
  formalName: string;
  /** "Senator", "Representative", "Delegate", "Resident Commissioner". */
  title: string;
  /** The title as a common noun: "senator", "delegate"… */
  role: string;
  chamber: "Senate" | "House";
  /** "Alaska", "Pennsylvania's 1st congressional district", "the District of Columbia". */
  constituency: string;
  /** Whether `constituency` is a House district (for "district" vs "state" in the contextual note). */
  isDistrict: boolean;
  isDelegate: boolean;
  twitterHandle: string | null;
  officeAddress: string | null;
  party: string | null;
  caucus: string | null;
  persuadabilityScore: number;
  cookPvi: string | null;
}

// Places whose names read with "the" in a sentence.
const NAMES_WITH_ARTICLE = new Set(["DC", "MP", "VI"]);

export function describeRecipient(legislator: Legislator): Recipient {
  const title = titleOf(legislator);
  const fullName = singleLine(legislator.fullName) ?? "";
  const lastName = singleLine(legislator.lastName) ?? fullName;
  return {
    fullName,
    formalName: `${title} ${lastName}`,
    title,
    role: title.toLowerCase(),
    chamber: legislator.type === "sen" ? "Senate" : "House",
    constituency: constituencyOf(legislator),
    isDistrict: legislator.type === "rep" && !legislator.isDelegate && legislator.district !== null,
    isDelegate: legislator.type === "rep" && legislator.isDelegate,
    twitterHandle: twitterHandleOf(legislator.twitterHandle),
    officeAddress: singleLine(legislator.officeAddress),
    party: singleLine(legislator.party),
    caucus: singleLine(legislator.caucus),
    persuadabilityScore: legislator.persuadabilityScore,
    cookPvi: singleLine(legislator.cookPvi),
  };
}

function titleOf(legislator: Legislator): string {
  if (legislator.type === "sen") return "Senator";
  if (!legislator.isDelegate) return "Representative";
  // Puerto Rico's non-voting member has their own title.
  return legislator.state.toUpperCase() === "PR" ? "Resident Commissioner" : "Delegate";
}

function placeName(stateCode: string): string {
  const name = singleLine(stateName(stateCode)) ?? "";
  return NAMES_WITH_ARTICLE.has(stateCode.toUpperCase()) ? `the ${name}` : name;
}

function constituencyOf(legislator: Legislator): string {
  const place = placeName(legislator.state);
  if (legislator.type === "sen" || legislator.isDelegate || legislator.district === null) return place;
  const district = legislator.district === 0 ? "at-large" : ordinal(legislator.district);
  return `${possessive(place)} ${district} congressional district`;
}

/** Handles are stored without "@"; anything but a valid handle falls back to the legislator's name. */
function twitterHandleOf(stored: string | null): string | null {
  const handle = singleLine(stored)?.replace(/^@/, "") ?? null;
  return handle !== null && /^\w{1,15}$/.test(handle) ? handle : null;
}
