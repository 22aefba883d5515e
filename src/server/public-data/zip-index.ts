import type { Database } from "#db/client";
import { zipDistricts } from "#db/schema/elections";
import { territoryForZip } from "#shared/territory-zips";

/** ZIP (ZCTA) to the district codes it overlaps, held in memory: a lookup costs a Map get. */
export class ZipIndex {
  #byState: Map<string, string[]> | undefined;

  constructor(private readonly districtsByZip: ReadonlyMap<string, readonly string[]>) {}

  static async load(db: Database): Promise<ZipIndex> {
    const rows = await db.select().from(zipDistricts);
    const map = new Map<string, string[]>();
    for (const { zip, districtCode } of rows) {
      const codes = map.get(zip);
      if (codes) codes.push(districtCode);
      else map.set(zip, [districtCode]);
    }
    for (const codes of map.values()) codes.sort();
    return new ZipIndex(map);
  }

  districtsFor(zip: string): readonly string[] {
    const known = this.districtsByZip.get(zip.slice(0, 5));
    if (known) return known;
    const territory = territoryForZip(zip);
    return territory ? [`${territory}-AL`] : [];
  }

  /** Every district code of a state the table knows, in order (built on first use). */
  districtsOfState(state: string): readonly string[] {
    if (!this.#byState) {
      const byState = new Map<string, Set<string>>();
      for (const codes of this.districtsByZip.values()) {
        for (const code of codes) {
          const set = byState.get(code.slice(0, 2)) ?? new Set<string>();
          set.add(code);
          byState.set(code.slice(0, 2), set);
        }
      }
      this.#byState = new Map([...byState].map(([s, set]) => [s, [...set].sort()]));
    }
    return this.#byState.get(state) ?? [];
  }

  get size(): number {
    return this.districtsByZip.size;
  }
}
