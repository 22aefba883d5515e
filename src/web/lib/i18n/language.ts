import { useLocale } from "use-intl";
import { type Language, LOCALES } from "#shared/language";

/** The language of the page being shown: its locale is set once, from the address, by app/i18n. */
export function useLanguage(): Language {
  return useLocale() === LOCALES.es ? "es" : "en";
}
