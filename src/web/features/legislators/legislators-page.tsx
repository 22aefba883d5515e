import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useMemo, useRef } from "react";
import { useTranslations } from "use-intl";
import { useLocation, useSearch } from "wouter";
import type { Legislator } from "#shared/legislator";
import { localCalendarDay } from "#shared/rules/dates";
import { filterForBrowse } from "#shared/rules/legislator-search";
import { primaryDateDisplay } from "#shared/rules/primary-date";
import { Alert, AlertDescription } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import {
  type CardPrimary,
  LegislatorCard,
  LegislatorCardSkeleton,
} from "#web/entities/legislators/legislator-card";
import { legislatorsQuery } from "#web/entities/legislators/legislators";
import { CardPledgeButton } from "#web/entities/pledges/card-pledge-button";
import { usePledgedLegislatorIds } from "#web/entities/pledges/user-pledges";
import { primaryElectionsQuery } from "#web/entities/primary-elections/primary-elections";
import { PAGE_SIZE, pageCount, pageSlice } from "#web/lib/display/pagination";
import { usePageMeta } from "#web/lib/use-page-meta";
import { type BrowseSearch, browseHref, readBrowseSearch, withFilter } from "./browse-search";
import { CardContactActions } from "./components/card-contact-actions";
import { LegislatorFilters } from "./components/legislator-filters";
import { Pagination } from "./components/pagination";

const gridClass = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";

/**
 * /legislators. The whole list is fetched once (the server keeps it compressed in memory, about
 * 70 KB over the wire) and filtered and paged here, so every filter and page change is instant
 * and costs no request. The filters live in the query string.
 */
export function LegislatorsPage() {
  const t = useTranslations("legislators.page");
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => readBrowseSearch(search), [search]);

  const list = useQuery(legislatorsQuery());
  // The first page of cards is rendered from the list in a transition, which yields to the
  // browser as it goes instead of holding it for the whole render when the list arrives.
  const loaded = useDeferredValue(list.data);
  const pending = loaded === undefined && !list.isError;
  const matches = useMemo(() => (loaded ? filterForBrowse(loaded, filters) : []), [loaded, filters]);
  const pages = pageCount(matches.length);
  const page = Math.min(filters.page, pages);
  const shown = pageSlice(matches, page);

  const resultsRef = useRef<HTMLHeadingElement>(null);
  const moveToResults = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each page change the visitor asked for
  useEffect(() => {
    if (!moveToResults.current) return;
    moveToResults.current = false;
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: "start" });
  }, [page]);

  function applyFilter(change: Partial<Omit<BrowseSearch, "page">>) {
    navigate(browseHref(withFilter(filters, change)));
  }

  return (
    <Container className="py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t("title")}</h1>
        <p className="mt-3 text-base leading-7 text-slate-600 sm:text-lg sm:leading-8">{t("intro")}</p>
      </header>

      {filters.unknownState && (
        <Alert variant="warning" className="mt-8" role="status">
          <AlertDescription>{t("unknownState", { code: filters.unknownState })}</AlertDescription>
        </Alert>
      )}
      <div className="mt-8">
        <LegislatorFilters value={filters} onChange={applyFilter} />
      </div>

      <section aria-labelledby="results-title" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2
            id="results-title"
            ref={resultsRef}
            tabIndex={-1}
            className="text-xl font-semibold text-brand-950 focus:outline-none"
          >
            {t("results")}
          </h2>
          <ResultCount
            pending={pending}
            failed={list.isError}
            total={matches.length}
            from={(page - 1) * PAGE_SIZE + 1}
            to={(page - 1) * PAGE_SIZE + shown.length}
          />
        </div>
        <div className="mt-4">
          {pending ? (
            <GridSkeleton />
          ) : list.isError ? (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-5 text-red-800">
              {t("error")}
            </p>
          ) : shown.length === 0 ? (
            <div className="rounded-xl border border-slate-200 bg-slate-50 px-6 py-8 text-center">
              <p className="text-slate-700">{t("empty")}</p>
              <Button variant="outline" className="mt-4" onClick={() => navigate(browseHref({}))}>
                {t("clearFilters")}
              </Button>
            </div>
          ) : (
            <ResultsGrid legislators={shown} />
          )}
        </div>
        <Pagination
          page={page}
          pageCount={loaded ? pages : 1}
          hrefFor={(target) => browseHref({ ...filters, page: target })}
          onNavigate={() => {
            moveToResults.current = true;
          }}
        />
      </section>
    </Container>
  );
}

function ResultCount(props: { pending: boolean; failed: boolean; total: number; from: number; to: number }) {
  const t = useTranslations("legislators.page");
  let text = "";
  // While loading, the skeleton grid's status says so; nothing to count yet.
  if (props.pending) text = "";
  else if (!props.failed && props.total > 0) {
    text = t("showing", { from: props.from, to: props.to, total: props.total });
  } else if (!props.failed) text = t("noMatches");
  return (
    <p className="text-sm text-slate-600" aria-live="polite">
      {text}
    </p>
  );
}

function GridSkeleton() {
  const t = useTranslations("legislators.page");
  return (
    <div role="status">
      <span className="sr-only">{t("loading")}</span>
      <ul className={gridClass} aria-hidden="true">
        {Array.from({ length: 12 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <LegislatorCardSkeleton details actions />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ResultsGrid({ legislators }: { legislators: Legislator[] }) {
  const t = useTranslations("legislators.page");
  const elections = useQuery(primaryElectionsQuery);
  const { ids: pledged } = usePledgedLegislatorIds();
  const today = localCalendarDay();
  const primaryDates = useMemo(() => {
    const byState = new Map((elections.data ?? []).map((election) => [election.state, election.primaryDate]));
    return (legislator: Legislator): CardPrimary => {
      if (elections.isPending) return "loading";
      if (elections.isError) return "unavailable";
      return primaryDateDisplay(byState.get(legislator.state) ?? null, legislator, today);
    };
  }, [elections.data, elections.isPending, elections.isError, today]);
  const shownDates = legislators.map(primaryDates);
  const anyExpected = shownDates.some((date) => typeof date === "object" && date.kind === "expected");

  return (
    <>
      <ul className={gridClass}>
        {legislators.map((legislator, index) => (
          <li key={legislator.id}>
            <LegislatorCard
              legislator={legislator}
              details={{ primary: shownDates[index]! }}
              actions={
                // Delegates cannot vote on impeachment or conviction, so there is no vote to pledge for.
                legislator.isDelegate && !pledged.has(legislator.id) ? (
                  <CardContactActions legislator={legislator} />
                ) : (
                  <CardPledgeButton legislator={legislator} pledged={pledged.has(legislator.id)} />
                )
              }
            />
          </li>
        ))}
      </ul>
      {anyExpected && <p className="mt-6 text-sm text-slate-600">{t("expectedDateNote")}</p>}
    </>
  );
}
