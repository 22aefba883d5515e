import { useQuery } from "@tanstack/react-query";
import SearchIcon from "lucide-react/icons/search";
import { useId, useMemo, useState } from "react";
import { localCalendarDay } from "#shared/rules/dates";
import { EXPECTED_DATE_NOTE } from "#shared/rules/primary-date";
import { FIFTY_STATE_CODES } from "#shared/states";
import { Card } from "#web/components/ui/card";
import { Container } from "#web/components/ui/container";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { LoadFailedAlert } from "#web/components/ui/load-failed-alert";
import { primaryElectionsQuery } from "#web/entities/primary-elections/primary-elections";
import { usePageMeta } from "#web/lib/use-page-meta";
import { RulesCaveat } from "./components/rules-caveat";
import { SourcesNote } from "./components/sources-note";
import { StateCard } from "./components/state-card";
import { lessCertain, matchStates, stateEntries, statePrimaryDate } from "./state-rules";

function Uncertainties({ names, what }: { names: string[]; what: string }) {
  if (names.length === 0) return null;
  return (
    <li>
      <strong className="font-semibold text-slate-800">{what}:</strong> {names.join(", ")}. The state's page
      says why.
    </li>
  );
}

export function StateInformationPage() {
  usePageMeta({
    title: "State primary information",
    description:
      "Primary dates, primary types and voter registration rules for all 50 states and the District of Columbia, compiled from public sources.",
  });
  const { data, isPending, isError, refetch, isFetching } = useQuery(primaryElectionsQuery);
  const [query, setQuery] = useState("");
  const searchId = useId();
  const today = localCalendarDay();

  const entries = useMemo(() => stateEntries(data), [data]);
  // The index lists the 50 states and DC; the caveats name only states a visitor can find on it.
  const listed = useMemo(
    () => entries.flatMap((entry) => (entry.election ? [entry.election] : [])),
    [entries],
  );
  const shown = useMemo(() => matchStates(entries, query), [entries, query]);
  const anyExpected =
    listed.length > 0 && listed.some((e) => statePrimaryDate(e.primaryDate, e, today).kind === "expected");

  return (
    <>
      <div className="border-b border-slate-200 bg-slate-50">
        <Container className="py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">Primary calendar</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
            State Primary Information
          </h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-600">
            When each state holds its primary, what kind of primary it is, and how to register in time. Some
            states only let registered party members vote in a party's primary, so check your state's rules
            well before the deadline.
          </p>
        </Container>
      </div>

      <Container className="py-10 sm:py-12">
        <RulesCaveat estimated={anyExpected} />

        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="w-full sm:max-w-sm">
            <Label htmlFor={searchId}>Find your state</Label>
            <div className="relative mt-1.5">
              <SearchIcon
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
              />
              <Input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="e.g. Texas or TX"
                autoComplete="off"
                className="pl-10"
              />
            </div>
          </div>
          <p className="text-sm text-slate-600" aria-live="polite">
            {shown.length === entries.length
              ? `All ${FIFTY_STATE_CODES.length} states and the District of Columbia`
              : `${shown.length} of ${entries.length} states and DC`}
          </p>
        </div>

        {isError && (
          <LoadFailedAlert className="mt-6" retrying={isFetching} onRetry={() => void refetch()}>
            Failed to load primary election information. Please try again later.
          </LoadFailedAlert>
        )}

        {isPending && (
          <p role="status" className="sr-only">
            Loading primary dates…
          </p>
        )}
        {shown.length > 0 ? (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="States">
            {shown.map((entry) => (
              <li key={entry.code}>
                <StateCard entry={entry} today={today} pending={isPending} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-xl border border-slate-200 bg-slate-50 px-6 py-5 text-slate-700">
            No state matches “{query.trim()}”. Try the state's name or its two-letter code.
          </p>
        )}
        {anyExpected && <p className="mt-6 text-sm leading-6 text-slate-600">{EXPECTED_DATE_NOTE}</p>}

        <Card className="mt-10 p-5 sm:p-8">
          <h2 className="text-xl font-bold text-brand-950">About this information</h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 leading-7 text-slate-700">
            <li>
              We compiled it from public sources. Some of it is uncertain, and rules change: always confirm
              dates, deadlines and party rules with your state election office.
            </li>
            <li>
              Registration deadlines come from an undated vote.gov snapshot (about 2022–24) and may have
              changed. Deadlines that have passed show as TBD.
            </li>
            {data && (
              <>
                <Uncertainties
                  names={lessCertain(data, "date")}
                  what="Primary dates the sources are less sure of"
                />
                <Uncertainties
                  names={lessCertain(data, "type")}
                  what="Primary types the sources are less sure of"
                />
              </>
            )}
          </ul>
          <div className="mt-5 border-t border-slate-200 pt-5">
            <SourcesNote />
          </div>
        </Card>
      </Container>
    </>
  );
}
