/**
 * Regular federal elections fall on the Tuesday after the first Monday of November in even years.
 * House seats are up every even year; each Senate class every six years (docs/principles.md, principle 5).
 */
export function generalElectionDay(year: number): Date {
  const novemberFirst = new Date(Date.UTC(year, 10, 1));
  const firstMonday = 1 + ((8 - novemberFirst.getUTCDay()) % 7);
  return new Date(Date.UTC(year, 10, firstMonday + 1));
}

/** Remainder of a Senate class's election years modulo 6 (class 1: 2030, class 2: 2032, class 3: 2028). */
const SENATE_CLASS_REMAINDER: Record<number, number> = { 1: 2030 % 6, 2: 2032 % 6, 3: 2028 % 6 };

/** The year of the seat's next regular election (and so its next primary), counted from `today`. */
export function nextRegularElectionYear(
  seat: { type: "sen" | "rep"; senateClass?: number | null },
  today: Date,
): number {
  const year = today.getUTCFullYear();
  const step = seat.type === "sen" ? 6 : 2;
  const remainder = seat.type === "sen" ? (SENATE_CLASS_REMAINDER[seat.senateClass ?? 0] ?? 0) : 0;
  let candidate = year + ((((remainder - year) % step) + step) % step);
  const startOfToday = Date.UTC(year, today.getUTCMonth(), today.getUTCDate());
  if (candidate === year && startOfToday > generalElectionDay(year).getTime()) candidate += step;
  return candidate;
}
