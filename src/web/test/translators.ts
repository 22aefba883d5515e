import { createTranslator } from "use-intl";
import { type Language, LOCALES } from "#shared/language";
import type { EntitiesTranslator } from "#web/entities/i18n";
import en from "#web/entities/messages/en";
import es from "#web/entities/messages/es";

/**
 * The "entities" messages in a language, as a page's `useTranslations("entities")` gives them:
 * for tests that call the text helpers directly (the unit tests and the browser tests).
 */
export function entitiesTranslator(language: Language): EntitiesTranslator {
  return createTranslator({
    locale: LOCALES[language],
    messages: { entities: language === "en" ? en : es },
    namespace: "entities",
  });
}
