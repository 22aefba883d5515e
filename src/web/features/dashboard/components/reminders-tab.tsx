import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import CalendarPlusIcon from "lucide-react/icons/calendar-plus";
import DownloadIcon from "lucide-react/icons/download";
import { useId } from "react";
import type { User } from "#shared/accounts";
import { REMINDER_OFFSETS, type ReminderOffset, type ReminderPreferences } from "#shared/engagement";
import { formatLongDate, localCalendarDay } from "#shared/rules/dates";
import { icsCalendar } from "#shared/rules/ics";
import { EXPECTED_DATE_NOTE, type PrimaryDateDisplay } from "#shared/rules/primary-date";
import { stateName } from "#shared/states";
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
import { remindersKey, remindersQuery, saveReminders } from "../api/reminders";
import { daysAwayText, daysUntilText, seatPrimaryDate, statePrimaryDate } from "../primary-dates";
import { CalendarFeed } from "./calendar-feed";
import { LoadError } from "./load-error";
import { SectionCard } from "./section-card";
import { UpcomingReminders } from "./upcoming-reminders";

const OFFSET_LABELS: Record<ReminderOffset, string> = {
  oneMonth: "One month before",
  twoWeeks: "Two weeks before",
  oneWeek: "One week before",
  threeDays: "Three days before",
  dayBefore: "The day before",
  dayOf: "On the day",
};

type Switchable = "emailReminders" | "calendarReminders" | "actionNotices";

const SWITCHES: ReadonlyArray<readonly [Switchable, string, string]> = [
  [
    "emailReminders",
    "Email reminders",
    "Before your state's registration deadline, primary and runoff, at the times you choose below, once the dates are announced.",
  ],
  [
    "calendarReminders",
    "Calendar reminders",
    "Reminders for the primary dates you add to your calendar or subscribe to in the Calendar tab.",
  ],
  [
    "actionNotices",
    "Action notices",
    "An e-mail when a legislator you pledged to acts to impeach or convict: your pledge is then due.",
  ],
];

const TOGGLE_MESSAGES: Record<Switchable, { on: string; off: string }> = {
  emailReminders: {
    on: "We e-mail you at the times you chose, once your state's dates are announced.",
    off: "You can turn them back on at any time.",
  },
  calendarReminders: {
    on: "Add announced primary dates to your calendar from the Calendar tab.",
    off: "You can turn them back on at any time.",
  },
  actionNotices: {
    on: "We e-mail you when a legislator you pledged to acts.",
    off: "You will not hear from us when a legislator you pledged to acts.",
  },
};

function ReminderSettings({ user }: { user: User }) {
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
        title: "Could not save your reminders",
        description: "Please check your connection and try again.",
        variant: "destructive",
      });
    },
    onSuccess: (saved) => queryClient.setQueryData(remindersKey, saved),
  });

  if (reminders.isPending) {
    return (
      <div role="status">
        <span className="sr-only">Loading your reminder settings…</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="mt-3 h-16 w-full" />
      </div>
    );
  }
  if (reminders.isError) {
    return (
      <LoadError title="Failed to load your reminder settings" onRetry={() => void reminders.refetch()} />
    );
  }
  const prefs = reminders.data;

  const toggle = (key: Switchable, on: boolean) => {
    save.mutate(
      { ...prefs, [key]: on },
      {
        onSuccess: () => {
          const what = SWITCHES.find(([k]) => k === key)![1];
          toast({
            title: on ? `${what} turned on` : `${what} turned off`,
            description: on ? TOGGLE_MESSAGES[key].on : TOGGLE_MESSAGES[key].off,
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
      {SWITCHES.map(([key, label, hint]) => (
        <div
          key={key}
          className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-4"
        >
          <div>
            <Label htmlFor={`${id}-${key}`} className="text-base font-semibold">
              {label}
            </Label>
            <p id={`${id}-${key}-hint`} className="text-sm text-slate-600">
              {hint}
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
          <legend className="px-1 text-sm font-semibold text-slate-900">When should we remind you?</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {REMINDER_OFFSETS.map((offset) => (
              <div key={offset} className="flex items-center gap-3">
                <Checkbox
                  id={`${id}-${offset}`}
                  checked={prefs[offset]}
                  onCheckedChange={(checked) => save.mutate({ ...prefs, [offset]: checked === true })}
                />
                <Label htmlFor={`${id}-${offset}`}>{OFFSET_LABELS[offset]}</Label>
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
  const elections = useQuery(primaryElectionsByStateQuery);
  const pledges = useQuery(userPledgesQuery);
  const today = localCalendarDay();
  const entries: CalendarEntry[] = [];
  if (elections.data) {
    const own = user.state ? elections.data.get(user.state) : undefined;
    if (own && user.state) {
      entries.push({
        key: `state-${user.state}`,
        title: `${stateName(user.state)} primary election`,
        subtitle: "Your state's primary",
        state: user.state,
        display: statePrimaryDate(own, today),
      });
    }
    for (const pledge of pledges.data ?? []) {
      const election = elections.data.get(pledge.legislator.state);
      if (!election) continue;
      entries.push({
        key: `legislator-${pledge.legislatorId}`,
        title: `${pledge.legislator.fullName}'s primary`,
        subtitle: `${pledge.legislator.type === "sen" ? "Senate" : "House"} · ${stateName(pledge.legislator.state)}`,
        state: pledge.legislator.state,
        display: seatPrimaryDate(election, pledge.legislator, today),
      });
    }
  }
  return { elections, entries, today };
}

function CalendarList({ user }: { user: User }) {
  const { elections, entries, today } = useCalendarEntries(user);
  if (elections.isError) {
    return (
      <LoadError title="Failed to fetch primary election data" onRetry={() => void elections.refetch()} />
    );
  }
  if (elections.isPending) {
    return (
      <div role="status">
        <span className="sr-only">Loading primary dates…</span>
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (entries.length === 0) {
    return <p className="text-slate-600">Add your address to your profile to see your primary dates.</p>;
  }
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
                details: "Vote in the primary. Check your registration and polling place before you go.",
                location: stateName(entry.state),
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
                  {entry.subtitle} · {entry.display.label}
                </p>
              </div>
              {calendar.kind === "unannounced" || !event || !googleUrl ? (
                <p className="text-sm text-slate-600 sm:max-w-56 sm:text-right">
                  {calendar.kind === "unannounced" ? calendar.text : null}
                </p>
              ) : (
                <div className="flex flex-wrap gap-2">
                  <Button asChild variant="outline" size="sm">
                    <a href={googleUrl} target="_blank" rel="noopener noreferrer">
                      <CalendarPlusIcon aria-hidden="true" className="size-4" />
                      Add to calendar
                      <span className="sr-only"> for {entry.title} (opens in a new tab)</span>
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
                    Download .ics<span className="sr-only"> for {entry.title}</span>
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {entries.some((entry) => entry.display.kind === "expected") && (
        <p className="mt-3 text-xs leading-5 text-slate-600">{EXPECTED_DATE_NOTE}</p>
      )}
    </>
  );
}

function Schedule({ user }: { user: User }) {
  const elections = useQuery(primaryElectionsByStateQuery);
  const today = localCalendarDay();
  if (elections.isError) {
    return (
      <LoadError title="Failed to fetch primary election data" onRetry={() => void elections.refetch()} />
    );
  }
  if (elections.isPending) {
    return (
      <div role="status">
        <span className="sr-only">Loading your schedule…</span>
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  const election = user.state ? elections.data.get(user.state) : undefined;
  if (!election || !user.state) {
    return <p className="text-slate-600">Add your address to your profile to see your election schedule.</p>;
  }
  const primary = statePrimaryDate(election, today);
  const rows: Array<{ label: string; when: string; note: string | null; sortKey: string }> = [];
  if (election.registrationDeadline && election.registrationDeadline >= today) {
    rows.push({
      label: "Voter registration deadline",
      when: formatLongDate(election.registrationDeadline),
      note: daysAwayText(election.registrationDeadline, today),
      sortKey: election.registrationDeadline,
    });
  } else {
    rows.push({ label: "Voter registration deadline", when: "TBD", note: null, sortKey: "9999-12-30" });
  }
  rows.push({
    label: "Primary election",
    when: primary.label,
    note: daysUntilText(primary, today),
    sortKey: primary.kind === "exact" ? primary.date : "9999-12-31",
  });
  if (election.runoffDate && election.runoffDate >= today) {
    rows.push({
      label: "Primary runoff (if needed)",
      when: formatLongDate(election.runoffDate),
      note: daysAwayText(election.runoffDate, today),
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
        <p className="mt-4 text-xs leading-5 text-slate-600">{EXPECTED_DATE_NOTE}</p>
      )}
    </>
  );
}

/** Reminders (labelled so; the tab's value is the spec's "notifications"): settings, calendar, schedule. */
export function RemindersTab({ user }: { user: User }) {
  return (
    <SectionCard
      title="Primary Reminders"
      description="Stay ready for your registration deadline and primary day."
    >
      <Tabs defaultValue="reminders">
        <TabsList aria-label="Reminder options" className="grid w-full grid-cols-3 sm:flex sm:w-fit">
          <TabsTrigger value="reminders">Reminders</TabsTrigger>
          <TabsTrigger value="calendar">Calendar</TabsTrigger>
          <TabsTrigger value="schedule">Schedule</TabsTrigger>
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
