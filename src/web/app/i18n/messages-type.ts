import type { Locale } from "#shared/language";
import type components from "../../components/messages/en";
import type entities from "../../entities/messages/en";
import type account from "../../features/account/messages/en";
import type accountability from "../../features/accountability/messages/en";
import type auth from "../../features/auth/messages/en";
import type contact from "../../features/contact/messages/en";
import type dashboard from "../../features/dashboard/messages/en";
import type home from "../../features/home/messages/en";
import type infoPages from "../../features/info-pages/messages/en";
import type legislatorProfile from "../../features/legislator-profile/messages/en";
import type legislators from "../../features/legislators/messages/en";
import type persuadables from "../../features/persuadables/messages/en";
import type pledgeWizard from "../../features/pledge-wizard/messages/en";
import type stateInformation from "../../features/state-information/messages/en";
import type thankYou from "../../features/thank-you/messages/en";

/** Every namespace of messages and its English catalogue, which the other languages translate. */
export interface AppMessages {
  components: typeof components;
  entities: typeof entities;
  account: typeof account;
  accountability: typeof accountability;
  auth: typeof auth;
  contact: typeof contact;
  dashboard: typeof dashboard;
  home: typeof home;
  "info-pages": typeof infoPages;
  "legislator-profile": typeof legislatorProfile;
  legislators: typeof legislators;
  persuadables: typeof persuadables;
  "pledge-wizard": typeof pledgeWizard;
  "state-information": typeof stateInformation;
  "thank-you": typeof thankYou;
}

declare module "use-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: AppMessages;
  }
}
