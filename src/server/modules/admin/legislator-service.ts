import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { legislatorActions } from "#db/schema/actions";
import { legislators } from "#db/schema/legislators";
import type { AdminLegislator, LegislatorEdit } from "#shared/admin";
import { toCalendarDay } from "#shared/rules/dates";
import { officeStatus } from "#shared/rules/office";
import { applyAdminEdit } from "./edit";
import { presentAdminLegislator } from "./present";

const hasActed = sql<boolean>`exists (select 1 from ${legislatorActions} where ${legislatorActions.legislatorId} = ${legislators.id})`;

/**
 * Members in office on `today` (shared/rules/office.ts), most pledged first (the console's order),
 * and whether each has acted.
 */
export async function legislatorsInOffice(db: Database, today: Date) {
  const rows = await db
    .select({ row: legislators, hasActed })
    .from(legislators)
    .where(eq(legislators.inOffice, true))
    .orderBy(desc(legislators.pledgeCount), asc(legislators.lastName), asc(legislators.firstName));
  const day = toCalendarDay(today);
  return rows.filter(({ row }) => officeStatus(row, day).inOffice);
}

export async function listAdminLegislators(db: Database, today: Date): Promise<AdminLegislator[]> {
  const rows = await legislatorsInOffice(db, today);
  return rows.map(({ row, hasActed }) => presentAdminLegislator(row, today, hasActed));
}

export async function updateLegislator(
  db: Database,
  actorUserId: number,
  id: number,
  edit: LegislatorEdit,
  today: Date,
): Promise<AdminLegislator> {
  const row = await applyAdminEdit(db, {
    table: legislators,
    where: and(eq(legislators.id, id), eq(legislators.inOffice, true))!,
    edit,
    actorUserId,
    action: "legislator.update",
    entityType: "legislator",
    entityId: id,
    notFoundMessage: "Legislator not found",
  });
  const [acted] = await db.select({ hasActed }).from(legislators).where(eq(legislators.id, id));
  return presentAdminLegislator(row, today, acted?.hasActed ?? false);
}
