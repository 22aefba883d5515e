import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { getTableColumns, inArray, not, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Database, DbExecutor } from "./client";
import { appMeta, legislators, primaryElections, zipDistricts } from "./schema/index";
import {
  type SnapshotMeta,
  snapshotLegislatorSchema,
  snapshotMetaSchema,
  snapshotPrimaryRuleSchema,
  snapshotZipDistrictsSchema,
} from "./snapshot";

export const DEFAULT_SNAPSHOT_DIR = path.resolve(import.meta.dirname, "../../data/snapshot");

export interface SeedResult {
  skipped: boolean;
  legislators: number;
  retired: number;
  primaryElections: number;
  zipRows: number;
}

const SNAPSHOT_FILES = ["meta.json", "legislators.json", "primary-rules.json", "zip-districts.json"] as const;

/**
 * Loads the committed data snapshot. Public data (legislators, primary rules, ZIP table) is
 * refreshed; users, pledges, pledge counts and administrator edits are never touched. A database
 * that already holds this exact snapshot is left alone, so a restart costs nothing.
 */
export async function seedSnapshot(
  db: Database,
  dir = DEFAULT_SNAPSHOT_DIR,
  today = new Date(),
): Promise<SeedResult> {
  const raw = Object.fromEntries(SNAPSHOT_FILES.map((f) => [f, readFileSync(path.join(dir, f), "utf8")]));
  const fingerprint = createHash("sha256")
    .update(SNAPSHOT_FILES.map((f) => raw[f]).join("\0"))
    .digest("hex");
  const seeded = await db.query.appMeta.findFirst({ where: (m, { eq }) => eq(m.key, "snapshot") });
  if ((seeded?.value as { fingerprint?: string } | undefined)?.fingerprint === fingerprint) {
    return { skipped: true, legislators: 0, retired: 0, primaryElections: 0, zipRows: 0 };
  }

  const meta = snapshotMetaSchema.parse(JSON.parse(raw["meta.json"]!));
  const members = z.array(snapshotLegislatorSchema).parse(JSON.parse(raw["legislators.json"]!));
  const rules = z.array(snapshotPrimaryRuleSchema).parse(JSON.parse(raw["primary-rules.json"]!));
  const zips = snapshotZipDistrictsSchema.parse(JSON.parse(raw["zip-districts.json"]!));

  return db.transaction(async (tx) => {
    const retired = await retireMissingMembers(
      tx,
      members.map((m) => m.bioguideId),
      today.toISOString().slice(0, 10),
    );
    await freeSlugs(tx, members);
    await upsertLegislators(tx, members, meta);
    await upsertPrimaryRules(tx, rules, meta);
    const zipRows = await replaceZipDistricts(tx, zips);
    const value = { fingerprint, ...meta };
    await tx
      .insert(appMeta)
      .values({ key: "snapshot", value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
    return {
      skipped: false,
      legislators: members.length,
      retired,
      primaryElections: rules.length,
      zipRows,
    };
  });
}

/**
 * Members the roster no longer lists become former members from `today` (shared/rules/office.ts):
 * they stay in the table with their pledges, actions, counts and profile address.
 */
async function retireMissingMembers(db: DbExecutor, current: string[], today: string): Promise<number> {
  const rows = await db
    .update(legislators)
    .set({ inOffice: false, droppedFromRosterOn: today, updatedAt: sql`now()` })
    .where(sql`${legislators.inOffice} and ${not(inArray(legislators.bioguideId, current))}`)
    .returning({ id: legislators.id });
  return rows.length;
}

/**
 * A newcomer whose slug a former member holds takes it (links to the seat's member matter most);
 * the former member's profile moves to the slug with their bioguide id appended.
 */
async function freeSlugs(db: DbExecutor, members: readonly { slug: string; bioguideId: string }[]) {
  await db.execute(sql`
    update legislators l set slug = l.slug || '-' || lower(l.bioguide_id), updated_at = now()
    from unnest(${sql.param(members.map((m) => m.slug))}::text[], ${sql.param(members.map((m) => m.bioguideId))}::text[])
      as incoming(slug, bioguide_id)
    where l.slug = incoming.slug and l.bioguide_id <> incoming.bioguide_id`);
}

async function upsertLegislators(
  db: DbExecutor,
  members: z.infer<typeof snapshotLegislatorSchema>[],
  meta: SnapshotMeta,
): Promise<void> {
  const rows = members.map((m) => ({
    ...m,
    // A member the roster lists again (re-elected after a gap, say) is back in office.
    inOffice: true,
    droppedFromRosterOn: null,
    dataSource: "unitedstates/congress-legislators; persuadability model v1 (docs/persuadability.md)",
    dataAsOf: meta.legislatorsAsOf,
  }));
  const cols = getTableColumns(legislators);
  const refreshed = Object.keys(rows[0]!).filter((k) => k !== "bioguideId" && k !== "keyFacts");
  await db
    .insert(legislators)
    .values(rows)
    .onConflictDoUpdate({
      target: legislators.bioguideId,
      set: {
        ...excludedSet(cols, refreshed),
        keyFacts: keepIfEdited(legislators, cols.keyFacts, "keyFacts"),
        updatedAt: sql`now()`,
      },
    });
}

async function upsertPrimaryRules(
  db: DbExecutor,
  rules: z.infer<typeof snapshotPrimaryRuleSchema>[],
  meta: SnapshotMeta,
): Promise<void> {
  const rows = rules.map((r) => ({
    state: r.state,
    stateName: r.stateName,
    primaryDate: r.primaryDate,
    runoffDate: r.runoffDate,
    registrationDeadline: r.registrationDeadline,
    primaryType: r.primaryType,
    partyRegistrationRequired: r.partyRegistrationRequired,
    registrationUrl: r.registrationUrl,
    idRequirements: r.idRequirements,
    notes: r.notes,
    additionalInfo: r.additionalInfo,
    voterInfoUrl: r.voterInfoUrl,
    confidence: r.confidence,
    sources: r.sources,
    dataAsOf: meta.primaryRulesAsOf,
  }));
  const cols = getTableColumns(primaryElections);
  const editable = new Set<string>([
    "primaryDate",
    "runoffDate",
    "registrationDeadline",
    "primaryType",
    "partyRegistrationRequired",
    "registrationUrl",
    "idRequirements",
    "notes",
    "additionalInfo",
  ]);
  const fields = Object.keys(rows[0]!).filter((k) => k !== "state");
  const set: Record<string, SQL> = { updatedAt: sql`now()` };
  for (const field of fields) {
    const column = cols[field as keyof typeof cols];
    set[field] = editable.has(field)
      ? keepIfEdited(primaryElections, column, field)
      : sql.raw(`excluded."${column.name}"`);
  }
  await db.insert(primaryElections).values(rows).onConflictDoUpdate({ target: primaryElections.state, set });
}

async function replaceZipDistricts(db: DbExecutor, zips: Record<string, string[]>): Promise<number> {
  await db.delete(zipDistricts);
  const rows = Object.entries(zips).flatMap(([zip, codes]) =>
    codes.map((districtCode) => ({ zip, districtCode })),
  );
  const batch = 5000;
  for (let i = 0; i < rows.length; i += batch) {
    await db.insert(zipDistricts).values(rows.slice(i, i + batch));
  }
  return rows.length;
}

function excludedSet(cols: Record<string, PgColumn>, fields: string[]): Record<string, SQL> {
  return Object.fromEntries(fields.map((f) => [f, sql.raw(`excluded."${cols[f]!.name}"`)]));
}

function keepIfEdited(table: PgTable, column: PgColumn, field: string): SQL {
  return sql`case when ${field} = any(${table}.admin_edited_fields) then ${column} else ${sql.raw(`excluded."${column.name}"`)} end`;
}
