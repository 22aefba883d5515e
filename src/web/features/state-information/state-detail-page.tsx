import { useQuery } from "@tanstack/react-query";
import ArrowLeftIcon from "lucide-react/icons/arrow-left";
import ClockIcon from "lucide-react/icons/clock";
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Link, useParams } from "wouter";
import { stateNameIn } from "#shared/i18n/states";
import type { PrimaryElection } from "#shared/primary-election";
import { formatLongDate, localCalendarDay } from "#shared/rules/dates";
import { registrationDeadlineLabel, TBD } from "#shared/rules/primary-date";
import { stateCodeFromParam } from "#shared/states";
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
import { useLanguage } from "#web/lib/i18n/language";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { ExternalLink } from "./components/external-link";
import { PrimaryDateValue } from "./components/primary-date-value";
import { usePrimaryTypeText } from "./components/primary-type";
import { RulesCaveat } from "./components/rules-caveat";
import { SourcesNote } from "./components/sources-note";
import { StateLegislators } from "./components/state-legislators";
import { readableDates, statePrimaryDate } from "./state-rules";

/** The side card is narrow: a long label (Spanish runs longer) takes a second line. */
const WRAPPING_FULL_WIDTH = "h-auto min-h-10 w-full whitespace-normal py-2 text-center";

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
  const t = useTranslations("state-information");
  const locale = useLocale();
  const primaryTypeText = usePrimaryTypeText();
  const primary = statePrimaryDate(election.primaryDate, election, today);
  const runoff = election.runoffDate ? statePrimaryDate(election.runoffDate, election, today) : null;
  const deadline = registrationDeadlineLabel(election.registrationDeadline, today);
  const { user } = useCurrentUser();
  const expected = primary.kind === "expected" || runoff?.kind === "expected";
  const confidence = election.confidence;
  const longDate = (day: string) => formatLongDate(day, locale);
  const confidenceText = (level: string) => t("confidence.fact", { level: level.toLowerCase() });

  return (
    <>
      <dl className="grid sm:grid-cols-2 sm:gap-x-8">
        <Fact
          term={t("detail.facts.primaryDate")}
          hint={
            <>
              {primary.kind === "expected" && election.primaryDate && (
                <span className="block">
                  {t("detail.facts.lastPrimary", { date: longDate(election.primaryDate) })}
                </span>
              )}
              {confidence && <span className="block">{confidenceText(confidence.date)}</span>}
            </>
          }
        >
          <PrimaryDateValue display={primary} />
        </Fact>
        {runoff && election.runoffDate && (
          <Fact
            term={t("detail.facts.runoffDate")}
            hint={
              runoff.kind === "expected"
                ? t("detail.facts.lastRunoff", { date: longDate(election.runoffDate) })
                : undefined
            }
          >
            <PrimaryDateValue display={runoff} />
          </Fact>
        )}
        <Fact
          term={t("detail.facts.primaryType")}
          hint={confidence ? confidenceText(confidence.type) : undefined}
        >
          {election.primaryType ? primaryTypeText(election.primaryType) : t("dates.tbd")}
        </Fact>
        <Fact
          term={t("detail.facts.registrationDeadline")}
          hint={
            deadline === TBD && election.registrationDeadline && election.registrationDeadline < today
              ? t("detail.facts.deadlinePassed", { date: longDate(election.registrationDeadline) })
              : undefined
          }
        >
          {deadline === TBD || !election.registrationDeadline
            ? t("dates.tbd")
            : longDate(election.registrationDeadline)}
        </Fact>
        {election.idRequirements && <Fact term={t("detail.facts.voterId")}>{election.idRequirements}</Fact>}
        <div className="border-t border-slate-200 py-4 sm:col-span-2 sm:px-1">
          <dt className="text-sm font-medium text-slate-600">{t("detail.facts.whoMayVote")}</dt>
          <dd className="mt-2 text-base leading-7 text-slate-800">
            <WhoMayVote rules={election} registeredParty={user?.registeredParty} />
          </dd>
        </div>
      </dl>
      {expected && <p className="mt-2 text-sm leading-6 text-slate-600">{t("dates.expectedNote")}</p>}
    </>
  );
}

function ElectionDetails({ election, today }: { election: PrimaryElection; today: string }) {
  const t = useTranslations("state-information.detail");
  // On wide screens the aside (register card, then the sources) sits beside the other blocks; on
  // phones it dissolves into the column: the register card right after the key facts, the sources
  // last. One sources box either way, so the line under the key facts can link to it.
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
      <Card className="px-5 pt-3 pb-5 sm:px-7">
        <h2 className="py-3 text-xl font-bold text-brand-950">{t("atAGlance")}</h2>
        <ElectionFacts election={election} today={today} />
        <DataAsOf asOf={election.dataAsOf} sourcesId={ABOUT_THIS_DATA_ID} className="mt-3" />
      </Card>

      <aside
        aria-labelledby="register-title"
        className="max-lg:contents lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:space-y-6"
      >
        <Card className="p-5">
          <h2 id="register-title" className="text-lg font-bold text-brand-950">
            {t("register.title")}
          </h2>
          <p className="mt-2 text-sm leading-6 text-slate-600">{t("register.text")}</p>
          <div className="mt-4 flex flex-col gap-3">
            {election.registrationUrl && (
              <ExternalLink
                href={election.registrationUrl}
                className={cn(buttonClasses({ variant: "primary", size: "md" }), WRAPPING_FULL_WIDTH)}
              >
                {t("register.registerToVote")}
              </ExternalLink>
            )}
            {election.voterInfoUrl && (
              <ExternalLink
                href={election.voterInfoUrl}
                className={cn(buttonClasses({ variant: "outline", size: "md" }), WRAPPING_FULL_WIDTH)}
              >
                {t("register.voterInfo")}
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
                {t("notesTitle")}
              </h2>
              <p className="mt-3 leading-7 text-slate-700">{readableDates(election.notes)}</p>
            </section>
          )}

          {election.additionalInfo && (
            <section aria-labelledby="details-title">
              <h2 id="details-title" className="text-xl font-bold text-brand-950">
                {t("registrationDetailsTitle")}
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
  const t = useTranslations("state-information.detail");
  return (
    <>
      <h2 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{t("aboutThisData")}</h2>
      <div className="mt-2">
        <SourcesNote fallback={election.sources} asOf={election.dataAsOf} />
      </div>
    </>
  );
}

function LoadingDetails() {
  const t = useTranslations("state-information.detail");
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <span className="sr-only">{t("loading")}</span>
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
  const t = useTranslations("state-information.detail.comingSoon");
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <ClockIcon aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h2 className="text-xl font-bold text-brand-950">{t("title")}</h2>
          <p className="mt-2 max-w-2xl leading-7 text-slate-700">{t("text", { state: name })}</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <ExternalLink
              href="https://vote.gov/"
              className={buttonClasses({ variant: "primary", size: "md" })}
            >
              {t("goToVoteGov")}
            </ExternalLink>
            <Link
              href={paths.stateInformation()}
              className={buttonClasses({ variant: "outline", size: "md" })}
            >
              {t("seeAllStates")}
            </Link>
          </div>
        </div>
      </div>
    </Card>
  );
}

function StateDetail({ code }: { code: string }) {
  const t = useTranslations("state-information");
  const name = stateNameIn(code, useLanguage());
  usePageMeta({
    title: t("detail.meta.title", { state: name }),
    description: t("detail.meta.description", { state: name }),
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
            {t("detail.allStates")}
          </Link>
          <p className="mt-6 text-sm font-semibold tracking-wider text-accent-700 uppercase">
            {t("detail.eyebrow")}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{name}</h1>
        </Container>
      </div>
      <Container className="py-10 sm:py-12">
        {isError ? (
          <LoadFailedAlert retrying={isFetching} onRetry={() => void refetch()}>
            {t("loadFailed")}
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
