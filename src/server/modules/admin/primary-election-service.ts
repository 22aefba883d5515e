import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { primaryElections } from "#db/schema/elections";
import type { AdminPrimaryElection, PrimaryElectionEdit } from "#shared/admin";
import { applyAdminEdit } from "./edit";
import { presentAdminPrimaryElection } from "./present";
import { sanitizeAdditionalInfo } from "./sanitize";

export async function listAdminPrimaryElections(db: Database, today: Date): Promise<AdminPrimaryElection[]> {
  const rows = await db.select().from(primaryElections).orderBy(asc(primaryElections.state));
  return rows.map((row) => presentAdminPrimaryElection(row, today));
}

export async function updatePrimaryElection(
  db: Database,
  actorUserId: number,
  state: string,
  input: PrimaryElectionEdit,
  today: Date,
): Promise<AdminPrimaryElection> {
  const edit = input.additionalInfo
    ? { ...input, additionalInfo: sanitizeAdditionalInfo(input.additionalInfo) }
    : input;
  const row = await applyAdminEdit(db, {
    table: primaryElections,
    where: eq(primaryElections.state, state),
    edit,
    actorUserId,
    action: "primary_election.update",
    entityType: "primary_election",
    entityId: state,
    notFoundMessage: "No primary election data for that state",
  });
  return presentAdminPrimaryElection(row, today);
}
