import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { formatCount } from "#shared/format";
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
  CHAMBER_OPTIONS,
  type ChamberFilter as Chamber,
  DEFAULT_SORT,
  filterByChamber,
  nextSort,
  type SortKey,
  type SortState,
  scoreRanks,
  sortRanking,
} from "./ranking";

const SORT_WORDS: Record<SortKey, Record<SortState["direction"], string>> = {
  name: { ascending: "name, A to Z", descending: "name, Z to A" },
  score: { ascending: "score, lowest first", descending: "score, highest first" },
  pledges: { ascending: "pledges, fewest first", descending: "pledges, most first" },
};

function Ranking() {
  const { data, isPending, isError, refetch, isFetching } = useQuery(persuadablesQuery);
  const [chamber, setChamber] = useState<Chamber>("all");
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);

  const { rows, ranks } = useMemo(() => {
    if (!data) return { rows: null, ranks: new Map<number, number>() };
    const shown = filterByChamber(data, chamber);
    return { rows: sortRanking(shown, sort), ranks: scoreRanks(shown) };
  }, [data, chamber, sort]);

  const chamberLabel = CHAMBER_OPTIONS.find((option) => option.value === chamber)!.label;
  const sortWords = SORT_WORDS[sort.key][sort.direction];
  const onSort = (key: SortKey) => setSort((current) => nextSort(current, key));

  return (
    <section aria-labelledby="ranking-title" className="mt-12">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id="ranking-title" className="text-2xl font-bold tracking-tight text-brand-950">
            The ranking
          </h2>
          <p className="mt-1 min-h-6 text-sm text-slate-600" aria-live="polite">
            {rows === null ? (
              isError ? null : (
                <span className="inline-flex items-center gap-2">
                  <Spinner />
                  Loading the ranking…
                </span>
              )
            ) : (
              `${formatCount(rows.length, "legislator")} · ${chamberLabel} · sorted by ${sortWords}`
            )}
          </p>
        </div>
        {!isError && <ChamberFilter value={chamber} onChange={setChamber} />}
      </div>

      <div className="mt-6">
        {isError ? (
          <LoadFailedAlert title="Error Loading Data" retrying={isFetching} onRetry={() => void refetch()}>
            We encountered a problem loading the persuadability data.
          </LoadFailedAlert>
        ) : rows !== null && rows.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-slate-50 px-6 py-5 text-slate-700">
            No legislator in this chamber scores 60 or more at the moment.
          </p>
        ) : (
          <>
            <p aria-hidden="true" className="mb-2 text-sm font-medium text-slate-800 lg:hidden">
              Sort by
            </p>
            <RankingTable
              rows={isPending ? null : rows}
              ranks={ranks}
              sort={sort}
              onSort={onSort}
              caption={`Persuadable Republicans, ${chamberLabel.toLowerCase()}, sorted by ${sortWords}. Rank is by score.`}
            />
            <p className="mt-3 text-sm text-slate-600">
              Rank is the place by score among the legislators shown; members on the same score share a place.
            </p>
          </>
        )}
      </div>
    </section>
  );
}

export function PersuadablesPage() {
  usePageMeta({
    title: "Persuadable Republicans",
    description:
      "The Republican senators and representatives whose public record suggests they are most open to acting against a president who defies the Supreme Court, ranked by a transparent score.",
  });
  return (
    <>
      <div className="border-b border-slate-200 bg-slate-50">
        <Container className="py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">Persuadables</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
            Persuadable Republicans
          </h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-600">
            Impeachment needs a majority of the House and conviction two-thirds of the Senate, so the members
            who decide are the few in the president's party who might break ranks. These are the Republicans
            whose public record suggests they are the most open to it.
          </p>
        </Container>
      </div>
      <Container className="py-10 sm:py-12">
        <ExplanationCard />
        <Ranking />
        <div className="mt-12 flex flex-col items-start gap-4 rounded-xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8 [--focus-ring:var(--color-accent-300)]">
          <div>
            <h2 className="text-xl font-bold">Is one of them your senator or representative?</h2>
            <p className="mt-1 text-brand-100">
              Your conditional pledge tells them that acting on the Constitution can win votes in their
              primary.
            </p>
          </div>
          <Button asChild variant="accent" size="lg">
            <Link href={paths.pledge}>Make Your Pledge</Link>
          </Button>
        </div>
      </Container>
    </>
  );
}
