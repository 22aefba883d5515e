import { paths } from "../lib/paths";

/**
 * The public pages built as HTML at build time, so that they paint before any script has run.
 * Each one's first screen needs no visitor and no query string; the server sends the plain shell
 * instead when the URL carries a query (filters the prerendered markup could not show).
 */
export const PRERENDERED_PATHS: readonly string[] = [
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
