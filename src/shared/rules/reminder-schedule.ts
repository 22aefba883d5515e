import type { ReminderOffset, ReminderPreferences } from "../engagement";
import type { PrimaryElection } from "../primary-election";
import { addDays, daysBetween, parseCalendarDay } from "./dates";

/**
 * When e-mail reminders go out (docs/principles.md, "Reminders"): at each offset the voter chose,
 * before each upcoming exact date of their state, counted in days on the state's own calendar
 * (`stateToday`). The server's scan and the dashboard's "what comes next" both read it from here.
 */

/** Days before the event of each offset the voter can choose. */
export const REMINDER_OFFSET_DAYS: Readonly<Record<ReminderOffset, number>> = {
  oneMonth: 30,
  twoWeeks: 14,
  oneWeek: 7,
  threeDays: 3,
  dayBefore: 1,
  dayOf: 0,
};

export const REMINDER_EVENT_KINDS = ["registration-deadline", "primary", "runoff"] as const;
export type ReminderEventKind = (typeof REMINDER_EVENT_KINDS)[number];

export const REMINDER_EVENT_LABELS: Record<ReminderEventKind, string> = {
  "registration-deadline": "Registration deadline",
  primary: "Primary election",
  runoff: "Primary runoff",
};

/** An exact date of a state's election calendar still ahead of (or on) the state's today. */
export interface ReminderEvent {
  kind: ReminderEventKind;
  /** yyyy-MM-dd */
  date: string;
}

type ElectionDates = Pick<PrimaryElection, "primaryDate" | "runoffDate" | "registrationDeadline">;

/**
 * The state's dates that reminders are for: only exact dates on record, and only those not yet
 * past on the state's calendar; an estimated date ("Expected 2028") is never reminded.
 */
export function upcomingEvents(election: ElectionDates | null | undefined, today: string): ReminderEvent[] {
  if (!election) return [];
  const dates: Record<ReminderEventKind, string | null> = {
    "registration-deadline": election.registrationDeadline,
    primary: election.primaryDate,
    runoff: election.runoffDate,
  };
  return REMINDER_EVENT_KINDS.flatMap((kind) => {
    const date = dates[kind];
    return date && parseCalendarDay(date) && date >= today ? [{ kind, date }] : [];
  });
}

/** The offsets (in days) a voter has turned on, largest first. */
export function enabledOffsets(preferences: Pick<ReminderPreferences, ReminderOffset>): number[] {
  return (Object.keys(REMINDER_OFFSET_DAYS) as ReminderOffset[])
    .filter((offset) => preferences[offset])
    .map((offset) => REMINDER_OFFSET_DAYS[offset]);
}

/**
 * The one reminder of an event to send today: the latest whose day has come, i.e. the smallest
 * chosen offset that is at least the days left. Earlier ones that were missed (the server was
 * down, or the voter turned reminders on late) are never sent: no backlog. Null when no reminder
 * day has come yet, or the event is past.
 */
export function dueOffset(eventDate: string, today: string, offsets: readonly number[]): number | null {
  const daysLeft = daysBetween(today, eventDate);
  if (daysLeft === null || daysLeft < 0) return null;
  const due = offsets.filter((offset) => offset >= daysLeft);
  return due.length === 0 ? null : Math.min(...due);
}

export interface ScheduledReminder {
  event: ReminderEvent;
  offsetDays: number;
  /** yyyy-MM-dd, on the state's calendar. */
  day: string;
}

/**
 * The reminders still to come for a voter, soonest first: for each upcoming event, each chosen
 * offset whose day is after today (today's own reminder is the scan's to send, or sent already).
 */
export function scheduledReminders(
  election: ElectionDates | null | undefined,
  preferences: Pick<ReminderPreferences, ReminderOffset>,
  today: string,
): ScheduledReminder[] {
  const offsets = enabledOffsets(preferences);
  return upcomingEvents(election, today)
    .flatMap((event) =>
      offsets.flatMap((offsetDays) => {
        const day = addDays(event.date, -offsetDays);
        return day && day > today ? [{ event, offsetDays, day }] : [];
      }),
    )
    .sort((a, b) => a.day.localeCompare(b.day) || a.offsetDays - b.offsetDays);
}
