import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import CalendarPlusIcon from "lucide-react/icons/calendar-plus";
import DownloadIcon from "lucide-react/icons/download";
import { type ReactNode, useId } from "react";
import { useTranslations } from "use-intl";
import type { User } from "#shared/accounts";
import { REMINDER_OFFSETS, type ReminderPreferences } from "#shared/engagement";
import { stateNameIn } from "#shared/i18n/states";
import { localCalendarDay } from "#shared/rules/dates";
import { icsCalendar } from "#shared/rules/ics";
import type { PrimaryDateDisplay } from "#shared/rules/primary-date";
import { Button } from "#web/components/ui/button";
import { Checkbox } from "#web/components/ui/checkbox";
import { Label } from "#web/components/ui/label";
import { Skeleton } from "#web/components/ui/skeleton";
import { Switch } from "#web/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { toast } from "#web/components/ui/use-toast";
import { engagementKeys, recordEngagement } from "#web/entities/engagement/engagement";
import { userPledgesQuery } from "#web/entities/pledges/user-pledges";
import { primaryElectionsByStateQuery } from "#web/entities/primary-elections/primary-elections";
import { calendarAvailability, googleCalendarUrl } from "#web/lib/display/calendar";
import { downloadTextFile } from "#web/lib/download-file";
import { useLanguage } from "#web/lib/i18n/language";
import { remindersKey, remindersQuery, saveReminders } from "../api/reminders";
import { seatPrimaryDate, statePrimaryDate, useDateTexts } from "../primary-dates";
import { CalendarFeed } from "./calendar-feed";
import { LoadError } from "./load-error";
import { SectionCard } from "./section-card";
import { UpcomingReminders } from "./upcoming-reminders";

type Switchable = "emailReminders" | "calendarReminders" | "actionNotices";

const SWITCHES: readonly Switchable[] = ["emailReminders", "calendarReminders", "actionNotices"];

const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

function ReminderSettings({ user }: { user: User }) {
  const t = useTranslations("dashboard.reminders");
  const common = useTranslations("dashboard.common");
  const queryClient = useQueryClient();
  const reminders = useQuery(remindersQuery);
  const id = useId();
  const save = useMutation({
    mutationFn: saveReminders,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: remindersKey });
      const previous = queryClient.getQueryData<ReminderPreferences>(remindersKey);
      queryClient.setQueryData(remindersKey, next);
      return { previous };
    },
    onError: (error, _next, context) => {
      console.error("Could not save reminder preferences", error);
      if (context?.previous) queryClient.setQueryData(remindersKey, context.previous);
      toast({
        title: t("saveFailed"),
        description: common("checkConnection"),
        variant: "destructive",
      });
    },
    onSuccess: (saved) => queryClient.setQueryData(remindersKey, saved),
  });

  if (reminders.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t("loading")}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="mt-3 h-16 w-full" />
      </div>
    );
  }
  if (reminders.isError) {
    return <LoadError title={t("loadFailed")} onRetry={() => void reminders.refetch()} />;
  }
  const prefs = reminders.data;

  const toggle = (key: Switchable, on: boolean) => {
    save.mutate(
      { ...prefs, [key]: on },
      {
        onSuccess: () => {
          toast({
            title: on ? t(`switches.${key}.turnedOn`) : t(`switches.${key}.turnedOff`),
            description: on
              ? t(`switches.${key}.on`)
              : key === "actionNotices"
                ? t("switches.actionNotices.off")
                : t("canTurnBackOn"),
            variant: on ? "success" : "default",
          });
          if (on && key !== "actionNotices") {
            recordEngagement([key === "emailReminders" ? "hasEmailReminders" : "hasCalendarReminders"])
              .then((engagement) => queryClient.setQueryData(engagementKeys.mine, engagement))
              .catch((error) => console.error("Could not record engagement", error));
          }
        },
      },
    );
  };

  const either = prefs.emailReminders || prefs.calendarReminders;
  return (
    <div className="space-y-4">
      {SWITCHES.map((key) => (
        <div
          key={key}
          className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-4"
        >
          <div>
            <Label htmlFor={`${id}-${key}`} className="text-base font-semibold">
              {t(`switches.${key}.label`)}
            </Label>
            <p id={`${id}-${key}-hint`} className="text-sm text-slate-600">
              {t(`switches.${key}.hint`)}
            </p>
          </div>
          <Switch
            id={`${id}-${key}`}
            aria-describedby={`${id}-${key}-hint`}
            checked={prefs[key]}
            onCheckedChange={(on) => toggle(key, on)}
          />
        </div>
      ))}
      {either && (
        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("when")}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {REMINDER_OFFSETS.map((offset) => (
              <div key={offset} className="flex items-center gap-3">
                <Checkbox
                  id={`${id}-${offset}`}
                  checked={prefs[offset]}
                  onCheckedChange={(checked) => save.mutate({ ...prefs, [offset]: checked === true })}
                />
                <Label htmlFor={`${id}-${offset}`}>{t(`offsets.${offset}`)}</Label>
              </div>
            ))}
          </div>
        </fieldset>
      )}
      <UpcomingReminders user={user} preferences={prefs} />
    </div>
  );
}

interface CalendarEntry {
  key: string;
  title: string;
  subtitle: string;
  state: string;
  display: PrimaryDateDisplay;
}

function useCalendarEntries(user: User) {
  const t = useTranslations("dashboard.calendar");
  const language = useLanguage();
  const elections = useQuery(primaryElectionsByStateQuery);
  const pledges = useQuery(userPledgesQuery);
  const today = localCalendarDay();
  const entries: CalendarEntry[] = [];
  if (elections.data) {
    const own = user.state ? elections.data.get(user.state) : undefined;
    if (own && user.state) {
      entries.push({
        key: `state-${user.state}`,
        title: t("statePrimary", { state: stateNameIn(user.state, language) }),
        subtitle: t("statePrimarySubtitle"),
        state: user.state,
        display: statePrimaryDate(own, today),
      });
    }
    for (const pledge of pledges.data ?? []) {
      const election = elections.data.get(pledge.legislator.state);
      if (!election) continue;
      entries.push({
        key: `legislator-${pledge.legislatorId}`,
        title: t("legislatorPrimary", { name: pledge.legislator.fullName }),
        subtitle: t("legislatorPrimarySubtitle", {
          chamber: pledge.legislator.type,
          state: stateNameIn(pledge.legislator.state, language),
        }),
        state: pledge.legislator.state,
        display: seatPrimaryDate(election, pledge.legislator, today),
      });
    }
  }
  return { elections, entries, today };
}

function CalendarList({ user }: { user: User }) {
  const t = useTranslations("dashboard");
  const language = useLanguage();
  const dates = useDateTexts();
  const { elections, entries, today } = useCalendarEntries(user);
  if (elections.isError) {
    return <LoadError title={t("common.loadPrimariesFailed")} onRetry={() => void elections.refetch()} />;
  }
  if (elections.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t("calendar.loading")}</span>
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (entries.length === 0) {
    return <p className="text-slate-600">{t("calendar.noAddress")}</p>;
  }
  // The words of calendarAvailability's `text`, in the page's language.
  const unannouncedText = (display: PrimaryDateDisplay) =>
    display.kind === "expected"
      ? t("calendar.unannouncedYear", { year: String(display.year) })
      : t("calendar.unannounced");
  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {entries.map((entry) => {
          const calendar = calendarAvailability(entry.display, today);
          const date = calendar.kind === "available" ? calendar.date : null;
          const event = date
            ? {
                title: entry.title,
                date,
                details: t("calendar.eventDetails"),
                location: stateNameIn(entry.state, language),
              }
            : null;
          const googleUrl = event ? googleCalendarUrl(event) : null;
          return (
            <li
              key={entry.key}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold text-slate-900">{entry.title}</p>
                <p className="text-sm text-slate-600">
                  {entry.subtitle} · {dates.primaryLabel(entry.display)}
                </p>
              </div>
              {calendar.kind === "unannounced" || !event || !googleUrl ? (
                <p className="text-sm text-slate-600 sm:max-w-56 sm:text-right">
                  {calendar.kind === "unannounced" ? unannouncedText(entry.display) : null}
                </p>
              ) : (
                <div className="flex flex-wrap gap-2">
                  <Button asChild variant="outline" size="sm">
                    <a href={googleUrl} target="_blank" rel="noopener noreferrer">
                      <CalendarPlusIcon aria-hidden="true" className="size-4" />
                      {t.rich("calendar.add", { title: entry.title, hidden })}
                    </a>
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      const text = icsCalendar({
                        ...event,
                        uid: `${entry.key}-${event.date}@pledge-watch`,
                        url: window.location.origin,
                        now: new Date(),
                      });
                      if (text)
                        downloadTextFile(`${entry.key}-primary-${event.date}.ics`, text, "text/calendar");
                    }}
                  >
                    <DownloadIcon aria-hidden="true" className="size-4" />
                    {t.rich("calendar.download", { title: entry.title, hidden })}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {entries.some((entry) => entry.display.kind === "expected") && (
        <p className="mt-3 text-xs leading-5 text-slate-600">{t("dates.expectedNote")}</p>
      )}
    </>
  );
}

function Schedule({ user }: { user: User }) {
  const t = useTranslations("dashboard");
  const dates = useDateTexts();
  const elections = useQuery(primaryElectionsByStateQuery);
  const today = localCalendarDay();
  if (elections.isError) {
    return <LoadError title={t("common.loadPrimariesFailed")} onRetry={() => void elections.refetch()} />;
  }
  if (elections.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t("schedule.loading")}</span>
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  const election = user.state ? elections.data.get(user.state) : undefined;
  if (!election || !user.state) {
    return <p className="text-slate-600">{t("schedule.noAddress")}</p>;
  }
  const primary = statePrimaryDate(election, today);
  const rows: Array<{ label: string; when: string; note: string | null; sortKey: string }> = [];
  if (election.registrationDeadline && election.registrationDeadline >= today) {
    rows.push({
      label: t("schedule.registrationDeadline"),
      when: dates.longDate(election.registrationDeadline),
      note: dates.daysAway(election.registrationDeadline, today),
      sortKey: election.registrationDeadline,
    });
  } else {
    rows.push({
      label: t("schedule.registrationDeadline"),
      when: dates.tbd,
      note: null,
      sortKey: "9999-12-30",
    });
  }
  rows.push({
    label: t("schedule.primary"),
    when: dates.primaryLabel(primary),
    note: dates.daysUntil(primary, today),
    sortKey: primary.kind === "exact" ? primary.date : "9999-12-31",
  });
  if (election.runoffDate && election.runoffDate >= today) {
    rows.push({
      label: t("schedule.runoff"),
      when: dates.longDate(election.runoffDate),
      note: dates.daysAway(election.runoffDate, today),
      sortKey: election.runoffDate,
    });
  }
  rows.sort((a, b) => a.sortKey.localeCompare(b.sortKey));
  return (
    <>
      <ol className="relative space-y-4 border-l-2 border-brand-100 pl-6">
        {rows.map((row) => (
          <li key={row.label} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[31px] size-3.5 rounded-full border-2 border-white bg-brand-600"
            />
            <p className="font-semibold text-slate-900">{row.label}</p>
            <p className="text-slate-700">
              {row.when}
              {row.note && <span className="text-sm text-slate-600"> · {row.note}</span>}
            </p>
          </li>
        ))}
      </ol>
      {primary.kind === "expected" && (
        <p className="mt-4 text-xs leading-5 text-slate-600">{t("dates.expectedNote")}</p>
      )}
    </>
  );
}

/** Reminders (labelled so; the tab's value is the spec's "notifications"): settings, calendar, schedule. */
export function RemindersTab({ user }: { user: User }) {
  const t = useTranslations("dashboard.reminders");
  return (
    <SectionCard title={t("title")} description={t("description")}>
      <Tabs defaultValue="reminders">
        <TabsList aria-label={t("tabsLabel")} className="grid w-full grid-cols-3 sm:flex sm:w-fit">
          <TabsTrigger value="reminders">{t("tabs.reminders")}</TabsTrigger>
          <TabsTrigger value="calendar">{t("tabs.calendar")}</TabsTrigger>
          <TabsTrigger value="schedule">{t("tabs.schedule")}</TabsTrigger>
        </TabsList>
        <TabsContent value="reminders">
          <ReminderSettings user={user} />
        </TabsContent>
        <TabsContent value="calendar">
          <div className="space-y-5">
            <CalendarFeed />
            <CalendarList user={user} />
          </div>
        </TabsContent>
        <TabsContent value="schedule">
          <Schedule user={user} />
        </TabsContent>
      </Tabs>
    </SectionCard>
  );
}
