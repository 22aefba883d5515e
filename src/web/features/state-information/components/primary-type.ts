import { spanishPrimaryType } from "#shared/i18n/primary-types";
import { useLanguage } from "#web/lib/i18n/language";
import { sentenceCase } from "../state-rules";

/**
 * A primary type as the page shows it: as written, capitalised ("Open"), or on a Spanish page in
 * Spanish when it is a type of the data ("Abierta").
 */
export function usePrimaryTypeText(): (type: string) => string {
  const language = useLanguage();
  return (type) => (language === "es" ? spanishPrimaryType(type) : null) ?? sentenceCase(type);
}
