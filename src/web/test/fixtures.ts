import type { User } from "#shared/accounts";
import type { DataSources } from "#shared/data-sources";
import { DEFAULT_REMINDERS, type ReminderPreferences } from "#shared/engagement";
import type { FindLegislatorsResult } from "#shared/find-legislators";
import type { Legislator } from "#shared/legislator";
import type { LegislatorAction } from "#shared/legislator-actions";
import type { UserPledge } from "#shared/pledges";
import type { PrimaryElection } from "#shared/primary-election";
import { makeLegislator, makePrimaryElection } from "../../../tests/support/shared-records";

// Answers of the API as the component tests need them: each builder gives a complete, valid
// record of the route's shape (made up, not the data snapshot's), and a test overrides only what
// it is about. The legislator and the primary election are tests/support's records (the server's
// unit tests use them too) with this file's made-up names and dates.

/** A Republican senator for Alaska, in office, with no pledge yet. */
export function legislator(overrides: Partial<Legislator> = {}): Legislator {
  const firstName = overrides.firstName ?? "Avery";
  const lastName = overrides.lastName ?? "Stone";
  return makeLegislator({
    slug: `${firstName}-${lastName}`.toLowerCase(),
    bioguideId: "S000001",
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    gender: null,
    caucus: null,
    twitterHandle: null,
    officeAddress: null,
    imageUrl: "https://photos.example.org/member.jpg",
    cookPvi: null,
    nextPrimaryYear: 2028,
    dataSource: "Test data",
    dataAsOf: "2026-06-15",
    ...overrides,
  });
}

/** A House member: `representative("TX-24", {...})`. */
export function representative(districtCode: string, overrides: Partial<Legislator> = {}): Legislator {
  const [state = "AK", part = "AL"] = districtCode.split("-");
  return legislator({
    type: "rep",
    state,
    districtCode,
    district: part === "AL" ? 0 : Number(part),
    senateClass: null,
    nextPrimaryYear: 2026,
    ...overrides,
  });
}

/** The wizard tests' Alaskan delegation: a senator and the at-large representative. */
export const avery = legislator({ id: 1, firstName: "Avery", lastName: "Stone", persuadabilityScore: 72 });
export const casey = representative("AK-AL", {
  id: 3,
  firstName: "Casey",
  lastName: "Reed",
  persuadabilityScore: 55,
});

/** A voter in Anchorage, signed in, not yet verified. */
export function voter(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: "Jordan Journey",
    email: "jordan@example.org",
    phone: null,
    address: "1 Main St",
    city: "Anchorage",
    state: "AK",
    zip: "99501",
    registeredParty: "Independent",
    congressionalDistrict: 0,
    districtCode: "AK-AL",
    verified: false,
    role: "user",
    isActive: true,
    language: "en",
    createdAt: "2026-01-05T12:00:00.000Z",
    ...overrides,
  };
}

/** The answer of POST /api/pledge/find-legislators for an address in one district. */
export function lookupResult(overrides: Partial<FindLegislatorsResult> = {}): FindLegislatorsResult {
  return {
    legislators: [],
    district: null,
    districtCandidates: [],
    vacantSeats: [],
    message: null,
    userUpdated: false,
    ...overrides,
  };
}

/** Alaska's primary rules, with no date announced. */
export function primaryElection(overrides: Partial<PrimaryElection> = {}): PrimaryElection {
  return makePrimaryElection({
    id: 2,
    primaryType: "open",
    partyRegistrationRequired: false,
    nextPrimaryYear: 2028,
    updatedAt: "2026-06-15T00:00:00.000Z",
    dataAsOf: "2026-06-15",
    ...overrides,
  });
}

export function action(overrides: Partial<LegislatorAction> = {}): LegislatorAction {
  return {
    id: 1,
    legislatorId: 1,
    kind: "impeachment-vote",
    date: "2026-04-12",
    sourceUrl: "https://clerk.house.gov/Votes/2026412",
    note: null,
    createdAt: "2026-04-12T18:00:00.000Z",
    ...overrides,
  };
}

/** One of the voter's pledges, still conditional. */
export function userPledge(
  to: Legislator = legislator(),
  overrides: Partial<Omit<UserPledge, "legislator">> & { actions?: LegislatorAction[] } = {},
): UserPledge {
  const { actions = [], ...rest } = overrides;
  return {
    id: 11,
    userId: 7,
    legislatorId: to.id,
    shareOnSocial: false,
    createdAt: "2026-05-01T12:00:00.000Z",
    legislator: { ...to, actions },
    status: "conditional",
    ...rest,
  };
}

/** GET /api/user/reminders for a voter who has not changed anything: both switches off. */
export function reminderPreferences(overrides: Partial<ReminderPreferences> = {}): ReminderPreferences {
  return { ...DEFAULT_REMINDERS, ...overrides };
}

/** GET /api/data-sources: the 119th Congress as of June 15, 2026, model 2026.2. */
export function dataSources(overrides: Partial<DataSources> = {}): DataSources {
  return {
    congress: 119,
    legislatorsAsOf: "2026-06-15",
    primaryRulesAsOf: "2026-06-01",
    modelVersion: "2026.2",
    sources: [],
    ...overrides,
  };
}
