import type { Language } from "../language";
import { stateName } from "../states";

/** The names that Spanish writes differently (as USAGov en Español does); the others are the same. */
const SPANISH_NAMES: Readonly<Record<string, string>> = {
  HI: "Hawái",
  LA: "Luisiana",
  MI: "Míchigan",
  MS: "Misisipi",
  MO: "Misuri",
  NH: "Nuevo Hampshire",
  NJ: "Nueva Jersey",
  NM: "Nuevo México",
  NY: "Nueva York",
  NC: "Carolina del Norte",
  ND: "Dakota del Norte",
  OR: "Oregón",
  PA: "Pensilvania",
  SC: "Carolina del Sur",
  SD: "Dakota del Sur",
  WV: "Virginia Occidental",
  DC: "Distrito de Columbia",
  AS: "Samoa Estadounidense",
  MP: "Islas Marianas del Norte",
  VI: "Islas Vírgenes de los Estados Unidos",
};

/** A state's, DC's or territory's name in a language; unknown codes come back unchanged. */
export function stateNameIn(code: string, language: Language): string {
  if (language === "es") return SPANISH_NAMES[code.toUpperCase()] ?? stateName(code);
  return stateName(code);
}
