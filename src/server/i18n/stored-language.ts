import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "#shared/language";

/** users.language as a raw SQL row gives it (a text the column's check holds to LANGUAGES). */
export function storedLanguage(value: string | null | undefined): Language {
  return (LANGUAGES as readonly (string | null | undefined)[]).includes(value)
    ? (value as Language)
    : DEFAULT_LANGUAGE;
}
