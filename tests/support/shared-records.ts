import type { Legislator } from "#shared/legislator";
import type { PrimaryElection } from "#shared/primary-election";

// Records of src/shared's types built in memory, for the tests that need no database: the server's
// unit tests use them as they are, the web client's fixtures (src/web/test/fixtures.ts) with their
// own made-up names. Each builder gives a complete, valid record; a test overrides only what it is
// about.

/** Lisa Murkowski, a Republican senator for Alaska, in office, with no pledge yet. */
export function makeLegislator(overrides: Partial<Legislator> = {}): Legislator {
  return {
    id: 1,
    slug: "lisa-murkowski",
    bioguideId: "M001153",
    firstName: "Lisa",
    lastName: "Murkowski",
    middleName: null,
    suffix: null,
    nickname: null,
    fullName: "Lisa Murkowski",
    birthday: null,
    gender: "F",
    type: "sen",
    party: "Republican",
    caucus: "Republican",
    state: "AK",
    district: null,
    districtCode: null,
    senateClass: 3,
    twitterHandle: "LisaMurkowski",
    facebookId: null,
    youtubeId: null,
    phone: null,
    contactForm: null,
    officeAddress: "522 Hart Senate Office Building Washington DC 20510",
    url: null,
    imageUrl: "https://example.test/M001153.jpg",
    cookPvi: "R+7",
    districtLines: null,
    persuadabilityScore: 72,
    keyFacts: [],
    pledgeCount: 0,
    constituentPledgeCount: 0,
    verifiedConstituentPledgeCount: 0,
    hasActed: false,
    inOffice: true,
    leftOffice: null,
    pledgeThresholds: null,
    population: null,
    medianHouseholdIncome: null,
    nominateDim1: null,
    nominateDim2: null,
    pledgesNeeded: null,
    trumpOppositionProbability: null,
    nextPrimaryYear: 2026,
    isDelegate: false,
    dataSource: "test",
    dataAsOf: "2026-01-01",
    ...overrides,
  };
}

/** Alaska's primary election of 2026, with no date, type or rule on record. */
export function makePrimaryElection(overrides: Partial<PrimaryElection> = {}): PrimaryElection {
  return {
    id: 1,
    state: "AK",
    stateName: "Alaska",
    primaryDate: null,
    runoffDate: null,
    registrationDeadline: null,
    primaryType: null,
    partyRegistrationRequired: null,
    registrationUrl: null,
    idRequirements: null,
    notes: null,
    additionalInfo: null,
    nextPrimaryYear: 2026,
    updatedAt: "2026-01-01T00:00:00.000Z",
    voterInfoUrl: null,
    confidence: null,
    sources: null,
    dataAsOf: "2026-01-01",
    ...overrides,
  };
}
