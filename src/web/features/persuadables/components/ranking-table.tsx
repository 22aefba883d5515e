import ArrowDownIcon from "lucide-react/icons/arrow-down";
import ArrowRightIcon from "lucide-react/icons/arrow-right";
import ArrowUpIcon from "lucide-react/icons/arrow-up";
import ArrowUpDownIcon from "lucide-react/icons/arrow-up-down";
import UsersIcon from "lucide-react/icons/users";
import type { ReactNode } from "react";
import { useFormatter, useTranslations } from "use-intl";
import { Link } from "wouter";
import { stateNameIn } from "#shared/i18n/states";
import type { Legislator } from "#shared/legislator";
import { parseLean } from "#shared/partisan-lean";
import { Avatar } from "#web/components/ui/avatar";
import { Badge } from "#web/components/ui/badge";
import { buttonClasses } from "#web/components/ui/button";
import { Skeleton } from "#web/components/ui/skeleton";
import { Tooltip, TooltipProvider } from "#web/components/ui/tooltip";
import { ActedBadge } from "#web/entities/legislators/acted-badge";
import { cn } from "#web/lib/cn";
import { leanLabel, leanMeaning, leanMethod } from "#web/lib/display/lean";
import { persuadabilityLabel } from "#web/lib/display/persuadability";
import { useLanguage } from "#web/lib/i18n/language";
import { paths } from "#web/lib/paths";
import type { SortKey, SortState } from "../ranking";

/*
 * One table for every width. From the lg breakpoint up it is an ordinary table. Below it, each row
 * is laid out as a card (CSS grid) and the sortable headers become a row of sort buttons, so a
 * phone never has to scroll sideways. Changing a table's `display` makes some browsers drop its
 * semantics, so every part also carries its role explicitly.
 */

const cellBase = "lg:px-3 lg:py-3 lg:align-middle lg:first:pl-4 lg:last:pr-4";

/**
 * Where each cell sits in the phone's card, a three-column grid: the legislator and the score on
 * the first line; the district, the pledges and the Details link on the second. The rank is a small
 * tag on the card's corner, over the photo.
 */
const phoneGrid = {
  rank: "max-lg:absolute max-lg:top-2.5 max-lg:left-2.5 max-lg:z-10",
  legislator: "max-lg:col-span-2 max-lg:col-start-1 max-lg:row-start-1",
  score: "max-lg:col-start-3 max-lg:row-start-1 max-lg:self-start max-lg:justify-self-end",
  district: "max-lg:col-start-1 max-lg:row-start-2",
  pledges: "max-lg:col-start-2 max-lg:row-start-2",
  actions: "max-lg:col-start-3 max-lg:row-start-2 max-lg:justify-self-end",
};

const rowClasses =
  "max-lg:relative max-lg:grid max-lg:grid-cols-[minmax(0,1fr)_auto_auto] max-lg:items-center max-lg:gap-x-4 max-lg:gap-y-3 max-lg:rounded-xl max-lg:border max-lg:border-slate-200 max-lg:bg-white max-lg:p-4 max-lg:shadow-sm lg:border-t lg:border-slate-200";

/** The columns, each named by its cell's message in the catalogues' `table.headers`. */
const HEADERS: ReadonlyArray<{
  key: SortKey | null;
  cell: keyof typeof phoneGrid;
  align?: string;
}> = [
  { key: null, cell: "rank" },
  { key: "name", cell: "legislator" },
  { key: null, cell: "district" },
  { key: "score", cell: "score" },
  { key: "pledges", cell: "pledges", align: "lg:text-right" },
  { key: null, cell: "actions", align: "lg:text-right" },
];

interface RankingTableProps {
  /** null while the list loads: the table keeps its shape with placeholder rows. */
  rows: readonly Legislator[] | null;
  ranks: ReadonlyMap<number, number>;
  sort: SortState;
  onSort: (key: SortKey) => void;
  caption: string;
}

function SortIcon({ active, direction }: { active: boolean; direction: SortState["direction"] }) {
  const Icon = !active ? ArrowUpDownIcon : direction === "ascending" ? ArrowUpIcon : ArrowDownIcon;
  return <Icon aria-hidden="true" className={cn("size-4 shrink-0", !active && "text-slate-400")} />;
}

function HeaderCell({
  header,
  sort,
  onSort,
}: {
  header: (typeof HEADERS)[number];
  sort: SortState;
  onSort: (key: SortKey) => void;
}) {
  const t = useTranslations("persuadables.table.headers");
  const { key, cell, align } = header;
  const label = t(cell);
  if (key === null) {
    return (
      <th
        // biome-ignore lint/a11y/noRedundantRoles: the role survives the phone layout's display change
        role="columnheader"
        scope="col"
        className={cn(
          "max-lg:sr-only lg:px-3 lg:py-3 lg:text-xs lg:font-semibold lg:tracking-wide lg:text-slate-600 lg:uppercase lg:first:pl-4 lg:last:pr-4",
          "text-left",
          align,
        )}
      >
        {cell === "rank" ? (
          <>
            <span aria-hidden="true">#</span>
            <span className="sr-only">{label}</span>
          </>
        ) : (
          label
        )}
      </th>
    );
  }
  const active = sort.key === key;
  return (
    <th
      // biome-ignore lint/a11y/noRedundantRoles: the role survives the phone layout's display change
      role="columnheader"
      scope="col"
      aria-sort={active ? sort.direction : undefined}
      className={cn("text-left lg:px-3 lg:py-2 lg:first:pl-4", align)}
    >
      <button
        type="button"
        onClick={() => onSort(key)}
        className={cn(
          "inline-flex min-h-10 items-center gap-1.5 rounded-md text-sm font-semibold transition-colors",
          "max-lg:border max-lg:bg-white max-lg:px-3 max-lg:shadow-xs",
          "lg:-mx-2 lg:px-2 lg:text-xs lg:tracking-wide lg:uppercase lg:hover:bg-slate-100",
          active
            ? "text-brand-900 max-lg:border-brand-300 max-lg:bg-brand-50"
            : "text-slate-600 hover:text-brand-900 max-lg:border-slate-300",
        )}
      >
        {label}
        <SortIcon active={active} direction={sort.direction} />
      </button>
    </th>
  );
}

function LeanBadge({ legislator }: { legislator: Legislator }) {
  const language = useLanguage();
  const label = legislator.cookPvi;
  const points = label ? parseLean(label) : null;
  if (!label || points === null) return null;
  const tone = points < 0 ? "red" : points > 0 ? "blue" : "neutral";
  const content = (
    <div>
      <p>
        {leanLabel(language)}{" "}
        {leanMeaning(
          label,
          legislator.type === "sen" ? "state" : "district",
          legislator.districtLines,
          language,
        )}
      </p>
      <p className="mt-1.5 text-brand-100">{leanMethod(legislator.districtLines, language)}</p>
    </div>
  );
  return (
    <Tooltip content={content} className="max-w-sm">
      <button type="button" className="rounded-full">
        <Badge tone={tone} className="tabular-nums">
          <span className="sr-only">{leanLabel(language)} </span>
          {label}
        </Badge>
      </button>
    </Tooltip>
  );
}

function ScoreButton({ legislator }: { legislator: Legislator }) {
  const t = useTranslations("persuadables.table");
  const language = useLanguage();
  const score = legislator.persuadabilityScore;
  const { label, tone } = persuadabilityLabel(score, language);
  const [band] = label.split(" ");
  const content = (
    <div>
      <p className="font-semibold">{t("scoreOutOf", { label, score: String(score) })}</p>
      {legislator.keyFacts.length > 0 && (
        <ul className="mt-1.5 list-disc space-y-1 pl-4 text-brand-100">
          {legislator.keyFacts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <Tooltip content={content} side="left" className="max-w-sm">
      <button
        type="button"
        className="inline-flex items-center gap-2 rounded-md text-left max-lg:flex-col max-lg:items-end max-lg:gap-1"
      >
        <Badge tone={tone} className="w-12 justify-center py-1 text-sm tabular-nums">
          {score}
        </Badge>
        <span className="text-xs font-medium text-slate-700 lg:text-sm">
          {band}
          <span className="max-lg:sr-only"> {label.slice(band!.length + 1)}</span>
        </span>
      </button>
    </Tooltip>
  );
}

function Cell({
  cell,
  className,
  children,
}: {
  cell: keyof typeof phoneGrid;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td
      // biome-ignore lint/a11y/noRedundantRoles: the role survives the phone layout's display change
      role="cell"
      className={cn(cellBase, phoneGrid[cell], className)}
    >
      {children}
    </td>
  );
}

function RankingRow({ legislator, rank }: { legislator: Legislator; rank: number }) {
  const t = useTranslations("persuadables.table");
  const format = useFormatter();
  const state = stateNameIn(legislator.state, useLanguage());
  const gender = legislator.gender ?? "";
  const constituents = legislator.constituentPledgeCount;
  return (
    <tr
      // biome-ignore lint/a11y/noRedundantRoles: the role survives the phone layout's display change
      role="row"
      className={rowClasses}
    >
      <Cell
        cell="rank"
        className="text-sm font-semibold text-slate-500 tabular-nums max-lg:rounded-full max-lg:bg-brand-900 max-lg:px-1.5 max-lg:py-0.5 max-lg:text-xs max-lg:leading-4 max-lg:text-white max-lg:ring-2 max-lg:ring-white"
      >
        <span aria-hidden="true" className="lg:hidden">
          #
        </span>
        {rank}
      </Cell>
      <th
        // biome-ignore lint/a11y/noRedundantRoles: the role survives the phone layout's display change
        role="rowheader"
        scope="row"
        className={cn(cellBase, phoneGrid.legislator, "text-left font-normal")}
      >
        <div className="flex items-center gap-3">
          <Avatar
            src={legislator.imageUrl}
            name={[legislator.firstName, legislator.lastName]}
            width={40}
            height={40}
            className="rounded-full text-sm"
          />
          <div className="min-w-0">
            <Link
              href={paths.legislator(legislator.slug)}
              className="rounded-sm font-semibold text-slate-900 hover:text-brand-700 hover:underline"
            >
              {legislator.fullName}
            </Link>
            {legislator.hasActed && <ActedBadge className="ml-2 align-middle" />}
            <p className="text-sm text-slate-600">
              {legislator.type === "sen" ? (
                t("senator", { gender })
              ) : (
                <>
                  {t("representative", { gender })}{" "}
                  <span className="whitespace-nowrap">({legislator.districtCode ?? legislator.state})</span>
                </>
              )}
            </p>
          </div>
        </div>
      </th>
      <Cell cell="district">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
          <span>{state}</span>
          <LeanBadge legislator={legislator} />
        </div>
      </Cell>
      <Cell cell="score">
        <ScoreButton legislator={legislator} />
      </Cell>
      <Cell cell="pledges" className="text-sm font-medium text-slate-800 tabular-nums lg:text-right">
        <span className="inline-flex items-center gap-1.5">
          <UsersIcon aria-hidden="true" className="size-4 text-brand-500 lg:hidden" />
          {format.number(constituents)}
          <span className="lg:hidden" aria-hidden="true">
            {" "}
            {t("constituents", { count: constituents })}
          </span>
          <span className="sr-only"> {t("constituentPledges", { count: constituents })}</span>
        </span>
        {legislator.pledgeCount > constituents && (
          <span className="block text-xs font-normal text-slate-500 max-lg:inline max-lg:pl-1.5">
            {t("fromElsewhere", { count: legislator.pledgeCount - constituents })}
          </span>
        )}
      </Cell>
      <Cell cell="actions" className="lg:text-right">
        <Link
          href={paths.legislator(legislator.slug)}
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          {t("details")}
          <span className="sr-only"> {t("detailsFor", { name: legislator.fullName })}</span>
          <ArrowRightIcon aria-hidden="true" className="size-4" />
        </Link>
      </Cell>
    </tr>
  );
}

function PlaceholderRow() {
  return (
    <tr
      // biome-ignore lint/a11y/noRedundantRoles: the role survives the phone layout's display change
      role="row"
      className={rowClasses}
    >
      <Cell cell="rank">
        <Skeleton className="h-4 w-5 max-lg:hidden" />
      </Cell>
      <Cell cell="legislator">
        <div className="flex items-center gap-3">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="w-full space-y-1.5">
            <Skeleton className="h-4 w-36 max-w-full" />
            <Skeleton className="h-4 w-24" />
          </div>
        </div>
      </Cell>
      <Cell cell="district">
        <Skeleton className="h-5 w-28" />
      </Cell>
      <Cell cell="score">
        <Skeleton className="h-7 w-24 max-lg:w-12" />
      </Cell>
      <Cell cell="pledges">
        <Skeleton className="ml-auto h-4 w-8" />
      </Cell>
      <Cell cell="actions">
        <Skeleton className="ml-auto h-9 w-24" />
      </Cell>
    </tr>
  );
}

export const PLACEHOLDER_ROWS = 8;

export function RankingTable({ rows, ranks, sort, onSort, caption }: RankingTableProps) {
  return (
    <TooltipProvider>
      <div className="lg:overflow-x-auto lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm">
        <table
          // biome-ignore lint/a11y/noRedundantRoles: the role survives the phone layout's display change
          role="table"
          className="w-full border-collapse max-lg:block"
          aria-busy={rows === null}
        >
          <caption className="sr-only">{caption}</caption>
          <thead
            // biome-ignore lint/a11y/noRedundantRoles: the role survives the phone layout's display change
            role="rowgroup"
            className="max-lg:block lg:bg-slate-50"
          >
            <tr
              // biome-ignore lint/a11y/noRedundantRoles: the role survives the phone layout's display change
              role="row"
              className="max-lg:flex max-lg:flex-wrap max-lg:items-center max-lg:gap-2"
            >
              {HEADERS.map((header) => (
                <HeaderCell key={header.cell} header={header} sort={sort} onSort={onSort} />
              ))}
            </tr>
          </thead>
          <tbody
            // biome-ignore lint/a11y/noRedundantRoles: the role survives the phone layout's display change
            role="rowgroup"
            className="max-lg:mt-4 max-lg:gap-3 max-sm:flex max-sm:flex-col sm:max-lg:grid sm:max-lg:grid-cols-2"
          >
            {rows === null
              ? Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <PlaceholderRow key={index} />
                ))
              : rows.map((legislator) => (
                  <RankingRow
                    key={legislator.id}
                    legislator={legislator}
                    rank={ranks.get(legislator.id) ?? 0}
                  />
                ))}
          </tbody>
        </table>
      </div>
    </TooltipProvider>
  );
}
