import { nextRegularElectionYear } from "../election-years";
import { formatLongDate, parseCalendarDay } from "./dates";

/**
 * Whose primary it is: a seat (`type`, `senateClass`) or a state, which holds House primaries every
 * even year (pass `type: "rep"` and its `nextPrimaryYear`). A known `nextPrimaryYear` is the first
 * cycle year to consider; without one it is computed from the seat and today.
 */
export interface PrimaryCycle {
  type: "sen" | "rep";
  senateClass?: number | null;
  nextPrimaryYear?: number | null;
}

export type PrimaryDateDisplay =
  | { kind: "exact"; date: string; label: string }
  | { kind: "expected"; year: number; label: string }
  | { kind: "unknown"; label: "TBD" };

export const TBD = "TBD";

/** Shown next to an expected date, whose label carries an asterisk. */
export const EXPECTED_DATE_NOTE =
  "* Estimated: the year of the next regular primary. The state has not announced the date yet; we will update it as soon as it does.";

/**
 * The primary date to show for a seat or a state (docs/principles.md, principle 5). A stored date still
 * ahead of us, in a year this seat is up, is the exact date an administrator or the data gave for
 * that cycle and is shown as is. Otherwise (a past primary, or a Senate seat that is not up that
 * year) only the seat's next regular year is shown, "Expected 2028*": no month is carried over,
 * because several states move their primary to another month in presidential years. No stored
 * date: the seat's known `nextPrimaryYear` as expected, else "TBD".
 */
export function primaryDateDisplay(
  primaryDate: string | null | undefined,
  cycle: PrimaryCycle,
  today: string,
): PrimaryDateDisplay {
  const stored = primaryDate ? parseCalendarDay(primaryDate) : null;
  const todayDate = parseCalendarDay(today);
  if (!todayDate) return { kind: "unknown", label: TBD };
  const step = cycle.type === "sen" ? 6 : 2;
  const thisYear = todayDate.getUTCFullYear();
  // No stored date (a territory's delegate, say): the seat's known next year is still a fact.
  if (!primaryDate || !stored) {
    return cycle.nextPrimaryYear
      ? expected(cycle.nextPrimaryYear, thisYear - 1, step)
      : { kind: "unknown", label: TBD };
  }

  const firstYear = cycle.nextPrimaryYear ?? nextRegularElectionYear(cycle, todayDate);
  const storedYear = stored.getUTCFullYear();
  if (primaryDate >= today && storedYear >= firstYear && (storedYear - firstYear) % step === 0) {
    return { kind: "exact", date: primaryDate, label: formatLongDate(primaryDate) };
  }

  // The stored primary has been held (or is not this seat's): every cycle up to its year is over,
  // and so is any cycle year already behind us (a stale nextPrimaryYear).
  const lastHeld = primaryDate < today ? storedYear : Number.NEGATIVE_INFINITY;
  return expected(firstYear, Math.max(lastHeld, thisYear - 1), step);
}

/** The first cycle year from `firstYear` on, in steps of `step`, that comes after `over`. */
function expected(firstYear: number, over: number, step: number): PrimaryDateDisplay {
  let year = firstYear;
  while (year <= over) year += step;
  return { kind: "expected", year, label: `Expected ${year}*` };
}

/** A registration deadline as a long date, or "TBD" when it is missing, unreadable or already past. */
export function registrationDeadlineLabel(deadline: string | null | undefined, today: string): string {
  if (!deadline || !parseCalendarDay(deadline) || deadline < today) return TBD;
  return formatLongDate(deadline);
}

/**
 * "12 days until the primary", "1 day until the primary", or the day-of and after wording; `days`
 * is `daysBetween(today, primaryDate)`.
 */
export function daysUntilPrimaryText(days: number): string {
  if (days < 0) return "Primary election has passed";
  if (days === 0) return "Primary election is today!";
  return `${days} ${days === 1 ? "day" : "days"} until the primary`;
}
