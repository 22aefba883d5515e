import type { CommunicationTemplates } from "#shared/communication-templates";
import type { Language } from "#shared/language";
import { makeLegislator, makePrimaryElection } from "../../../../tests/support/shared-records";
import { buildCommunicationTemplates, type TemplateInput, type TemplateSender } from "./build-templates";

// The legislators, voter and day the template tests (build-templates.test.ts, spanish.test.ts) write
// with. The default legislator is tests/support's Senator Murkowski.

export const representative = makeLegislator({
  slug: "brian-fitzpatrick",
  firstName: "Brian",
  lastName: "Fitzpatrick",
  fullName: "Brian K. Fitzpatrick",
  type: "rep",
  state: "PA",
  district: 1,
  districtCode: "PA-01",
  senateClass: null,
  twitterHandle: "RepBrianFitz",
  officeAddress: "271 Cannon House Office Building Washington DC 20515-3801",
  cookPvi: "EVEN",
  persuadabilityScore: 81,
});

export const atLargeRepresentative = makeLegislator({
  lastName: "Begich",
  fullName: "Nicholas J. Begich III",
  type: "rep",
  district: 0,
  districtCode: "AK-AL",
  senateClass: null,
  twitterHandle: "repnickbegich",
});

export const delegate = makeLegislator({
  lastName: "Norton",
  fullName: "Eleanor Holmes Norton",
  type: "rep",
  party: "Democrat",
  caucus: "Democrat",
  state: "DC",
  district: 0,
  districtCode: "DC-AL",
  senateClass: null,
  twitterHandle: null,
  officeAddress: null,
  cookPvi: null,
  isDelegate: true,
});

/** Alaska's 2026 primary on `primaryDate` (null: no date on record). */
export function primaryOn(primaryDate: string | null) {
  return makePrimaryElection({ primaryDate });
}

/** A voter whose profile has every field the templates use. */
export const fullSender: TemplateSender = {
  name: "Jordan Rivera",
  address: "123 Spruce Street",
  city: "Anchorage",
  state: "AK",
  zip: "99501",
};

/**
 * The templates in `language` (the default one unless given) for Senator Murkowski, from the
 * voter with the full profile on March 10, 2026, with Alaska's primary on August 18, 2026.
 */
export function buildTemplates(overrides: Partial<TemplateInput> = {}, language?: Language) {
  return buildCommunicationTemplates(
    {
      legislator: makeLegislator(),
      sender: fullSender,
      primary: primaryOn("2026-08-18"),
      today: new Date("2026-03-10T15:00:00Z"),
      ...overrides,
    },
    language,
  );
}

/** Every text the voter can copy, in one list. */
export function allTexts(templates: CommunicationTemplates): string[] {
  return [
    templates.email.subject,
    templates.email.body,
    templates.letter,
    templates.socialMedia,
    templates.phone,
    templates.inPerson,
    templates.contextualNote,
  ];
}
