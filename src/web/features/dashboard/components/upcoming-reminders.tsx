import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "use-intl";
import type { User } from "#shared/accounts";
import type { ReminderPreferences } from "#shared/engagement";
import { stateNameIn } from "#shared/i18n/states";
import { formatWeekdayDate } from "#shared/rules/dates";
import { type ReminderEventKind, scheduledReminders, upcomingEvents } from "#shared/rules/reminder-schedule";
import { stateToday } from "#shared/state-time-zones";
import { Skeleton } from "#web/components/ui/skeleton";
import { primaryElectionsByStateQuery } from "#web/entities/primary-elections/primary-elections";
import { useLanguage } from "#web/lib/i18n/language";

const SHOWN = 4;

/** Each event's key in the "upcoming.events" messages. */
const EVENT_KEYS = {
  "registration-deadline": "registrationDeadline",
  primary: "primary",
  runoff: "runoff",
} as const satisfies Record<ReminderEventKind, string>;

/**
 * What the server will mail next, by the same schedule it follows (shared/rules/reminder-schedule),
 * on the voter's state's calendar; or why nothing is scheduled.
 */
export function UpcomingReminders({ user, preferences }: { user: User; preferences: ReminderPreferences }) {
  const t = useTranslations("dashboard.upcoming");
  const language = useLanguage();
  const locale = useLocale();
  const elections = useQuery(primaryElectionsByStateQuery);
  let body: React.ReactNode;
  if (!preferences.emailReminders) {
    body = <p>{t("off")}</p>;
  } else if (!user.state) {
    body = <p>{t("noAddress")}</p>;
  } else if (elections.isPending) {
    body = <Skeleton className="h-12 w-full" />;
  } else if (elections.isError) {
    body = <p>{t("loadFailed")}</p>;
  } else {
    const election = elections.data.get(user.state);
    const today = stateToday(user.state, new Date());
    const next = scheduledReminders(election, preferences, today).slice(0, SHOWN);
    const name = stateNameIn(user.state, language);
    if (next.length > 0) {
      body = (
        <ul className="space-y-1.5">
          {next.map(({ event, offsetDays, day }) => (
            <li key={`${event.kind}-${offsetDays}`}>
              <span className="font-medium text-slate-900">{t(`events.${EVENT_KEYS[event.kind]}`)}</span>{" "}
              {formatWeekdayDate(day, locale)}{" "}
              <span className="text-slate-600">({t("offset", { days: offsetDays })})</span>
            </li>
          ))}
        </ul>
      );
    } else if (upcomingEvents(election, today).length === 0) {
      body = <p>{t("unannounced", { state: name })}</p>;
    } else {
      body = <p>{t("noneLeft", { state: name })}</p>;
    }
  }
  return (
    <section
      aria-labelledby="upcoming-reminders"
      className="rounded-lg bg-slate-50 p-4 text-sm leading-6 text-slate-700"
    >
      <h3 id="upcoming-reminders" className="mb-1 font-semibold text-slate-900">
        {t("title")}
      </h3>
      {body}
    </section>
  );
}
