import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import { LoadFailedAlert } from "#web/components/ui/load-failed-alert";
import { Spinner } from "#web/components/ui/spinner";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { persuadablesQuery } from "./api/persuadables";
import { ChamberFilter } from "./components/chamber-filter";
import { ExplanationCard } from "./components/explanation-card";
import { RankingTable } from "./components/ranking-table";
import {
  type ChamberFilter as Chamber,
  DEFAULT_SORT,
  filterByChamber,
  nextSort,
  type SortKey,
  type SortState,
  scoreRanks,
  sortRanking,
} from "./ranking";

function Ranking() {
  const t = useTranslations("persuadables");
  const { data, isPending, isError, refetch, isFetching } = useQuery(persuadablesQuery);
  const [chamber, setChamber] = useState<Chamber>("all");
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);

  const { rows, ranks } = useMemo(() => {
    if (!data) return { rows: null, ranks: new Map<number, number>() };
    const shown = filterByChamber(data, chamber);
    return { rows: sortRanking(shown, sort), ranks: scoreRanks(shown) };
  }, [data, chamber, sort]);

  const sortWords = t(`ranking.sort.${sort.key}.${sort.direction}`);
  const onSort = (key: SortKey) => setSort((current) => nextSort(current, key));

  return (
    <section aria-labelledby="ranking-title" className="mt-12">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id="ranking-title" className="text-2xl font-bold tracking-tight text-brand-950">
            {t("ranking.title")}
          </h2>
          <p className="mt-1 min-h-6 text-sm text-slate-600" aria-live="polite">
            {rows === null ? (
              isError ? null : (
                <span className="inline-flex items-center gap-2">
                  <Spinner />
                  {t("ranking.loading")}
                </span>
              )
            ) : (
              t("ranking.status", {
                count: rows.length,
                chamber: t(`chamber.status.${chamber}`),
                sort: sortWords,
              })
            )}
          </p>
        </div>
        {!isError && <ChamberFilter value={chamber} onChange={setChamber} />}
      </div>

      <div className="mt-6">
        {isError ? (
          <LoadFailedAlert
            title={t("ranking.errorTitle")}
            retrying={isFetching}
            onRetry={() => void refetch()}
          >
            {t("ranking.errorText")}
          </LoadFailedAlert>
        ) : rows !== null && rows.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-slate-50 px-6 py-5 text-slate-700">
            {t("ranking.empty")}
          </p>
        ) : (
          <>
            <p aria-hidden="true" className="mb-2 text-sm font-medium text-slate-800 lg:hidden">
              {t("ranking.sortBy")}
            </p>
            <RankingTable
              rows={isPending ? null : rows}
              ranks={ranks}
              sort={sort}
              onSort={onSort}
              caption={t("ranking.caption", { chamber: t(`chamber.caption.${chamber}`), sort: sortWords })}
            />
            <p className="mt-3 text-sm text-slate-600">{t("ranking.rankNote")}</p>
          </>
        )}
      </div>
    </section>
  );
}

export function PersuadablesPage() {
  const t = useTranslations("persuadables");
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
  return (
    <>
      <div className="border-b border-slate-200 bg-slate-50">
        <Container className="py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">
            {t("page.eyebrow")}
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
            {t("page.title")}
          </h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-600">{t("page.intro")}</p>
        </Container>
      </div>
      <Container className="py-10 sm:py-12">
        <ExplanationCard />
        <Ranking />
        <div className="mt-12 flex flex-col items-start gap-4 rounded-xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8 [--focus-ring:var(--color-accent-300)]">
          <div>
            <h2 className="text-xl font-bold">{t("page.ctaTitle")}</h2>
            <p className="mt-1 text-brand-100">{t("page.ctaText")}</p>
          </div>
          <Button asChild variant="accent" size="lg">
            <Link href={paths.pledge}>{t("page.ctaButton")}</Link>
          </Button>
        </div>
      </Container>
    </>
  );
}
