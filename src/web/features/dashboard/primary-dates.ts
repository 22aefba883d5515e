import type { Legislator } from "#shared/legislator";
import type { PrimaryElection } from "#shared/primary-election";
import { daysBetween } from "#shared/rules/dates";
import {
  daysUntilPrimaryText,
  type PrimaryDateDisplay,
  primaryDateDisplay,
} from "#shared/rules/primary-date";

/** A state's next primary (House seats are up every even year). */
export function statePrimaryDate(election: PrimaryElection, today: string): PrimaryDateDisplay {
  return primaryDateDisplay(
    election.primaryDate,
    { type: "rep", nextPrimaryYear: election.nextPrimaryYear },
    today,
  );
}

/** The next primary for one legislator's seat (a senator's comes every six years). */
export function seatPrimaryDate(
  election: PrimaryElection,
  legislator: Pick<Legislator, "type" | "senateClass" | "nextPrimaryYear">,
  today: string,
): PrimaryDateDisplay {
  return primaryDateDisplay(
    election.primaryDate,
    {
      type: legislator.type,
      senateClass: legislator.senateClass,
      nextPrimaryYear: legislator.nextPrimaryYear,
    },
    today,
  );
}

/** "12 days until the primary" for an exact date; null for an expected or unknown one. */
export function daysUntilText(display: PrimaryDateDisplay, today: string): string | null {
  if (display.kind !== "exact") return null;
  const days = daysBetween(today, display.date);
  return days === null ? null : daysUntilPrimaryText(days);
}

/** "in 12 days", "tomorrow", "today" for a day still ahead; null for one that has passed. */
export function daysAwayText(date: string, today: string): string | null {
  const days = daysBetween(today, date);
  if (days === null || days < 0) return null;
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  return `in ${days} days`;
}
