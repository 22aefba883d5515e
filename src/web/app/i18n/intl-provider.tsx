import type { ReactNode } from "react";
import { IntlProvider } from "use-intl";
import { type Language, LOCALES } from "#shared/language";
import { CONGRESS_TIME_ZONE } from "#shared/rules/dates";
import { messagesOf } from "./catalogues";

/**
 * The page's language for everything below it: its messages (loaded before the page renders, see
 * routes.tsx) and its locale, `en-US` or `es-US`, for dates and numbers. Dates are read in
 * Congress's time zone, the same on the server, at build time and in every browser, so that a
 * rendered page and its hydration agree.
 */
export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <IntlProvider locale={LOCALES[language]} messages={messagesOf(language)} timeZone={CONGRESS_TIME_ZONE}>
      {children}
    </IntlProvider>
  );
}
