import { spanishPrimaryType } from "#shared/i18n/primary-types";
import { useLanguage } from "#web/lib/i18n/language";

/**
 * A state's primary type as the card shows it, in the page's language: the stored wording,
 * capitalised, or on a Spanish page its Spanish wording when it is a type of the data.
 */
export function usePrimaryTypeLabel(): (primaryType: string) => string {
  const language = useLanguage();
  return (primaryType) =>
    (language === "es" ? spanishPrimaryType(primaryType) : null) ??
    primaryType.charAt(0).toUpperCase() + primaryType.slice(1);
}
