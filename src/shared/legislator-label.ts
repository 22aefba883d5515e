import type { Language } from "#shared/language";
import type { Legislator } from "#shared/legislator";
import { stateName } from "#shared/states";

/** "TX" for a senator, "TX-12" (or "AK-AL" at large) for a House member. */
export function seatLabel(legislator: Pick<Legislator, "type" | "state" | "districtCode">): string {
  return legislator.type === "rep" && legislator.districtCode ? legislator.districtCode : legislator.state;
}

/** The seat in words a voter reads: "Texas" for a senator, "TX-12" for a House member. */
export function seatName(legislator: Pick<Legislator, "type" | "state" | "districtCode">): string {
  return legislator.type === "sen" ? stateName(legislator.state) : seatLabel(legislator);
}

export function chamberLabel(type: Legislator["type"]): "Senate" | "House" {
  return type === "sen" ? "Senate" : "House";
}

type Office = Pick<Legislator, "type" | "state" | "isDelegate">;

/** "Senator", "Representative", "Delegate", or Puerto Rico's "Resident Commissioner". */
export function positionTitle(legislator: Office): string {
  if (legislator.type === "sen") return "Senator";
  if (!legislator.isDelegate) return "Representative";
  return legislator.state === "PR" ? "Resident Commissioner" : "Delegate";
}

type SpanishOffice = Pick<Legislator, "type" | "state" | "isDelegate" | "gender">;

/** The office in a language: Spanish names it by the member's gender ("Senadora", "Senador"). */
export function positionTitleIn(legislator: SpanishOffice, language: Language): string {
  if (language === "en") return positionTitle(legislator);
  const woman = legislator.gender === "F";
  if (legislator.type === "sen") return woman ? "Senadora" : "Senador";
  if (!legislator.isDelegate) return "Representante";
  if (legislator.state === "PR") return woman ? "Comisionada Residente" : "Comisionado Residente";
  return woman ? "Delegada" : "Delegado";
}

/** "Sen.", "Rep.", "Del." or "Res. Comm.", as a name is introduced on a profile. */
export function honorific(legislator: Office): string {
  if (legislator.type === "sen") return "Sen.";
  if (!legislator.isDelegate) return "Rep.";
  return legislator.state === "PR" ? "Res. Comm." : "Del.";
}

/** "District 12", or "At-large" for a state's single seat (district 0); null for senators. */
export function districtLabel(legislator: Pick<Legislator, "type" | "district">): string | null {
  if (legislator.type !== "rep" || legislator.district === null) return null;
  return legislator.district === 0 ? "At-large" : `District ${legislator.district}`;
}

/** The party the member votes with: their caucus when it differs (an independent), else their party. */
export function votingParty(legislator: Pick<Legislator, "party" | "caucus">): string {
  return legislator.caucus ?? legislator.party;
}

/** Republicans and those who caucus with them: the members the persuadability figures are about. */
export function sitsWithRepublicans(legislator: Pick<Legislator, "party" | "caucus">): boolean {
  return votingParty(legislator) === "Republican";
}
