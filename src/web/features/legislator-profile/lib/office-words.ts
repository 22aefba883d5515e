import { useTranslations } from "use-intl";
import { stateNameIn } from "#shared/i18n/states";
import type { Language } from "#shared/language";
import type { Legislator } from "#shared/legislator";
import { positionTitleIn } from "#shared/legislator-label";
import { partyName } from "#shared/party-names";
import { useLanguage } from "#web/lib/i18n/language";

type Office = Pick<Legislator, "type" | "state" | "isDelegate">;

/** Which office a member holds, as honorific() and positionTitle() (legislator-label.ts) tell them apart. */
function officeKind(legislator: Office): "sen" | "rep" | "delegate" | "commissioner" {
  if (legislator.type === "sen") return "sen";
  if (!legislator.isDelegate) return "rep";
  return legislator.state === "PR" ? "commissioner" : "delegate";
}

export interface OfficeWords {
  language: Language;
  /** "Sen.", "Rep.", "Del." or "Res. Comm." (honorific()). */
  honorific(legislator: Office): string;
  /** "Senator", or "Senadora" in Spanish (positionTitleIn()). */
  position(legislator: Office & Pick<Legislator, "gender">): string;
  /** "Senate" or "House" (chamberLabel()). */
  chamber(type: Legislator["type"]): string;
  /** "District 12" or "At-large"; null for senators (districtLabel()). */
  district(legislator: Pick<Legislator, "type" | "district">): string | null;
  /** The state's, DC's or territory's name. */
  state(code: string): string;
  /** "Republican", or "Republicana" for a woman in Spanish (partyName()). */
  party(legislator: Pick<Legislator, "party" | "gender">): string;
}

/** The shared labels of a member's office, in the page's language. */
export function useOfficeWords(): OfficeWords {
  const t = useTranslations("legislator-profile.office");
  const language = useLanguage();
  return {
    language,
    honorific: (legislator) => t(`honorific.${officeKind(legislator)}`),
    position: (legislator) => positionTitleIn(legislator, language),
    chamber: (type) => t(`chamber.${type}`),
    district: (legislator) => {
      if (legislator.type !== "rep" || legislator.district === null) return null;
      return legislator.district === 0
        ? t("atLarge")
        : t("district", { number: String(legislator.district) });
    },
    state: (code) => stateNameIn(code, language),
    party: (legislator) => partyName(legislator.party, language, legislator.gender),
  };
}
