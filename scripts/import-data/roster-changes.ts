import type { SnapshotLegislator } from "#db/snapshot";

/** Fewer in a new roster means a file was cut short or the wrong one was given (there are 100 and 435). */
export const MIN_SENATORS = 90;
export const MIN_REPRESENTATIVES = 400;

/**
 * Why a roster cannot be taken in, or none: it must list at least MIN_SENATORS senators and
 * MIN_REPRESENTATIVES voting representatives (delegates aside), and each member once.
 */
export function rosterProblems(members: readonly SnapshotLegislator[]): string[] {
  const problems: string[] = [];
  const senators = members.filter((m) => m.type === "sen").length;
  const representatives = members.filter((m) => m.type === "rep" && !m.isDelegate).length;
  if (senators < MIN_SENATORS) {
    problems.push(`it lists ${senators} senators, fewer than ${MIN_SENATORS}`);
  }
  if (representatives < MIN_REPRESENTATIVES) {
    problems.push(`it lists ${representatives} voting representatives, fewer than ${MIN_REPRESENTATIVES}`);
  }
  const seen = new Set<string>();
  for (const m of members) {
    if (seen.has(m.bioguideId)) problems.push(`it lists ${m.bioguideId} (${m.fullName}) twice`);
    seen.add(m.bioguideId);
  }
  return problems;
}

export interface RosterChanges {
  added: SnapshotLegislator[];
  departed: SnapshotLegislator[];
  /** Members in both rosters whose fields differ, with the names of those fields. */
  changed: { member: SnapshotLegislator; fields: string[] }[];
}

/** What a new roster changes against the snapshot it replaces, member by member (bioguide id). */
export function rosterChanges(
  previous: readonly SnapshotLegislator[],
  next: readonly SnapshotLegislator[],
): RosterChanges {
  const before = new Map(previous.map((m) => [m.bioguideId, m]));
  const after = new Map(next.map((m) => [m.bioguideId, m]));
  const changed: RosterChanges["changed"] = [];
  for (const member of next) {
    const old = before.get(member.bioguideId);
    if (!old) continue;
    const fields = (Object.keys(member) as (keyof SnapshotLegislator)[]).filter(
      (field) => JSON.stringify(member[field]) !== JSON.stringify(old[field]),
    );
    if (fields.length > 0) changed.push({ member, fields });
  }
  return {
    added: next.filter((m) => !before.has(m.bioguideId)),
    departed: previous.filter((m) => !after.has(m.bioguideId)),
    changed,
  };
}

const seat = (m: SnapshotLegislator) =>
  m.type === "sen"
    ? `${m.state} senator`
    : `${m.state}-${m.district === 0 ? "AL" : String(m.district).padStart(2, "0")}`;

/** The summary the importer prints: counts, then who was added or departed, then which fields changed how often. */
export function describeChanges(changes: RosterChanges): string {
  const lines = [
    `Roster: ${changes.added.length} added, ${changes.departed.length} departed, ${changes.changed.length} with changed fields.`,
  ];
  for (const m of changes.added) lines.push(`  + ${m.fullName} (${m.party}, ${seat(m)})`);
  for (const m of changes.departed) {
    lines.push(`  - ${m.fullName} (${m.party}, ${seat(m)}): made a former member at the next start`);
  }
  const byField = new Map<string, number>();
  for (const { fields } of changes.changed) for (const f of fields) byField.set(f, (byField.get(f) ?? 0) + 1);
  for (const [field, count] of [...byField].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    lines.push(`  ~ ${field}: ${count} member${count === 1 ? "" : "s"}`);
  }
  return lines.join("\n");
}
