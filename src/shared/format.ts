const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A count as US readers expect it: 12450 becomes "12,450". */
export function formatNumber(value: number): string {
  return wholeNumber.format(value);
}

/** "1 pledge", "2,310 pledges": the number and the noun agreeing with it. */
export function formatCount(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(value)} ${value === 1 ? singular : plural}`;
}

/** Up to two capital letters from the given name parts, for an avatar when there is no photo. */
export function initials(...parts: Array<string | null | undefined>): string {
  return parts
    .map((part) => part?.trim().charAt(0) ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
