import type { Language } from "../language";
import { type Catalogue, messageLocalizer, type ParamsOf, type Translation, translator } from "./catalogue";

/**
 * Every message the voter-facing schemas of src/shared can give (product-spec sections 5 and 8,
 * word for word), keyed by a stable id, and zod's own messages for the checks that carry none,
 * as the error handler passes them on. The schemas take their English from here
 * (`validationMessage`); the server's error handler and the web client's forms show it in the
 * voter's language with `localizeMessage`. The administrator console's own schemas
 * (admin.ts, legislator-actions.ts) stay in English, as the console does.
 */
export const VALIDATION_MESSAGES = {
  textNotAllowed: "Contains characters that are not allowed",
  idTooLarge: "Must be at most {max}",
  atMostCharacters: "Must be at most {max} characters",
  calendarDayFormat: "Use the format yyyy-MM-dd",
  calendarDayNotReal: "Not a real calendar date",
  languageInvalid: 'Language must be "en" or "es"',

  nameMin: "Name must be at least 2 characters",
  nameMax: "Name must be at most 100 characters",
  emailMax: "Email must be at most 254 characters",
  emailInvalid: "Please enter a valid email",
  emailAddressInvalid: "Please enter a valid email address",
  emailsDontMatch: "Emails don't match",
  passwordMin: "Password must be at least {min} characters",
  passwordMax: "Password must be at most {max} characters",
  passwordTooLong: "Password is too long",
  passwordRequired: "Password is required",
  passwordsDontMatch: "Passwords don't match",
  resetTokenInvalid: "Invalid or expired reset token",
  addressRequired: "Address is required",
  addressMax: "Address must be at most 200 characters",
  cityRequired: "City is required",
  cityMax: "City must be at most 100 characters",
  stateRequired: "State is required",
  stateCode: "Please provide a 2-letter state code",
  zipMin: "ZIP code must be at least 5 digits",
  zipMax: "ZIP code must be at most 10 characters",
  zipRequired: "ZIP code is required",
  zipFormat: "ZIP code must be 5 digits (optionally followed by 4 more)",
  phoneMax: "Phone must be at most 30 characters",
  phoneInvalid: "Please enter a valid phone number",
  districtNotInZip: "Choose one of the districts this ZIP code covers",

  contactSubjectMin: "Subject must be at least 3 characters",
  contactSubjectMax: "Subject must be at most 150 characters",
  contactMessageMin: "Message must be at least 10 characters",
  contactMessageMax: "Message must be at most 5,000 characters",

  chooseLegislator: "Choose a legislator",
  searchMax: "Search must be at most {max} characters",
  partyUnknown: "Unknown party",
  statusInvalid: "Status must be current, former or all",

  // zod's English messages (its `en` locale) for checks the schemas give no message of their own.
  zodMissing: "Invalid input: expected {expected}, received undefined",
  zodInvalidType: "Invalid input: expected {expected}, received {received}",
  zodInvalidValue: "Invalid input: expected {value}",
  zodInvalidOption: "Invalid option: expected one of {options}",
  zodStringTooShort: "Too small: expected string to have >={minimum} characters",
  zodStringTooLong: "Too big: expected string to have <={maximum} characters",
  zodNumberTooSmall: "Too small: expected number to be >={minimum}",
  zodNumberNotAbove: "Too small: expected number to be >{minimum}",
  zodNumberTooBig: "Too big: expected number to be <={maximum}",
  zodNumberNotBelow: "Too big: expected number to be <{maximum}",
  zodArrayTooLong: "Too big: expected array to have <={maximum} items",
  zodUnrecognizedKey: "Unrecognized key: {keys}",
  zodUnrecognizedKeys: "Unrecognized keys: {keys}",
  zodPattern: "Invalid string: must match pattern {pattern}",
  zodEmail: "Invalid email address",
  zodUrl: "Invalid URL",
  zodInput: "Invalid input",
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

const SPANISH: Translation<typeof VALIDATION_MESSAGES> = {
  textNotAllowed: "Contiene caracteres que no están permitidos",
  idTooLarge: "Debe ser como máximo {max}",
  atMostCharacters: "Debe tener como máximo {max} caracteres",
  calendarDayFormat: "Use el formato aaaa-mm-dd",
  calendarDayNotReal: "Esa fecha no existe en el calendario",
  languageInvalid: 'El idioma debe ser "en" o "es"',

  nameMin: "El nombre debe tener al menos 2 caracteres",
  nameMax: "El nombre debe tener como máximo 100 caracteres",
  emailMax: "El correo electrónico debe tener como máximo 254 caracteres",
  emailInvalid: "Ingrese un correo electrónico válido",
  emailAddressInvalid: "Ingrese una dirección de correo electrónico válida",
  emailsDontMatch: "Los correos electrónicos no coinciden",
  passwordMin: "La contraseña debe tener al menos {min} caracteres",
  passwordMax: "La contraseña debe tener como máximo {max} caracteres",
  passwordTooLong: "La contraseña es demasiado larga",
  passwordRequired: "Ingrese su contraseña",
  passwordsDontMatch: "Las contraseñas no coinciden",
  resetTokenInvalid: "El enlace para restablecer la contraseña no es válido o ya venció",
  addressRequired: "La dirección es obligatoria",
  addressMax: "La dirección debe tener como máximo 200 caracteres",
  cityRequired: "La ciudad es obligatoria",
  cityMax: "La ciudad debe tener como máximo 100 caracteres",
  stateRequired: "El estado es obligatorio",
  stateCode: "Indique el código de 2 letras del estado",
  zipMin: "El código postal debe tener al menos 5 dígitos",
  zipMax: "El código postal debe tener como máximo 10 caracteres",
  zipRequired: "El código postal es obligatorio",
  zipFormat: "El código postal debe tener 5 dígitos (y, si lo desea, 4 más)",
  phoneMax: "El teléfono debe tener como máximo 30 caracteres",
  phoneInvalid: "Ingrese un número de teléfono válido",
  districtNotInZip: "Elija uno de los distritos que abarca este código postal",

  contactSubjectMin: "El asunto debe tener al menos 3 caracteres",
  contactSubjectMax: "El asunto debe tener como máximo 150 caracteres",
  contactMessageMin: "El mensaje debe tener al menos 10 caracteres",
  contactMessageMax: "El mensaje debe tener como máximo 5000 caracteres",

  chooseLegislator: "Elija a un miembro del Congreso",
  searchMax: "La búsqueda debe tener como máximo {max} caracteres",
  partyUnknown: "Partido desconocido",
  statusInvalid: "El filtro de situación debe ser current, former o all",

  zodMissing: "Este dato es obligatorio (se esperaba {expected})",
  zodInvalidType: "Valor no válido: se esperaba {expected} y se recibió {received}",
  zodInvalidValue: "Valor no válido: se esperaba {value}",
  zodInvalidOption: "Opción no válida: elija una de estas: {options}",
  zodStringTooShort: "Demasiado corto: debe tener al menos {minimum} caracteres",
  zodStringTooLong: "Demasiado largo: debe tener como máximo {maximum} caracteres",
  zodNumberTooSmall: "Demasiado pequeño: debe ser como mínimo {minimum}",
  zodNumberNotAbove: "Demasiado pequeño: debe ser mayor que {minimum}",
  zodNumberTooBig: "Demasiado grande: debe ser como máximo {maximum}",
  zodNumberNotBelow: "Demasiado grande: debe ser menor que {maximum}",
  zodArrayTooLong: "Demasiados elementos: debe haber como máximo {maximum}",
  zodUnrecognizedKey: "Campo no reconocido: {keys}",
  zodUnrecognizedKeys: "Campos no reconocidos: {keys}",
  zodPattern: "Formato no válido: debe coincidir con el patrón {pattern}",
  zodEmail: "Dirección de correo electrónico no válida",
  zodUrl: "URL no válida",
  zodInput: "Valor no válido",
};

export const VALIDATION_CATALOGUE: Catalogue<typeof VALIDATION_MESSAGES> = {
  en: VALIDATION_MESSAGES,
  es: SPANISH,
};

const translate = translator(VALIDATION_CATALOGUE);

/** A schema's message, in English (the language the schemas speak; see localizeMessage). */
export const validationMessage = <Key extends ValidationMessageKey>(
  key: Key,
  ...params: ParamsOf<(typeof VALIDATION_MESSAGES)[Key]>
): string => translate("en", key, ...params);

/** The names zod gives types in its messages, as a Spanish sentence says them. */
const ZOD_TYPE_NAMES_ES: Readonly<Record<string, string>> = {
  string: "texto",
  number: "un número",
  int: "un número entero",
  boolean: "verdadero o falso",
  object: "un objeto",
  record: "un objeto",
  array: "una lista",
  date: "una fecha",
  null: "un valor nulo",
  undefined: "ningún valor",
  NaN: "un valor que no es un número",
  Infinity: "un número infinito",
  "-Infinity": "un número infinito",
};

const localize = messageLocalizer(VALIDATION_CATALOGUE, (key, name, value, language) =>
  language === "es" && key.startsWith("zod") && (name === "expected" || name === "received")
    ? (ZOD_TYPE_NAMES_ES[value] ?? value)
    : value,
);

/**
 * A validation message (a schema's, or zod's own) in the voter's language: the server's error
 * handler and the web client's forms pass every message through it. An English message it does
 * not know, and any message when the language is English, come back unchanged.
 */
export function localizeMessage(english: string, language: Language): string {
  return localize(english, language);
}
