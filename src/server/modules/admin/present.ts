import type { primaryElections } from "#db/schema/elections";
import type { LegislatorRow } from "#db/schema/legislators";
import type { AdminLegislator, AdminPrimaryElection, AdminUser } from "#shared/admin";
import { presentUser } from "../accounts/present-user";
import type { UserRow } from "../auth/service";
import { presentLegislator } from "../legislators/present";
import { presentPrimaryElection } from "../primary-elections/present";

/** The public shape plus which fields an administrator has set (a re-seed keeps those). */
export function presentAdminLegislator(row: LegislatorRow, today: Date, hasActed: boolean): AdminLegislator {
  return { ...presentLegislator(row, today, hasActed), adminEditedFields: row.adminEditedFields };
}

export function presentAdminPrimaryElection(
  row: typeof primaryElections.$inferSelect,
  today: Date,
): AdminPrimaryElection {
  return { ...presentPrimaryElection(row, today), adminEditedFields: row.adminEditedFields };
}

export function presentAdminUser(row: UserRow, pledgeCount: number): AdminUser {
  return { ...presentUser(row), pledgeCount };
}
