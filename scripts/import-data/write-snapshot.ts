import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import {
  type SnapshotLegislator,
  snapshotLegislatorSchema,
  snapshotMetaSchema,
  snapshotPrimaryRuleSchema,
  snapshotZipDistrictsSchema,
} from "#db/snapshot";
import { buildLegislators } from "./build-legislators";
import { buildMeta } from "./meta";
import { readPrimaryRules } from "./primary-rules";
import { readZipDistricts } from "./zip-districts";

function pretty(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Compact JSON with the entries in the given order (see readZipDistricts). */
function compactObject(entries: readonly [string, unknown][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(",")}}\n`;
}

export interface BuiltSnapshot {
  legislators: SnapshotLegislator[];
  files: [name: string, content: string, records: number][];
}

/** Reads the datasets in `dataDir` and validates the snapshot against src/db/snapshot.ts, writing nothing. */
export function buildSnapshot(dataDir: string): BuiltSnapshot {
  const legislators = z.array(snapshotLegislatorSchema).parse(buildLegislators(dataDir));
  const primaryRules = z.array(snapshotPrimaryRuleSchema).parse(readPrimaryRules(dataDir));
  const zipEntries = readZipDistricts(dataDir);
  snapshotZipDistrictsSchema.parse(Object.fromEntries(zipEntries));
  const meta = snapshotMetaSchema.parse(buildMeta());
  return {
    legislators,
    files: [
      ["legislators.json", pretty(legislators), legislators.length],
      ["primary-rules.json", pretty(primaryRules), primaryRules.length],
      ["zip-districts.json", compactObject(zipEntries), zipEntries.length],
      ["meta.json", pretty(meta), 1],
    ],
  };
}

/** The legislators of the snapshot in `outDir`, or none when there is no snapshot there yet. */
export function readSnapshotLegislators(outDir: string): SnapshotLegislator[] {
  const file = join(outDir, "legislators.json");
  if (!existsSync(file)) return [];
  return z.array(snapshotLegislatorSchema).parse(JSON.parse(readFileSync(file, "utf8")));
}

export function writeSnapshot(outDir: string, built: BuiltSnapshot): { file: string; records: number }[] {
  mkdirSync(outDir, { recursive: true });
  for (const [name, content] of built.files) writeFileSync(join(outDir, name), content);
  return built.files.map(([file, , records]) => ({ file, records }));
}
