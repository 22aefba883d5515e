import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { legislators } from "#db/schema/legislators";
import type { AdminLegislator, LegislatorEdit } from "#shared/admin";
import { applyAdminEdit } from "./edit";
import { presentAdminLegislator } from "./present";

/** Members in office, most pledged first (the console's order). */
export function legislatorsInOffice(db: Database) {
  return db
    .select()
    .from(legislators)
    .where(eq(legislators.inOffice, true))
    .orderBy(desc(legislators.pledgeCount), asc(legislators.lastName), asc(legislators.firstName));
}

export async function listAdminLegislators(db: Database, today: Date): Promise<AdminLegislator[]> {
  const rows = await legislatorsInOffice(db);
  return rows.map((row) => presentAdminLegislator(row, today));
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
  return presentAdminLegislator(row, today);
}
