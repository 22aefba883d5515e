import { type Catalogue, type Translation, translator } from "./catalogue";

/**
 * What the address lookup (POST /api/pledge/find-legislators) and the pages that show its seats
 * say, in every language: its `message` follows the request's Accept-Language (decisions.md
 * section 11), and the pages name a vacant seat's reason and the new lines' notice in theirs.
 */
export const LOOKUP_MESSAGES = {
  unknownDistrict:
    "The House district could not be determined from this ZIP code. The official finder looks up your representative by full address: {url}",
  newDistrictLines:
    "{state} drew new congressional district lines for the 2026 elections. Our ZIP code table still has the old lines, so the district shown here is the one for the Congress elected in 2024, and your representative may be different. The official finder looks up your representative by full address: {url}",
  newDistrictLinesTitle: "District lines changed for the 2026 elections",
  vacant: "No one holds this seat right now: the data we use lists no member for it.",
  awaitingSpecialElectionResult:
    "The appointed member served until a special election. The winner is not in the data we use yet.",
  awaitingUpdatedData: "The last member's term has ended. The new member is not in the data we use yet.",
} as const;

const SPANISH: Translation<typeof LOOKUP_MESSAGES> = {
  unknownDistrict:
    "No se pudo determinar el distrito de la Cámara de Representantes con este código postal. El buscador oficial encuentra a su representante con la dirección completa: {url}",
  newDistrictLines:
    "{state} trazó nuevos límites para sus distritos congresionales en las elecciones de 2026. Nuestra tabla de códigos postales todavía tiene los límites anteriores, así que el distrito que aparece aquí es el del Congreso elegido en 2024, y su representante podría ser otra persona. El buscador oficial encuentra a su representante con la dirección completa: {url}",
  newDistrictLinesTitle: "Los límites de los distritos cambiaron para las elecciones de 2026",
  vacant: "Nadie ocupa este escaño en este momento: los datos que usamos no indican a ningún miembro.",
  awaitingSpecialElectionResult:
    "El miembro designado ocupó el escaño hasta una elección especial. La persona ganadora todavía no aparece en los datos que usamos.",
  awaitingUpdatedData:
    "El mandato del último miembro terminó. El nuevo miembro todavía no aparece en los datos que usamos.",
};

export const LOOKUP_CATALOGUE: Catalogue<typeof LOOKUP_MESSAGES> = { en: LOOKUP_MESSAGES, es: SPANISH };

/** A lookup text in a language: `lookupMessage("es", "unknownDistrict", { url })`. */
export const lookupMessage = translator(LOOKUP_CATALOGUE);
