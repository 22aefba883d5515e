import { useLocale, useTranslations } from "use-intl";
import type { Legislator } from "#shared/legislator";
import type { PrimaryElection } from "#shared/primary-election";
import { daysBetween, formatLongDate, parseCalendarDay } from "#shared/rules/dates";
import { type PrimaryDateDisplay, primaryDateDisplay } from "#shared/rules/primary-date";

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

/**
 * The dashboard's dates in the page's language: a display's `label` is English (shared rules), so
 * the cards write it again here, "August 18, 2026" or "18 de agosto de 2026", "Expected 2028*".
 */
export function useDateTexts() {
  const t = useTranslations("dashboard.dates");
  const locale = useLocale();
  const longDate = (day: string | null | undefined) => formatLongDate(day, locale);
  return {
    longDate,
    tbd: t("tbd"),
    /** The primary date a display stands for: the date, 'Expected 2028*' or 'TBD'. */
    primaryLabel(display: PrimaryDateDisplay): string {
      if (display.kind === "exact") return longDate(display.date);
      if (display.kind === "expected") return t("expected", { year: String(display.year) });
      return t("tbd");
    },
    /** A registration deadline as a long date, or 'TBD' when missing, unreadable or already past. */
    deadlineLabel(deadline: string | null | undefined, today: string): string {
      return deadline && parseCalendarDay(deadline) && deadline >= today ? longDate(deadline) : t("tbd");
    },
    /** "12 days until the primary" for an exact date; null for an expected or unknown one. */
    daysUntil(display: PrimaryDateDisplay, today: string): string | null {
      if (display.kind !== "exact") return null;
      const days = daysBetween(today, display.date);
      if (days === null) return null;
      if (days < 0) return t("primaryPassed");
      if (days === 0) return t("primaryToday");
      return t("daysUntilPrimary", { days });
    },
    /** "in 12 days", "tomorrow", "today" for a day still ahead; null for one that has passed. */
    daysAway(date: string, today: string): string | null {
      const days = daysBetween(today, date);
      return days === null || days < 0 ? null : t("daysAway", { days });
    },
  };
}
