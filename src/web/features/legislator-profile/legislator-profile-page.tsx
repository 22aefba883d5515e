import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import ArrowLeftIcon from "lucide-react/icons/arrow-left";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import InfoIcon from "lucide-react/icons/info";
import { useTranslations } from "use-intl";
import { Link, useLocation, useParams } from "wouter";
import { pathInLanguage } from "#shared/language";
import type { Legislator, LegislatorDetail } from "#shared/legislator";
import type { LegislatorAction } from "#shared/legislator-actions";
import { sitsWithRepublicans } from "#shared/legislator-label";
import { primaryDateDisplay } from "#shared/rules/primary-date";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import { DataAsOf } from "#web/components/ui/data-as-of";
import { TooltipProvider } from "#web/components/ui/tooltip";
import { useRecordAction } from "#web/entities/engagement/engagement";
import { legislatorKeys, legislatorQuery } from "#web/entities/legislators/legislators";
import { primaryElectionQuery } from "#web/entities/primary-elections/primary-elections";
import { ApiError } from "#web/lib/api-client";
import { paths } from "#web/lib/paths";
import { useCalendarDay, useSiteOrigin } from "#web/lib/render-time";
import { usePageMeta } from "#web/lib/use-page-meta";
import { communicationTemplatesQuery } from "./api/communication-templates";
import { ActionsCard } from "./components/actions-card";
import { CallSheet } from "./components/call-sheet";
import { CommunicationTools } from "./components/communication-tools";
import { ContactCard } from "./components/contact-card";
import { DataSourcesNote } from "./components/data-sources-note";
import { InfoCards, OnlineCard } from "./components/info-cards";
import { LeftOfficeBanner } from "./components/left-office-note";
import { PersuadabilityCard } from "./components/persuadability-card";
import { PledgeAction } from "./components/pledge-action";
import { ProfileSkeleton } from "./components/profile-skeleton";
import { ShareControls } from "./components/share-controls";
import { SummaryCard } from "./components/summary-card";
import { TakeActionCard } from "./components/take-action-card";
import { arrivedInApp, documentLoadUrl } from "./lib/back-navigation";
import { type OfficeWords, useOfficeWords } from "./lib/office-words";
import { useTweetFor, useVisitorStanding } from "./lib/use-visitor";

/**
 * A legislator already in a cached list, shown at once while the profile itself loads. A list
 * holds no actions: the page shows them once the profile has come (isPlaceholderData).
 */
function fromCachedLists(queryClient: QueryClient, idOrSlug: string): LegislatorDetail | undefined {
  const key = idOrSlug.toLowerCase();
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: legislatorKeys.all })) {
    if (!Array.isArray(data)) continue;
    const found = (data as Legislator[]).find((l) => l?.slug === key || String(l?.id) === key);
    if (found) return { ...found, actions: [] };
  }
  return undefined;
}

/** /legislators/{idOrSlug}: everything about one member of Congress, and the ways to act on it. */
export function LegislatorProfilePage() {
  const { idOrSlug = "" } = useParams<{ idOrSlug: string }>();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...legislatorQuery(idOrSlug),
    placeholderData: () => fromCachedLists(queryClient, idOrSlug),
  });
  const legislator = query.data;
  const t = useTranslations("legislator-profile.meta");
  const office = useOfficeWords();
  usePageMeta(
    legislator
      ? {
          title: t("title", { honorific: office.honorific(legislator), name: legislator.fullName }),
          description: t("description", {
            position: office.position(legislator),
            name: legislator.fullName,
            party: office.party(legislator),
            state: office.state(legislator.state),
          }),
        }
      : query.isError
        ? { title: t("notFoundTitle"), description: t("notFoundDescription") }
        : { title: t("loadingTitle") },
  );

  if (legislator)
    return (
      <Profile legislator={legislator} actions={query.isPlaceholderData ? undefined : legislator.actions} />
    );
  if (query.isError)
    return <ProfileError notFound={query.error instanceof ApiError && query.error.status === 404} />;
  return <ProfileSkeleton />;
}

function ProfileError({ notFound }: { notFound: boolean }) {
  const t = useTranslations("legislator-profile.error");
  return (
    <Container className="flex min-h-[60vh] items-center justify-center py-16">
      <div
        role="alert"
        className="w-full max-w-lg rounded-xl border border-red-200 bg-red-50 p-6 text-center sm:p-8"
      >
        <h1 className="text-xl font-bold text-red-900">{t("title")}</h1>
        <p className="mt-2 text-red-900">{notFound ? t("notFound") : t("later")}</p>
        <Button asChild variant="primary" size="lg" className="mt-6">
          <Link href={paths.legislators}>{t("back")}</Link>
        </Button>
      </div>
    </Container>
  );
}

function Profile({
  legislator,
  actions,
}: {
  legislator: Legislator;
  /** Undefined while only a list's copy of the member is shown. */
  actions: LegislatorAction[] | undefined;
}) {
  const [, navigate] = useLocation();
  const t = useTranslations("legislator-profile.header");
  const office = useOfficeWords();
  const republican = sitsWithRepublicans(legislator);
  const record = useRecordAction();
  const election = useQuery(primaryElectionQuery(legislator.state));
  const today = useCalendarDay();
  const origin = useSiteOrigin();
  const primary = election.isPending
    ? undefined
    : primaryDateDisplay(election.data?.primaryDate ?? null, legislator, today);
  // The address shared, put in calendars and tweeted: the profile in the page's language.
  const pageUrl = `${origin}${pathInLanguage(paths.legislator(legislator.slug), office.language)}`;
  const shortName = callName(legislator, office);
  const district = office.district(legislator);
  const position = office.position(legislator);
  const state = office.state(legislator.state);

  function goBack() {
    if (arrivedInApp(window.location.href, documentLoadUrl())) window.history.back();
    else navigate(paths.legislators);
  }

  return (
    <TooltipProvider>
      <Container className="py-8 sm:py-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="ghost" size="sm" onClick={goBack} className="-ml-3">
            <ArrowLeftIcon aria-hidden="true" className="size-4" />
            {t("back")}
          </Button>
          <ProfileShareControls
            legislator={legislator}
            pageUrl={pageUrl}
            onShared={() => record("hasSharedOnSocial")}
          />
        </div>

        <header className="mt-6">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
            <span className="text-slate-500">{office.honorific(legislator)}</span> {legislator.fullName}
          </h1>
          <p className="mt-2 text-lg text-slate-600">
            {legislator.inOffice
              ? t("seat", { position, state })
              : t("formerSeat", { position: position.toLowerCase(), state })}
            {district && `, ${district}`}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {office.party(legislator)}
          </p>
          <DataAsOf asOf={legislator.dataAsOf} sourcesId="about-the-data" className="mt-1" />
          {legislator.inOffice && legislator.phone && (
            <CallSheet
              legislator={{ ...legislator, phone: legislator.phone }}
              shortName={shortName}
              onEngaged={record}
            />
          )}
        </header>

        <StandingBanner legislator={legislator} republican={republican} shortName={shortName} />

        <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] xl:grid-cols-[22rem_minmax(0,1fr)]">
          <div className="space-y-6">
            <SummaryCard
              legislator={legislator}
              primary={primary}
              rules={election.data}
              republican={republican}
              pageUrl={pageUrl}
            />
            {/* A former member has no primary to pledge for and no office to reach. */}
            {legislator.inOffice && (
              <>
                <TakeActionCard
                  legislator={legislator}
                  republican={republican}
                  election={election}
                  today={today}
                />
                <ContactCard legislator={legislator} onEngaged={record} />
              </>
            )}
          </div>
          <div className="space-y-6">
            {((republican && legislator.inOffice) || legislator.hasActed) && (
              <ActionsCard name={shortName} actions={actions} />
            )}
            <InfoCards legislator={legislator} />
            <OnlineCard legislator={legislator} />
            {republican && <PersuadabilityCard legislator={legislator} />}
            {legislator.inOffice && (
              <CommunicationTools
                legislator={legislator}
                shortName={shortName}
                pageUrl={pageUrl}
                onEngaged={record}
              />
            )}
          </div>
        </div>

        <DataSourcesNote dataAsOf={legislator.dataAsOf} districtLines={legislator.districtLines} />
      </Container>
    </TooltipProvider>
  );
}

/**
 * How the profile's sentences name the member: "Sen. Murkowski" in English. Spanish says "Lisa
 * Murkowski", since a title there would need an article agreeing with the member ("la senadora").
 */
function callName(legislator: Legislator, office: OfficeWords): string {
  return office.language === "en"
    ? `${office.honorific(legislator)} ${legislator.lastName}`
    : `${legislator.firstName} ${legislator.lastName}`;
}

/** The share button and dialog; the tweet follows the messages once they have loaded. */
function ProfileShareControls({
  legislator,
  pageUrl,
  onShared,
}: {
  legislator: Legislator;
  pageUrl: string;
  onShared: () => void;
}) {
  // The same query as the Communication Tools card: one request serves both.
  const templates = useQuery(communicationTemplatesQuery(legislator.id));
  const tweetFor = useTweetFor(legislator);
  const t = useTranslations("legislator-profile.share");
  const message = t("message", { name: legislator.fullName });
  return (
    <ShareControls
      url={pageUrl}
      message={message}
      tweet={tweetFor(templates.data?.socialMedia ?? message)}
      fullName={legislator.fullName}
      firstName={legislator.firstName}
      onShared={onShared}
    />
  );
}

/** What the visitor is asked, or thanked for, under the name: it follows their pledges. */
function StandingBanner({
  legislator,
  republican,
  shortName,
}: {
  legislator: Legislator;
  republican: boolean;
  shortName: string;
}) {
  const { pledged } = useVisitorStanding(legislator.id);
  const t = useTranslations("legislator-profile.standing");
  const office = useOfficeWords();
  const name = `${legislator.firstName} ${legislator.lastName}`;
  if (!legislator.inOffice) return <LeftOfficeBanner legislator={legislator} />;
  if (pledged) {
    return (
      <div className="mt-6 flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900 sm:items-center">
        <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 sm:mt-0" />
        <div>
          <h2 className="font-semibold">{t("pledgedTitle", { name })}</h2>
          <p className="mt-0.5 text-sm leading-6">{t("pledgedBody", { shortName })}</p>
        </div>
      </div>
    );
  }
  if (republican && !legislator.isDelegate) {
    return (
      <div className="mt-6 flex flex-col gap-4 rounded-xl bg-brand-900 p-5 text-white sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div>
          <h2 className="text-xl font-bold">{t("askTitle", { name })}</h2>
          <p className="mt-1 max-w-2xl leading-7 text-brand-100">{t("askBody", { shortName })}</p>
        </div>
        <PledgeAction legislator={legislator} label={t("askButton")} className="shrink-0" />
      </div>
    );
  }
  if (legislator.isDelegate) {
    return (
      <div className="mt-6 flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-5 text-brand-900">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="text-sm leading-6">
          {t("delegate", { name, position: office.position(legislator).toLowerCase() })}
        </p>
      </div>
    );
  }
  return null;
}
