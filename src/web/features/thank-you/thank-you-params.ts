/** A whole number from the query, or undefined when missing or not one (the page must not fail on it). */
function positiveInt(value: string | null, max: number): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
}

/** ?legislator={slug or name}&legislatorId={id}&count={n}; count reads 1 unless a larger whole number. */
export function thankYouParams(search: string) {
  const params = new URLSearchParams(search);
  const legislator = params.get("legislator")?.trim().slice(0, 120) || undefined;
  return {
    legislator,
    legislatorId: positiveInt(params.get("legislatorId"), 1_000_000),
    count: positiveInt(params.get("count"), 10_000) ?? 1,
  };
}
