import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { buildLegislators } from "../import-data/build-legislators";
import { readPrimaryRules } from "../import-data/primary-rules";
import { readZipDistricts } from "../import-data/zip-districts";

/** The figures the site shows that come from arithmetic over the datasets, checked field by field. */
export const CHECKED_LEGISLATOR_FIELDS = [
  "cookPvi",
  "persuadabilityScore",
  "pledgeThresholds",
  "keyFacts",
  "nextPrimaryYear",
  "district",
  "party",
  "state",
] as const;

export interface Difference {
  file: string;
  /** The record: a bioguide id, a state or a ZIP code. */
  key: string;
  field: string;
  committed: unknown;
  recomputed: unknown;
}

export interface CheckReport {
  legislators: number;
  primaryRules: number;
  zips: number;
  differences: Difference[];
}

type JsonRecord = Record<string, unknown>;

const readJson = (dir: string, file: string): unknown => JSON.parse(readFileSync(join(dir, file), "utf8"));

/**
 * Recomputes, from the datasets in `dataDir`, what the committed snapshot in `snapshotDir` holds:
 * every member's partisan lean, persuadability, thresholds and key facts, the primary rules, and
 * the ZIP table the address lookup answers from. Lists every value that differs: a snapshot edited
 * by hand or left behind by a change of the importer shows up here.
 */
export function checkSnapshot(dataDir: string, snapshotDir: string): CheckReport {
  const differences: Difference[] = [];
  const note = (file: string, key: string, field: string, committed: unknown, recomputed: unknown) => {
    if (!isDeepStrictEqual(committed, recomputed))
      differences.push({ file, key, field, committed, recomputed });
  };

  const legislators = buildLegislators(dataDir) as unknown as JsonRecord[];
  const committedLegislators = new Map(
    (readJson(snapshotDir, "legislators.json") as JsonRecord[]).map((l) => [String(l.bioguideId), l]),
  );
  for (const legislator of legislators) {
    const key = String(legislator.bioguideId);
    const committed = committedLegislators.get(key);
    committedLegislators.delete(key);
    if (!committed) {
      note("legislators.json", key, "(record)", undefined, "present");
      continue;
    }
    for (const field of CHECKED_LEGISLATOR_FIELDS)
      note("legislators.json", key, field, committed[field], legislator[field]);
  }
  for (const key of committedLegislators.keys())
    note("legislators.json", key, "(record)", "present", undefined);

  const rules = readPrimaryRules(dataDir) as unknown as JsonRecord[];
  const committedRules = new Map(
    (readJson(snapshotDir, "primary-rules.json") as JsonRecord[]).map((r) => [String(r.state), r]),
  );
  for (const rule of rules) {
    const committed = committedRules.get(String(rule.state)) ?? {};
    for (const field of Object.keys(rule))
      note("primary-rules.json", String(rule.state), field, committed[field], rule[field]);
  }

  const zips = readZipDistricts(dataDir);
  const committedZips = readJson(snapshotDir, "zip-districts.json") as Record<string, string[]>;
  for (const [zip, districts] of zips)
    note("zip-districts.json", zip, "districts", committedZips[zip], districts);
  const recomputedZips = new Set(zips.map(([zip]) => zip));
  for (const zip of Object.keys(committedZips)) {
    if (!recomputedZips.has(zip)) note("zip-districts.json", zip, "districts", committedZips[zip], undefined);
  }

  return { legislators: legislators.length, primaryRules: rules.length, zips: zips.length, differences };
}
