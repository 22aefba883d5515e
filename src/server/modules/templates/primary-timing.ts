import type { Legislator } from "../../../shared/legislator";
import type { PrimaryElection } from "../../../shared/primary-election";
import { formatLongDate, isoDay, monthName } from "./text";

/** What we can truthfully say about when the legislator's seat is next on a primary ballot. */
export type PrimaryTiming =
  | { kind: "scheduled"; date: string }
  | { kind: "expected"; month: string | null; year: number }
  | { kind: "unknown" };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function primaryTiming(
  legislator: Pick<Legislator, "type" | "nextPrimaryYear">,
  primary: Pick<PrimaryElection, "primaryDate"> | null,
  today: Date,
): PrimaryTiming {
  const stored = primary?.primaryDate && ISO_DAY.test(primary.primaryDate) ? primary.primaryDate : null;
  const seatYear = legislator.nextPrimaryYear;
  const todayIso = isoDay(today);
  if (stored === null) {
    return seatYear === null ? { kind: "unknown" } : { kind: "expected", month: null, year: seatYear };
  }
  if (seatYear === null)
    return stored >= todayIso ? { kind: "scheduled", date: stored } : { kind: "unknown" };
  const year = firstUpcomingCycleYear(stored.slice(4), seatYear, legislator.type === "sen" ? 6 : 2, todayIso);
  // The state's stored date only applies when this seat is on that very ballot: a senator whose
  // seat is not up that year, or a primary already held this cycle, moves to the seat's next cycle.
  return year === Number(stored.slice(0, 4))
    ? { kind: "scheduled", date: stored }
    : { kind: "expected", month: monthName(stored), year };
}

/** The first year of the seat's cycle, from `seatYear` on, whose primary (same month and day) is not past. */
function firstUpcomingCycleYear(monthDay: string, seatYear: number, cycle: number, todayIso: string): number {
  let year = seatYear;
  while (`${String(year).padStart(4, "0")}${monthDay}` < todayIso) year += cycle;
  return year;
}

/**
 * The primary as a noun phrase, with the determiner the sentence needs:
 * "your primary on May 19, 2026", "the next primary, expected in May 2028", "your next primary".
 */
export function primaryPhrase(timing: PrimaryTiming, determiner: "your" | "the"): string {
  switch (timing.kind) {
    case "scheduled":
      return `${determiner} primary on ${formatLongDate(timing.date)}`;
    case "expected":
      return `${determiner} next primary, expected in ${timing.month === null ? "" : `${timing.month} `}${timing.year}`;
    case "unknown":
      return `${determiner} next primary`;
  }
}
