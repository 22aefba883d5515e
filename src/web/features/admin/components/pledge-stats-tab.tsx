import { useQuery, useQueryClient } from "@tanstack/react-query";
import DownloadIcon from "lucide-react/icons/download";
import { useEffect, useState } from "react";
import type { AdminPledge } from "#shared/admin";
import { formatNumber } from "#shared/format";
import { seatLabel } from "#shared/legislator-label";
import { formatAdminDate } from "#shared/rules/dates";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { toast } from "#web/components/ui/use-toast";
import { errorMessageFrom } from "#web/lib/api-errors";
import { downloadTextFile } from "#web/lib/download-file";
import { adminFetchCsv } from "../api/admin-fetch";
import { adminKeys, adminPledgesQuery, adminStatsQuery } from "../api/admin-queries";
import { ListStates } from "./list-states";
import { LoadError } from "./load-error";
import { Pager } from "./pager";
import { SearchField } from "./search-field";
import { ColumnHeader, TableScroller, tableClasses, tdClasses, theadClasses } from "./table-scroller";
import { useDebouncedValue } from "./use-debounced-value";
import { usePagedSearch } from "./use-paged-search";

const PAGE_SIZE = 25;
const average = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function PledgeStatsTab() {
  return (
    <div className="space-y-10">
      <StatsOverview />
      <PledgeList />
    </div>
  );
}

function StatsOverview() {
  const { data, isPending, isError, refetch } = useQuery(adminStatsQuery);
  const figures = data
    ? [
        { label: "Total pledges", value: formatNumber(data.totalPledges) },
        {
          label: `From constituents (${sharePercent(data.constituentPledges, data.totalPledges)}; ${formatNumber(data.verifiedConstituentPledges)} verified)`,
          value: formatNumber(data.constituentPledges),
        },
        { label: "Unique users", value: formatNumber(data.uniqueUsers) },
        { label: "Average per legislator", value: average.format(data.averagePerLegislator) },
        { label: "Legislators with pledges", value: formatNumber(data.legislatorsWithPledges) },
      ]
    : null;

  return (
    <section aria-labelledby="admin-stats-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="admin-stats-title" className="text-xl font-bold text-brand-950">
            Pledge Stats
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Live totals. Exports hold aggregates only, no voter data.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <CsvButton path="/api/admin/export/legislators.csv" fallbackName="legislator-pledges.csv">
            Per-legislator CSV
          </CsvButton>
          <CsvButton path="/api/admin/export/states.csv" fallbackName="state-pledges.csv">
            Per-state CSV
          </CsvButton>
        </div>
      </div>

      {isError ? (
        <div className="mt-5">
          <LoadError title="Failed to fetch pledge statistics" onRetry={() => void refetch()} />
        </div>
      ) : (
        <>
          <dl className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-5" aria-busy={isPending}>
            {(figures ?? placeholders).map(({ label, value }) => (
              <div
                key={label}
                className="flex flex-col-reverse justify-end rounded-xl border border-slate-200 bg-slate-50 px-4 py-4"
              >
                <dt className="mt-1 text-sm font-medium text-slate-600">{label}</dt>
                <dd className="flex h-8 items-center text-2xl font-bold text-brand-900 tabular-nums">
                  {value ?? <Skeleton className="h-7 w-16" />}
                </dd>
              </div>
            ))}
          </dl>
          {isPending && (
            <p role="status" className="sr-only">
              Loading pledge statistics…
            </p>
          )}
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <Card className="p-5">
              <h3 className="font-semibold text-slate-900">Top 5 states</h3>
              {isPending ? (
                <ListSkeleton />
              ) : data.topStates.length === 0 ? (
                <p className="mt-3 text-sm text-slate-600">No pledges yet.</p>
              ) : (
                <ol className="mt-3 divide-y divide-slate-100">
                  {data.topStates.map((state, index) => (
                    <li key={state.state} className="flex items-center gap-3 py-2.5 text-sm">
                      <span className="w-5 text-right font-semibold text-slate-500 tabular-nums">
                        {index + 1}
                      </span>
                      <span className="flex-1 font-medium text-slate-900">
                        {state.stateName} <span className="font-normal text-slate-600">({state.state})</span>
                      </span>
                      <span className="text-right tabular-nums">
                        <span className="block font-semibold">
                          {formatNumber(state.pledges)} {state.pledges === 1 ? "pledge" : "pledges"}
                        </span>
                        <span className="block text-xs text-slate-600">
                          {sharePercent(state.constituentPledges, state.pledges)} from constituents
                        </span>
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </Card>
            <Card className="p-5">
              <h3 className="font-semibold text-slate-900">Most recent pledges</h3>
              {isPending ? (
                <ListSkeleton />
              ) : data.recentPledges.length === 0 ? (
                <p className="mt-3 text-sm text-slate-600">No pledges yet.</p>
              ) : (
                <ul className="mt-3 divide-y divide-slate-100">
                  {data.recentPledges.map((pledge) => (
                    <RecentPledge key={pledge.id} pledge={pledge} />
                  ))}
                </ul>
              )}
            </Card>
          </div>
        </>
      )}
    </section>
  );
}

/** "31%": a part of a whole, rounded; "0%" when there is no whole. */
function sharePercent(part: number, whole: number): string {
  return `${whole > 0 ? Math.round((part / whole) * 100) : 0}%`;
}

const placeholders = [
  { label: "Total pledges", value: null },
  { label: "From constituents", value: null },
  { label: "Unique users", value: null },
  { label: "Average per legislator", value: null },
  { label: "Legislators with pledges", value: null },
];

function ListSkeleton() {
  return (
    <div className="mt-3 space-y-3">
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-5 w-full" />
      ))}
    </div>
  );
}

function RecentPledge({ pledge }: { pledge: AdminPledge }) {
  return (
    <li className="py-2.5 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-slate-900">{pledge.user.name}</span>
        <time dateTime={pledge.createdAt} className="text-slate-600">
          {formatAdminDate(pledge.createdAt)}
        </time>
      </div>
      <div className="break-all text-slate-600">{pledge.user.email}</div>
      <div className="text-slate-700">
        for <span className="font-medium">{pledge.legislator.fullName}</span> ({seatLabel(pledge.legislator)})
      </div>
    </li>
  );
}

function CsvButton({
  path,
  fallbackName,
  children,
}: {
  path: string;
  fallbackName: string;
  children: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { name, text } = await adminFetchCsv(path, fallbackName);
      downloadTextFile(name, text, "text/csv;charset=utf-8");
    } catch (error) {
      toast({
        title: "Download failed",
        description: errorMessageFrom(error, "The export could not be downloaded. Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => void download()}>
      <DownloadIcon aria-hidden="true" className="size-4" />
      {busy ? "Preparing..." : children}
    </Button>
  );
}

/** Every pledge, newest first, one server page at a time. */
function PledgeList() {
  const { search, setSearch, page, setPage } = usePagedSearch();
  const debounced = useDebouncedValue(search.trim());
  const params = { page, pageSize: PAGE_SIZE, search: debounced || undefined };
  const { data, dataUpdatedAt, isPending, isError, isFetching, isPlaceholderData, refetch } = useQuery({
    ...adminPledgesQuery(params),
    refetchOnMount: "always",
  });
  // The cards above and this table are one picture: each time the table is read, so are the totals.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (dataUpdatedAt > 0) void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
  }, [dataUpdatedAt, queryClient]);

  return (
    <section aria-labelledby="admin-pledges-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h3 id="admin-pledges-title" className="text-lg font-bold text-brand-950">
          All pledges
        </h3>
        <SearchField
          label="Search pledges"
          placeholder="Voter name, email or legislator"
          value={search}
          onChange={setSearch}
        />
      </div>
      <div className="mt-4" aria-busy={isFetching}>
        <ListStates
          isError={isError}
          isPending={isPending}
          data={data}
          isEmpty={(page) => page.items.length === 0}
          errorTitle="Failed to fetch pledges"
          loadingLabel="Loading pledges…"
          emptyText="No pledges found"
          onRetry={() => void refetch()}
        >
          {(data) => (
            <>
              <TableScroller label="Pledges">
                <table className={`${tableClasses} ${isPlaceholderData ? "opacity-60" : ""}`}>
                  <thead className={theadClasses}>
                    <tr>
                      <ColumnHeader>Date</ColumnHeader>
                      <ColumnHeader>Voter</ColumnHeader>
                      <ColumnHeader>Legislator</ColumnHeader>
                      <ColumnHeader>Shared</ColumnHeader>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((pledge) => (
                      <tr key={pledge.id}>
                        <td className={`${tdClasses} whitespace-nowrap`}>
                          <time dateTime={pledge.createdAt}>{formatAdminDate(pledge.createdAt)}</time>
                        </td>
                        <td className={`${tdClasses} min-w-52`}>
                          <span className="block font-medium text-slate-900">{pledge.user.name}</span>
                          <span className="block break-all text-slate-600">{pledge.user.email}</span>
                        </td>
                        <td className={`${tdClasses} min-w-48`}>
                          <span className="block font-medium text-slate-900">
                            {pledge.legislator.fullName}
                          </span>
                          <span className="block text-slate-600">
                            {seatLabel(pledge.legislator)} · {pledge.legislator.party}
                          </span>
                        </td>
                        <td className={`${tdClasses} whitespace-nowrap`}>
                          {pledge.shareOnSocial ? "Yes" : "No"}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroller>
              <Pager
                label="Pledges"
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                busy={isPlaceholderData}
                onPageChange={setPage}
              />
            </>
          )}
        </ListStates>
      </div>
    </section>
  );
}
