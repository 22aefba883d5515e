import type { useTranslations } from "use-intl";

/**
 * The "entities" messages in the page's language, as `useTranslations("entities")` gives them: the
 * hooks pass it to the code that speaks outside a component (mutation toasts, text helpers).
 */
export type EntitiesTranslator = ReturnType<typeof useTranslations<"entities">>;
