import { type Catalogue, type Translation, translator } from "#shared/i18n/catalogue";

/** The texts of the voter's calendar feed (modules/calendar), in the feed owner's language. */
export const CALENDAR_TEXTS = {
  name: "{product}: primary dates",
  registrationDeadline:
    "The last day to register (or change party registration) to vote in {state}'s primary. Check the rules: {url}",
  primary: "{state}'s Republican primary. Dates and rules: {url}",
  runoff: "{state}'s Republican primary runoff. Dates and rules: {url}",
} as const;

const SPANISH: Translation<typeof CALENDAR_TEXTS> = {
  name: "{product}: fechas de las primarias",
  registrationDeadline:
    "El último día para inscribirse (o cambiar su afiliación partidista) y votar en la primaria de {state}. Consulte las reglas: {url}",
  primary: "Primaria republicana de {state}. Fechas y reglas: {url}",
  runoff: "Segunda vuelta de la primaria republicana de {state}. Fechas y reglas: {url}",
};

export const CALENDAR_CATALOGUE: Catalogue<typeof CALENDAR_TEXTS> = { en: CALENDAR_TEXTS, es: SPANISH };

/** A calendar text in a language: `calendarText("es", "primary", { state, url })`. */
export const calendarText = translator(CALENDAR_CATALOGUE);
