/** Lower-case ASCII with diacritics stripped and every run of other characters turned into one '-'. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * `first-last` slugs (docs/principles.md, Data shapes). When several members share a slug, every one of them
 * gets its state code appended, so no member's slug depends on the order of the input.
 */
export function assignSlugs<T extends { firstName: string; lastName: string; state: string }>(
  members: readonly T[],
): (T & { slug: string })[] {
  const base = members.map((m) => slugify(`${m.firstName} ${m.lastName}`));
  const counts = new Map<string, number>();
  for (const slug of base) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  const slugs = members.map((m, i) => {
    const slug = base[i]!;
    return (counts.get(slug) ?? 0) > 1 ? `${slug}-${m.state.toLowerCase()}` : slug;
  });
  const unique = new Set(slugs);
  if (unique.size !== slugs.length) throw new Error("Slugs are not unique even with state codes appended");
  return members.map((m, i) => ({ ...m, slug: slugs[i]! }));
}
