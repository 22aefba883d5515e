import { join } from "node:path";
import { column, numberColumn, readCsv } from "./csv";
import { districtCode } from "./read-legislators";

/**
 * ZIP (ZCTA) → the 119th-Congress district codes it overlaps, from zccd.csv, as entries sorted by
 * ZIP with sorted codes. Entries rather than an object, because an object would put ZIPs that look
 * like array indices ("10001") before those with a leading zero ("01001").
 */
export function readZipDistricts(dataDir: string): [zip: string, districts: string[]][] {
  const byZip = new Map<string, Set<string>>();
  for (const row of readCsv(join(dataDir, "zccd.csv"))) {
    const zip = column(row, "zcta");
    const district = numberColumn(row, "cd");
    if (!/^\d{5}$/.test(zip) || district === null) throw new Error(`Bad zccd.csv row ${JSON.stringify(row)}`);
    const codes = byZip.get(zip) ?? new Set<string>();
    codes.add(districtCode(column(row, "state_abbr"), district));
    byZip.set(zip, codes);
  }
  return [...byZip.keys()].sort().map((zip) => [zip, [...byZip.get(zip)!].sort()]);
}
