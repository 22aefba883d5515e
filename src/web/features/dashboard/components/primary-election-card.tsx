import { useQuery } from "@tanstack/react-query";
import CalendarDaysIcon from "lucide-react/icons/calendar-days";
import { Link } from "wouter";
import { localCalendarDay } from "#shared/rules/dates";
import { EXPECTED_DATE_NOTE, registrationDeadlineLabel } from "#shared/rules/primary-date";
import { stateName } from "#shared/states";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Skeleton } from "#web/components/ui/skeleton";
import { primaryElectionsByStateQuery } from "#web/entities/primary-elections/primary-elections";
import { WhoMayVote } from "#web/entities/primary-elections/who-may-vote";
import { paths } from "#web/lib/paths";
import { daysUntilText, statePrimaryDate } from "../primary-dates";
import { LoadError } from "./load-error";
import { SectionCard } from "./section-card";

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2.5">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-right text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** The voter's state primary: date (or its expected year), days left, type and who may vote in it. */
export function PrimaryElectionCard({
  state,
  registeredParty,
}: {
  state: string | null;
  registeredParty: string | null;
}) {
  const elections = useQuery(primaryElectionsByStateQuery);
  const today = localCalendarDay();
  const title = "Primary Election Information";

  if (!state) {
    return (
      <SectionCard title={title}>
        <Alert variant="warning">
          <AlertTitle>User state not available</AlertTitle>
          <AlertDescription>Add your address to your profile to see your state's primary.</AlertDescription>
        </Alert>
      </SectionCard>
    );
  }
  if (elections.isError) {
    return (
      <SectionCard title={title}>
        <LoadError title="Failed to fetch primary election data" onRetry={() => void elections.refetch()} />
      </SectionCard>
    );
  }
  if (elections.isPending) {
    return (
      <SectionCard title={title}>
        <div role="status">
          <span className="sr-only">Loading primary election information…</span>
          <Skeleton className="h-10 w-40" />
          <Skeleton className="mt-4 h-24 w-full" />
        </div>
      </SectionCard>
    );
  }
  const election = elections.data.get(state);
  if (!election) {
    return (
      <SectionCard title={title} description={stateName(state)}>
        <p className="text-sm text-slate-600">
          We don't have primary information for {stateName(state)} yet.
        </p>
      </SectionCard>
    );
  }
  const primary = statePrimaryDate(election, today);
  const countdown = daysUntilText(primary, today);
  return (
    <SectionCard title={title} description={stateName(state)}>
      <div className="flex items-center gap-3 rounded-lg bg-brand-50 p-4">
        <CalendarDaysIcon aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
        <div>
          <p className="text-sm text-brand-900">
            {primary.kind === "expected" ? "Expected primary" : "Primary date"}
          </p>
          <p className="text-xl font-bold text-brand-950">
            {primary.kind === "expected" ? `${primary.year}*` : primary.label}
          </p>
          {countdown && <p className="text-sm font-medium text-brand-800">{countdown}</p>}
        </div>
      </div>
      {primary.kind === "expected" && (
        <p className="mt-2 text-xs leading-5 text-slate-600">{EXPECTED_DATE_NOTE}</p>
      )}
      <dl className="mt-3 divide-y divide-slate-100">
        <Fact term="Primary type">
          {election.primaryType
            ? election.primaryType.charAt(0).toUpperCase() + election.primaryType.slice(1)
            : "Not available"}
        </Fact>
        <Fact term="Registration deadline">
          {registrationDeadlineLabel(election.registrationDeadline, today)}
        </Fact>
      </dl>
      <div className="border-t border-slate-100 py-2.5">
        <h3 className="text-sm text-slate-600">Who may vote in the Republican primary</h3>
        <WhoMayVote
          rules={election}
          registeredParty={registeredParty}
          className="mt-1 text-sm leading-6 text-slate-800"
        />
      </div>
      <Link
        href={paths.stateInformation(state)}
        className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {stateName(state)} voting rules and deadlines
      </Link>
    </SectionCard>
  );
}
