import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useMemo } from "react";
import type { AdminLegislator } from "#shared/admin";
import { formatCount, formatNumber } from "#shared/format";
import { seatLabel } from "#shared/legislator-label";
import { stateName } from "#shared/states";
import { Progress } from "#web/components/ui/progress";
import { ActedBadge } from "#web/entities/legislators/acted-badge";
import { pledgeProgressPercent } from "#web/lib/display/impact";
import { adminLegislatorsQuery } from "../api/admin-queries";
import { LegislatorActionsDialog } from "./legislator-actions-dialog";
import { LegislatorEditDialog } from "./legislator-edit-dialog";
import { ResponsiveList } from "./responsive-list";
import { SearchField } from "./search-field";
import { ColumnHeader, PhoneCard, tdClasses, theadClasses } from "./table-scroller";
import { usePagedSearch } from "./use-paged-search";

const PAGE_SIZE = 50;

/** Name, party, state (code or full name) or seat ("TX-12"), case-insensitive. */
function matches(legislator: AdminLegislator, search: string): boolean {
  if (!search) return true;
  const haystack = [
    legislator.fullName,
    legislator.party,
    legislator.state,
    stateName(legislator.state),
    legislator.districtCode ?? "",
  ]
    .join(" ")
    .toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}

export function LegislatorsTab() {
  const { data, isPending, isError, refetch } = useQuery(adminLegislatorsQuery);
  const { search, setSearch, page, setPage } = usePagedSearch();
  // The whole list (some 540 members) is already here: filtering it costs no request.
  const deferredSearch = useDeferredValue(search.trim());
  const filtered = useMemo(
    () => (data ?? []).filter((legislator) => matches(legislator, deferredSearch)),
    [data, deferredSearch],
  );
  const shown = filtered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <section aria-labelledby="admin-legislators-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="admin-legislators-title" className="text-xl font-bold text-brand-950">
            Legislators
          </h2>
          <p className="mt-1 text-sm text-slate-600">Members in office, most pledged first.</p>
        </div>
        <SearchField
          label="Search legislators"
          placeholder="Name, party, state or district"
          value={search}
          onChange={setSearch}
        />
      </div>

      <ResponsiveList
        label="Legislators"
        data={filtered}
        isPending={isPending}
        isError={isError}
        isEmpty={(list) => list.length === 0}
        errorTitle="Failed to fetch legislators"
        loadingLabel="Loading legislators…"
        emptyText="No legislators found"
        onRetry={() => void refetch()}
        renderCards={() =>
          shown.map((legislator) => (
            <PhoneCard key={legislator.id}>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{legislator.fullName}</p>
                  <p className="text-sm text-slate-600">
                    {legislator.type === "sen" ? "Senator" : "Representative"} ·{" "}
                    <span className="whitespace-nowrap">
                      {legislator.party} · {seatLabel(legislator)}
                    </span>
                  </p>
                </div>
                <div className="flex shrink-0 flex-col gap-2">
                  <LegislatorEditDialog legislator={legislator} />
                  <LegislatorActionsDialog legislator={legislator} />
                </div>
              </div>
              {legislator.hasActed && <ActedBadge className="mt-2" />}
              <div className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-4 text-sm">
                <span className="tabular-nums">
                  <span className="block font-semibold text-slate-900">
                    {formatCount(legislator.pledgeCount, "pledge")}
                  </span>
                  <ConstituentLine legislator={legislator} />
                </span>
                <PledgeProgress legislator={legislator} />
              </div>
            </PhoneCard>
          ))
        }
        renderTable={() => (
          <>
            <thead className={theadClasses}>
              <tr>
                <ColumnHeader>Legislator</ColumnHeader>
                <ColumnHeader>Party</ColumnHeader>
                <ColumnHeader>State / district</ColumnHeader>
                <ColumnHeader className="text-right">Pledges</ColumnHeader>
                <ColumnHeader className="text-right">Constituents</ColumnHeader>
                <ColumnHeader>Progress</ColumnHeader>
                <ColumnHeader>
                  <span className="sr-only">Actions</span>
                </ColumnHeader>
              </tr>
            </thead>
            <tbody>
              {shown.map((legislator) => (
                <LegislatorRow key={legislator.id} legislator={legislator} />
              ))}
            </tbody>
          </>
        )}
        pager={() => ({ page, pageSize: PAGE_SIZE, total: filtered.length, onPageChange: setPage })}
      />
    </section>
  );
}

function LegislatorRow({ legislator }: { legislator: AdminLegislator }) {
  return (
    <tr>
      <th scope="row" className={`${tdClasses} min-w-48 font-normal`}>
        <span className="block font-semibold text-slate-900">{legislator.fullName}</span>
        <span className="block text-slate-600">
          {legislator.type === "sen" ? "Senator" : "Representative"}
        </span>
        {legislator.hasActed && <ActedBadge className="mt-1" />}
      </th>
      <td className={`${tdClasses} whitespace-nowrap`}>{legislator.party}</td>
      <td className={`${tdClasses} whitespace-nowrap`}>
        <abbr title={stateName(legislator.state)} className="no-underline">
          {seatLabel(legislator)}
        </abbr>
      </td>
      <td className={`${tdClasses} text-right font-semibold whitespace-nowrap tabular-nums`}>
        {formatNumber(legislator.pledgeCount)}
      </td>
      <td className={`${tdClasses} text-right whitespace-nowrap tabular-nums`}>
        <span className="font-semibold text-slate-900">
          {formatNumber(legislator.constituentPledgeCount)}
        </span>
        <span className="block text-xs text-slate-600">
          {constituentShare(legislator)} · {formatNumber(legislator.verifiedConstituentPledgeCount)} verified
        </span>
      </td>
      <td className={`${tdClasses} min-w-44`}>
        <PledgeProgress legislator={legislator} />
      </td>
      <td className={`${tdClasses} text-right`}>
        <div className="flex justify-end gap-2">
          <LegislatorEditDialog legislator={legislator} />
          <LegislatorActionsDialog legislator={legislator} />
        </div>
      </td>
    </tr>
  );
}

/** "31% constituents": the share of the member's pledges that come from their own voters. */
function constituentShare(legislator: AdminLegislator): string {
  if (legislator.pledgeCount === 0) return "no pledges";
  return `${Math.round((legislator.constituentPledgeCount / legislator.pledgeCount) * 100)}% of all`;
}

function ConstituentLine({ legislator }: { legislator: AdminLegislator }) {
  return (
    <span className="block text-xs text-slate-600">
      {formatNumber(legislator.constituentPledgeCount)} constituents ({constituentShare(legislator)}),{" "}
      {formatNumber(legislator.verifiedConstituentPledgeCount)} verified
    </span>
  );
}

/** Pledges over the goal as a bar (pledgeProgressPercent), or 'No goal set'. */
function PledgeProgress({ legislator }: { legislator: AdminLegislator }) {
  const progress = pledgeProgressPercent(legislator.pledgeCount, legislator.pledgesNeeded);
  if (progress === null) return <span className="text-slate-600">No goal set</span>;
  return (
    <div>
      <Progress value={progress} aria-label={`Pledge progress for ${legislator.fullName}`} />
      <span className="mt-1 block text-xs text-slate-600 tabular-nums">
        {progress}% of {formatNumber(legislator.pledgesNeeded ?? 0)} needed
      </span>
    </div>
  );
}
