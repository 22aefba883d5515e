import type { Legislator } from "../legislator";
import type { PrimaryElection } from "../primary-election";
import { formatLongDate } from "./dates";
import { primaryDateDisplay } from "./primary-date";

/**
 * What we can truthfully say about when the legislator's seat is next on a primary ballot: an
 * exact date for this seat's cycle, else only the year (docs/principles.md, principle 5: no month is
 * carried over from another cycle, since several states hold presidential-year primaries in
 * another month).
 */
export type PrimaryTiming =
  | { kind: "scheduled"; date: string }
  | { kind: "expected"; year: number }
  | { kind: "unknown" };

export function primaryTiming(
  legislator: Pick<Legislator, "type" | "senateClass" | "nextPrimaryYear">,
  primary: Pick<PrimaryElection, "primaryDate"> | null,
  /** yyyy-MM-dd */
  today: string,
): PrimaryTiming {
  // The same rule the pages use: a stored date applies only when it is still ahead and this seat is
  // on that very ballot; otherwise the seat's next regular year.
  const display = primaryDateDisplay(primary?.primaryDate, legislator, today);
  if (display.kind === "exact") return { kind: "scheduled", date: display.date };
  if (display.kind === "expected") return { kind: "expected", year: display.year };
  return legislator.nextPrimaryYear === null
    ? { kind: "unknown" }
    : { kind: "expected", year: legislator.nextPrimaryYear };
}

/**
 * The primary as a noun phrase, with the determiner the sentence needs:
 * "your primary on May 19, 2026", "the next primary, expected in 2028", "your next primary".
 */
export function primaryPhrase(timing: PrimaryTiming, determiner: "your" | "the"): string {
  switch (timing.kind) {
    case "scheduled":
      return `${determiner} primary on ${formatLongDate(timing.date)}`;
    case "expected":
      return `${determiner} next primary, expected in ${timing.year}`;
    case "unknown":
      return `${determiner} next primary`;
  }
}
