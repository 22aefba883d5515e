import { useQuery } from "@tanstack/react-query";
import ArrowLeftIcon from "lucide-react/icons/arrow-left";
import ClockIcon from "lucide-react/icons/clock";
import type { ReactNode } from "react";
import { Link, useParams } from "wouter";
import type { PrimaryElection } from "#shared/primary-election";
import { formatLongDate, localCalendarDay } from "#shared/rules/dates";
import { EXPECTED_DATE_NOTE, registrationDeadlineLabel, TBD } from "#shared/rules/primary-date";
import { stateCodeFromParam, stateName } from "#shared/states";
import { NotFoundPage } from "#web/components/layout/not-found-page";
import { buttonClasses } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Container } from "#web/components/ui/container";
import { DataAsOf } from "#web/components/ui/data-as-of";
import { LoadFailedAlert } from "#web/components/ui/load-failed-alert";
import { Skeleton } from "#web/components/ui/skeleton";
import { primaryElectionQuery } from "#web/entities/primary-elections/primary-elections";
import { WhoMayVote } from "#web/entities/primary-elections/who-may-vote";
import { useCurrentUser } from "#web/entities/session/current-user";
import { cn } from "#web/lib/cn";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { ExternalLink } from "./components/external-link";
import { PrimaryDateValue } from "./components/primary-date-value";
import { RulesCaveat } from "./components/rules-caveat";
import { SourcesNote } from "./components/sources-note";
import { StateLegislators } from "./components/state-legislators";
import { confidenceText, readableDates, sentenceCase, statePrimaryDate } from "./state-rules";

/** The additional information's look: the server sanitises it to p, ul, li, strong and https links. */
const proseClasses =
  "text-base leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900 [&_li]:mt-1 [&_p]:mt-3 [&_p:first-child]:mt-0 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5";

function Fact({ term, children, hint }: { term: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <div className="border-t border-slate-200 py-4 sm:px-1">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">{children}</dd>
      {hint && <dd className="mt-1 text-sm leading-6 text-slate-600">{hint}</dd>}
    </div>
  );
}

function FactSkeleton() {
  return (
    <div className="border-t border-slate-200 py-4 sm:px-1" aria-hidden="true">
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-2 h-6 w-44" />
      <Skeleton className="mt-2 h-4 w-32" />
    </div>
  );
}

function ElectionFacts({ election, today }: { election: PrimaryElection; today: string }) {
  const primary = statePrimaryDate(election.primaryDate, election, today);
  const runoff = election.runoffDate ? statePrimaryDate(election.runoffDate, election, today) : null;
  const deadline = registrationDeadlineLabel(election.registrationDeadline, today);
  const { user } = useCurrentUser();
  const expected = primary.kind === "expected" || runoff?.kind === "expected";
  const confidence = election.confidence;

  return (
    <>
      <dl className="grid sm:grid-cols-2 sm:gap-x-8">
        <Fact
          term="Primary date"
          hint={
            <>
              {primary.kind === "expected" && election.primaryDate && (
                <span className="block">Last primary: {formatLongDate(election.primaryDate)}</span>
              )}
              {confidence && <span className="block">{confidenceText(confidence.date)}</span>}
            </>
          }
        >
          <PrimaryDateValue display={primary} />
        </Fact>
        {runoff && election.runoffDate && (
          <Fact
            term="Runoff date"
            hint={
              runoff.kind === "expected" ? `Last runoff: ${formatLongDate(election.runoffDate)}` : undefined
            }
          >
            <PrimaryDateValue display={runoff} />
          </Fact>
        )}
        <Fact term="Primary type" hint={confidence ? confidenceText(confidence.type) : undefined}>
          {election.primaryType ? sentenceCase(election.primaryType) : TBD}
        </Fact>
        <Fact
          term="Registration deadline"
          hint={
            deadline === TBD && election.registrationDeadline && election.registrationDeadline < today
              ? `The deadline for the last primary (${formatLongDate(election.registrationDeadline)}) has passed; the next one is set with the next primary date.`
              : undefined
          }
        >
          {deadline}
        </Fact>
        {election.idRequirements && <Fact term="Voter ID">{election.idRequirements}</Fact>}
        <div className="border-t border-slate-200 py-4 sm:col-span-2 sm:px-1">
          <dt className="text-sm font-medium text-slate-600">Who may vote in the Republican primary</dt>
          <dd className="mt-2 text-base leading-7 text-slate-800">
            <WhoMayVote rules={election} registeredParty={user?.registeredParty} />
          </dd>
        </div>
      </dl>
      {expected && <p className="mt-2 text-sm leading-6 text-slate-600">{EXPECTED_DATE_NOTE}</p>}
    </>
  );
}

function ElectionDetails({ election, today }: { election: PrimaryElection; today: string }) {
  // On wide screens the aside (register card, then the sources) sits beside the other blocks; on
  // phones it dissolves into the column: the register card right after the key facts, the sources
  // last. One sources box either way, so the line under the key facts can link to it.
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
      <Card className="px-5 pt-3 pb-5 sm:px-7">
        <h2 className="py-3 text-xl font-bold text-brand-950">At a glance</h2>
        <ElectionFacts election={election} today={today} />
        <DataAsOf asOf={election.dataAsOf} sourcesId={ABOUT_THIS_DATA_ID} className="mt-3" />
      </Card>

      <aside
        aria-labelledby="register-title"
        className="max-lg:contents lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:space-y-6"
      >
        <Card className="p-5">
          <h2 id="register-title" className="text-lg font-bold text-brand-950">
            Register and check your status
          </h2>
          <p className="mt-2 text-sm leading-6 text-slate-600">
            Registration and party affiliation are handled by the state, not by us.
          </p>
          <div className="mt-4 flex flex-col gap-3">
            {election.registrationUrl && (
              <ExternalLink
                href={election.registrationUrl}
                className={cn(buttonClasses({ variant: "primary", size: "md" }), "w-full")}
              >
                Register to vote
              </ExternalLink>
            )}
            {election.voterInfoUrl && (
              <ExternalLink
                href={election.voterInfoUrl}
                className={cn(buttonClasses({ variant: "outline", size: "md" }), "w-full")}
              >
                Voter information on vote.gov
              </ExternalLink>
            )}
          </div>
        </Card>
        <div id={ABOUT_THIS_DATA_ID} className="rounded-xl bg-slate-50 p-5 max-lg:order-last">
          <AboutThisData election={election} />
        </div>
      </aside>

      {(election.notes || election.additionalInfo) && (
        <div className="space-y-8">
          {election.notes && (
            <section aria-labelledby="notes-title">
              <h2 id="notes-title" className="text-xl font-bold text-brand-950">
                Notes from our sources
              </h2>
              <p className="mt-3 leading-7 text-slate-700">{readableDates(election.notes)}</p>
            </section>
          )}

          {election.additionalInfo && (
            <section aria-labelledby="details-title">
              <h2 id="details-title" className="text-xl font-bold text-brand-950">
                Registration details
              </h2>
              <div
                className={cn("mt-3", proseClasses)}
                // additionalInfo is the one HTML field we render: the server sanitises it on every write
                // with an allow-list (p, ul, li, strong, https links; no scripts, event handlers or
                // javascript: URLs), and nothing else on the page is passed as HTML.
                // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised field, see above
                dangerouslySetInnerHTML={{ __html: election.additionalInfo }}
              />
            </section>
          )}
        </div>
      )}
    </div>
  );
}

const ABOUT_THIS_DATA_ID = "about-this-data";

function AboutThisData({ election }: { election: PrimaryElection }) {
  return (
    <>
      <h2 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">About this data</h2>
      <div className="mt-2">
        <SourcesNote fallback={election.sources} asOf={election.dataAsOf} />
      </div>
    </>
  );
}

function LoadingDetails() {
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <span className="sr-only">Loading primary election information…</span>
      <Card className="px-5 pt-3 pb-5 sm:px-7">
        <Skeleton className="my-3 h-7 w-32" />
        <div className="grid sm:grid-cols-2 sm:gap-x-8">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <FactSkeleton key={index} />
          ))}
        </div>
      </Card>
      <Card className="h-48 p-5" aria-hidden="true">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="mt-3 h-4 w-full" />
        <Skeleton className="mt-5 h-10 w-full" />
        <Skeleton className="mt-3 h-10 w-full" />
      </Card>
    </div>
  );
}

function ComingSoon({ name }: { name: string }) {
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <ClockIcon aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h2 className="text-xl font-bold text-brand-950">Information Coming Soon</h2>
          <p className="mt-2 max-w-2xl leading-7 text-slate-700">
            We don't have primary election information for {name} yet. Until we do, vote.gov has official
            registration and election information for every state and territory.
          </p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <ExternalLink
              href="https://vote.gov/"
              className={buttonClasses({ variant: "primary", size: "md" })}
            >
              Go to vote.gov
            </ExternalLink>
            <Link
              href={paths.stateInformation()}
              className={buttonClasses({ variant: "outline", size: "md" })}
            >
              See all states
            </Link>
          </div>
        </div>
      </div>
    </Card>
  );
}

function StateDetail({ code }: { code: string }) {
  const name = stateName(code);
  usePageMeta({
    title: `${name} primary information`,
    description: `${name}'s primary date, primary type and voter registration rules, compiled from public sources.`,
  });
  const { data: election, isPending, isError, refetch, isFetching } = useQuery(primaryElectionQuery(code));
  const today = localCalendarDay();

  return (
    <>
      <div className="border-b border-slate-200 bg-slate-50">
        <Container className="py-8 sm:py-12">
          <Link
            href={paths.stateInformation()}
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            <ArrowLeftIcon aria-hidden="true" className="size-4" />
            All states
          </Link>
          <p className="mt-6 text-sm font-semibold tracking-wider text-accent-700 uppercase">
            Primary election information
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{name}</h1>
        </Container>
      </div>
      <Container className="py-10 sm:py-12">
        {isError ? (
          <LoadFailedAlert retrying={isFetching} onRetry={() => void refetch()}>
            Failed to load primary election information. Please try again later.
          </LoadFailedAlert>
        ) : isPending ? (
          <>
            <Skeleton className="h-[7.5rem] w-full rounded-lg sm:h-24" />
            <div className="mt-8">
              <LoadingDetails />
            </div>
          </>
        ) : election === null ? (
          <ComingSoon name={name} />
        ) : (
          <>
            <RulesCaveat
              stateName={name}
              officeUrl={election.voterInfoUrl}
              estimated={statePrimaryDate(election.primaryDate, election, today).kind === "expected"}
            />
            <div className="mt-8">
              <ElectionDetails election={election} today={today} />
            </div>
          </>
        )}
        <StateLegislators code={code} name={name} />
      </Container>
    </>
  );
}

/**
 * /state-information/{state}. The code is case-insensitive (/tx and /TX show Texas). An address
 * that names no state, DC or territory (/state-information/zz) is a wrong address, not a state
 * without data, so it gets the 404 screen; a real code the API has nothing for (a territory)
 * gets the 'Information Coming Soon' card.
 */
export function StateDetailPage() {
  const { state } = useParams<{ state: string }>();
  const code = stateCodeFromParam(state);
  if (!code) return <NotFoundPage />;
  return <StateDetail key={code} code={code} />;
}
