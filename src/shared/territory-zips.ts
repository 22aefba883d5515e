/**
 * ZIP ranges of the territories that the Census ZCTA table leaves out (USPS assignments):
 * without them a voter in Guam or the Virgin Islands could not find their delegate.
 */
const TERRITORY_ZIP_RANGES: Record<string, [number, number][]> = {
  AS: [[96799, 96799]],
  GU: [[96910, 96932]],
  MP: [[96950, 96952]],
  VI: [[801, 851]],
};

/** The territory whose ZIP range holds `zip`, if any. */
export function territoryForZip(zip: string): string | undefined {
  const n = Number(zip.slice(0, 5));
  for (const [territory, ranges] of Object.entries(TERRITORY_ZIP_RANGES)) {
    if (ranges.some(([from, to]) => n >= from && n <= to)) return territory;
  }
  return undefined;
}
