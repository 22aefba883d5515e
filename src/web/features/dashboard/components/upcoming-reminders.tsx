import { useQuery } from "@tanstack/react-query";
import type { User } from "#shared/accounts";
import type { ReminderPreferences } from "#shared/engagement";
import { formatWeekdayDate } from "#shared/rules/dates";
import { REMINDER_EVENT_LABELS, scheduledReminders, upcomingEvents } from "#shared/rules/reminder-schedule";
import { stateToday } from "#shared/state-time-zones";
import { stateName } from "#shared/states";
import { Skeleton } from "#web/components/ui/skeleton";
import { primaryElectionsByStateQuery } from "#web/entities/primary-elections/primary-elections";

const SHOWN = 4;

/** "one week before", "the day before", "on the day". */
function offsetWords(days: number): string {
  if (days === 0) return "on the day";
  if (days === 1) return "the day before";
  if (days === 7) return "one week before";
  if (days === 14) return "two weeks before";
  if (days === 30) return "one month before";
  return `${days} days before`;
}

/**
 * What the server will mail next, by the same schedule it follows (shared/rules/reminder-schedule),
 * on the voter's state's calendar; or why nothing is scheduled.
 */
export function UpcomingReminders({ user, preferences }: { user: User; preferences: ReminderPreferences }) {
  const elections = useQuery(primaryElectionsByStateQuery);
  let body: React.ReactNode;
  if (!preferences.emailReminders) {
    body = <p>E-mail reminders are off: turn them on above to be reminded of your state's dates.</p>;
  } else if (!user.state) {
    body = <p>Add your address to your profile: reminders follow your state's dates.</p>;
  } else if (elections.isPending) {
    body = <Skeleton className="h-12 w-full" />;
  } else if (elections.isError) {
    body = <p>Your state's dates could not be loaded, so the schedule cannot be shown right now.</p>;
  } else {
    const election = elections.data.get(user.state);
    const today = stateToday(user.state, new Date());
    const next = scheduledReminders(election, preferences, today).slice(0, SHOWN);
    const name = stateName(user.state);
    if (next.length > 0) {
      body = (
        <ul className="space-y-1.5">
          {next.map(({ event, offsetDays, day }) => (
            <li key={`${event.kind}-${offsetDays}`}>
              <span className="font-medium text-slate-900">
                {REMINDER_EVENT_LABELS[event.kind]} reminder:
              </span>{" "}
              {formatWeekdayDate(day)} <span className="text-slate-600">({offsetWords(offsetDays)})</span>
            </li>
          ))}
        </ul>
      );
    } else if (upcomingEvents(election, today).length === 0) {
      body = (
        <p>
          {name} has not announced the dates of its next primary yet, so no reminder is scheduled. We remind
          you as soon as the dates are on record.
        </p>
      );
    } else {
      body = <p>No further reminder is scheduled for {name}'s announced dates at the times you chose.</p>;
    }
  }
  return (
    <section
      aria-labelledby="upcoming-reminders"
      className="rounded-lg bg-slate-50 p-4 text-sm leading-6 text-slate-700"
    >
      <h3 id="upcoming-reminders" className="mb-1 font-semibold text-slate-900">
        Coming up
      </h3>
      {body}
    </section>
  );
}
