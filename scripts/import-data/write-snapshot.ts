import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import {
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

/** Reads the datasets in `dataDir`, validates the snapshot against src/db/snapshot.ts and writes it to `outDir`. */
export function writeSnapshot(dataDir: string, outDir: string): { file: string; records: number }[] {
  const legislators = z.array(snapshotLegislatorSchema).parse(buildLegislators(dataDir));
  const primaryRules = z.array(snapshotPrimaryRuleSchema).parse(readPrimaryRules(dataDir));
  const zipEntries = readZipDistricts(dataDir);
  snapshotZipDistrictsSchema.parse(Object.fromEntries(zipEntries));
  const meta = snapshotMetaSchema.parse(buildMeta());

  const files: [name: string, content: string, records: number][] = [
    ["legislators.json", pretty(legislators), legislators.length],
    ["primary-rules.json", pretty(primaryRules), primaryRules.length],
    ["zip-districts.json", compactObject(zipEntries), zipEntries.length],
    ["meta.json", pretty(meta), 1],
  ];
  mkdirSync(outDir, { recursive: true });
  for (const [name, content] of files) writeFileSync(join(outDir, name), content);
  return files.map(([file, , records]) => ({ file, records }));
}
