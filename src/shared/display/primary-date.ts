import { nextRegularElectionYear } from "../election-years";
import { formatLongDate, monthName, parseCalendarDay } from "./dates";

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
  | { kind: "expected"; month: string; year: number; label: string }
  | { kind: "unknown"; label: "TBD" };

export const TBD = "TBD";

/** Shown next to an expected date, whose label carries an asterisk. */
export const EXPECTED_DATE_NOTE =
  "* Estimated from the state's last primary; we will update it as soon as the official date is announced.";

/**
 * The primary date to show for a seat or a state (decisions.md principle 5). A stored date still
 * ahead of us, on a ballot where this seat is up, is shown as is. Otherwise (a past primary, or a
 * Senate seat that is not up that year) the date moves to the seat's next cycle year whose same
 * month is still ahead, shown as "May 2028*". No stored date: "TBD".
 */
export function primaryDateDisplay(
  primaryDate: string | null | undefined,
  cycle: PrimaryCycle,
  today: string,
): PrimaryDateDisplay {
  const stored = primaryDate ? parseCalendarDay(primaryDate) : null;
  const todayDate = parseCalendarDay(today);
  if (!primaryDate || !stored || !todayDate) return { kind: "unknown", label: TBD };

  const step = cycle.type === "sen" ? 6 : 2;
  const firstYear = cycle.nextPrimaryYear ?? nextRegularElectionYear(cycle, todayDate);
  const storedYear = stored.getUTCFullYear();
  if (primaryDate >= today && storedYear >= firstYear && (storedYear - firstYear) % step === 0) {
    return { kind: "exact", date: primaryDate, label: formatLongDate(primaryDate) };
  }

  const monthDay = primaryDate.slice(4);
  let year = firstYear;
  while (`${year}${monthDay}` < today) year += step;
  const month = monthName(stored.getUTCMonth() + 1);
  return { kind: "expected", month, year, label: `${month} ${year}*` };
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
