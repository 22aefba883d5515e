import type { Language } from "#shared/language";

type Gender = "M" | "F" | null;

/**
 * The parties' Spanish names, masculine and feminine. A party's name agrees with the member it
 * describes ("Senadora … · Republicana"); the masculine stands when the gender is not known.
 */
const SPANISH_PARTIES: Readonly<Record<string, { M: string; F: string }>> = {
  Republican: { M: "Republicano", F: "Republicana" },
  Democrat: { M: "Demócrata", F: "Demócrata" },
  Democratic: { M: "Demócrata", F: "Demócrata" },
  Independent: { M: "Independiente", F: "Independiente" },
  Libertarian: { M: "Libertario", F: "Libertaria" },
  Green: { M: "Verde", F: "Verde" },
};

/**
 * A party's name in `language`: English as the data gives it ("Republican"), Spanish by the
 * member's gender when known ("Republicana"). A party not listed is shown as stored. Filters and
 * forms keep sending the English value; this is for display only.
 */
export function partyName(party: string, language: Language, gender?: Gender): string {
  if (language === "en") return party;
  const spanish = Object.hasOwn(SPANISH_PARTIES, party) ? SPANISH_PARTIES[party] : undefined;
  if (!spanish) return party;
  return gender === "F" ? spanish.F : spanish.M;
}

/** The party's initial beside a name ("R", "D", "I"; "V" for Verde in Spanish). */
export function partyInitial(party: string, language: Language): string {
  return partyName(party, language).charAt(0);
}

/** The registrations a voter can record that are not a party's name (PROFILE_PARTIES, REGISTRATION_PARTIES). */
const SPANISH_REGISTRATIONS: Readonly<Record<string, string>> = {
  Other: "Otro",
  "None/Unaffiliated": "Ninguno / sin afiliación",
  Unregistered: "No inscrito",
};

/**
 * The party a voter recorded, as the dashboard and the pledge pages show it: a party's name
 * (partyName, in the masculine), or "Other", "None/Unaffiliated" or "Unregistered" in `language`.
 * The stored value stays English.
 */
export function registeredPartyName(party: string, language: Language): string {
  if (language === "es" && Object.hasOwn(SPANISH_REGISTRATIONS, party)) return SPANISH_REGISTRATIONS[party]!;
  return partyName(party, language);
}
