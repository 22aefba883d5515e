import type { LegislatorActionRow } from "#db/schema/actions";
import type { LegislatorRow } from "#db/schema/legislators";
import { nextRegularElectionYear } from "#shared/election-years";
import type { Legislator } from "#shared/legislator";
import type { LegislatorAction, LegislatorActionKind } from "#shared/legislator-actions";
import { toCalendarDay } from "#shared/rules/dates";
import { officeStatus } from "#shared/rules/office";

const SENATE_PHOTO_HOST = "https://theunitedstates.io/images/congress/225x275";
const HOUSE_PHOTO_HOST = "https://clerk.house.gov/images/members";

/** Hosts the Content-Security-Policy must allow for images. */
export const PHOTO_ORIGINS = ["https://theunitedstates.io", "https://clerk.house.gov"];

export function photoUrl(row: Pick<LegislatorRow, "bioguideId" | "type">): string {
  return row.type === "sen"
    ? `${SENATE_PHOTO_HOST}/${row.bioguideId}.jpg`
    : `${HOUSE_PHOTO_HOST}/${row.bioguideId}.jpg`;
}

/** An action on record as the API answers it. */
export function presentAction(row: LegislatorActionRow): LegislatorAction {
  return {
    id: row.id,
    legislatorId: row.legislatorId,
    kind: row.kind as LegislatorActionKind,
    date: row.date,
    sourceUrl: row.sourceUrl,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

export function districtCode(state: string, district: number | null): string | null {
  if (district === null) return null;
  return `${state}-${district === 0 ? "AL" : String(district).padStart(2, "0")}`;
}

/** `hasActed`: whether an action of the member's is on record (the catalog knows). */
export function presentLegislator(row: LegislatorRow, today: Date, hasActed: boolean): Legislator {
  const type = row.type === "sen" ? "sen" : "rep";
  return {
    id: row.id,
    slug: row.slug,
    bioguideId: row.bioguideId,
    firstName: row.firstName,
    lastName: row.lastName,
    middleName: row.middleName,
    suffix: row.suffix,
    nickname: row.nickname,
    fullName: row.fullName,
    birthday: row.birthday,
    gender: row.gender === "M" || row.gender === "F" ? row.gender : null,
    type,
    party: row.party,
    caucus: row.caucus,
    state: row.state,
    district: type === "rep" ? row.district : null,
    districtCode: type === "rep" ? districtCode(row.state, row.district) : null,
    senateClass: row.senateClass,
    twitterHandle: row.twitterHandle,
    facebookId: row.facebookId,
    youtubeId: row.youtubeId,
    phone: row.phone,
    contactForm: row.contactForm,
    officeAddress: row.officeAddress,
    url: row.url,
    imageUrl: photoUrl(row),
    cookPvi: row.cookPvi,
    districtLines: row.districtLines,
    persuadabilityScore: row.persuadabilityScore,
    keyFacts: row.keyFacts,
    pledgeCount: row.pledgeCount,
    constituentPledgeCount: row.constituentPledgeCount,
    verifiedConstituentPledgeCount: row.verifiedConstituentPledgeCount,
    hasActed,
    pledgeThresholds: row.pledgeThresholds ?? null,
    population: row.population,
    medianHouseholdIncome: row.medianHouseholdIncome,
    nominateDim1: row.nominateDim1 === null ? null : row.nominateDim1.toFixed(3),
    nominateDim2: row.nominateDim2 === null ? null : row.nominateDim2.toFixed(3),
    pledgesNeeded: row.pledgesNeeded,
    trumpOppositionProbability: row.trumpOppositionProbability,
    nextPrimaryYear:
      row.nextPrimaryYear ?? nextRegularElectionYear({ type, senateClass: row.senateClass }, today),
    isDelegate: row.isDelegate,
    ...officeStatus(row, toCalendarDay(today)),
    dataSource: row.dataSource,
    dataAsOf: row.dataAsOf,
  };
}
