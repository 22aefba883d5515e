import { LANGUAGES, pathInLanguage } from "#shared/language";
import { paths } from "../lib/paths";

/**
 * The public pages built as HTML at build time, in every language, so that they paint before any script has run.
 * Each one's first screen needs no visitor and no query string; the server sends the plain shell
 * instead when the URL carries a query (filters the prerendered markup could not show).
 */
const PUBLIC_PAGES: readonly string[] = [
  paths.home,
  paths.legislators,
  paths.persuadableRepublicans,
  paths.stateInformation(),
  paths.howItWorks,
  paths.faq,
  paths.about,
  paths.dischargeImpeachment,
  paths.privacyPolicy,
  paths.termsOfService,
  paths.contact,
];

/** Each public page in each language: `/faq` and `/es/faq`. */
export const PRERENDERED_PATHS: readonly string[] = LANGUAGES.flatMap((language) =>
  PUBLIC_PAGES.map((page) => pathInLanguage(page, language)),
);
