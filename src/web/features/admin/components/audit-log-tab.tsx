import { useQuery } from "@tanstack/react-query";
import ArrowRightIcon from "lucide-react/icons/arrow-right";
import { useMemo, useState } from "react";
import type { AuditEntry } from "#shared/admin";
import { formatAdminDate } from "#shared/rules/dates";
import { Badge } from "#web/components/ui/badge";
import { adminAuditLogQuery, adminLegislatorsQuery } from "../api/admin-queries";
import { actionLabel, entityLabel, formatAuditTime, visibleChanges } from "./audit-format";
import { ResponsiveList } from "./responsive-list";
import { ColumnHeader, PhoneCard, tdTopClasses, theadClasses } from "./table-scroller";

const PAGE_SIZE = 25;

/** Key facts and the like: one line per fact that left or joined the list. */
function ListChange({ removed, added }: { removed: string[]; added: string[] }) {
  if (removed.length === 0 && added.length === 0) return <span className="text-slate-600">reordered</span>;
  return (
    <ul className="mt-1 space-y-1">
      {removed.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same text can be listed twice
        <li key={`r${i}`} className="flex gap-2">
          <Badge tone="red" className="h-5 shrink-0">
            Removed
          </Badge>
          <span className="break-words text-slate-600 line-through decoration-slate-400">{item}</span>
        </li>
      ))}
      {added.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same text can be listed twice
        <li key={`a${i}`} className="flex gap-2">
          <Badge tone="green" className="h-5 shrink-0">
            Added
          </Badge>
          <span className="break-words text-slate-900">{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Each changed field with its value before and after (lists: what left and what joined). */
function ChangeList({ entry }: { entry: AuditEntry }) {
  const changes = visibleChanges(entry);
  if (changes.length === 0) return <span className="text-slate-600">No field values recorded</span>;
  return (
    <ul className="space-y-1.5">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="font-medium text-slate-900">{change.field}:</span>{" "}
          {change.kind === "value" ? (
            <>
              <span className="break-words text-slate-600">{change.before}</span>
              <ArrowRightIcon
                aria-hidden="true"
                className="mx-1 inline size-3.5 align-[-2px] text-slate-500"
              />
              <span className="sr-only"> changed to </span>
              <span className="break-words text-slate-900">{change.after}</span>
            </>
          ) : (
            <ListChange removed={change.removed} added={change.added} />
          )}
        </li>
      ))}
    </ul>
  );
}

function Actor({ entry }: { entry: AuditEntry }) {
  return entry.actor ? (
    <span>{entry.actor.name}</span>
  ) : (
    <span className="text-slate-600">Removed account</span>
  );
}

export function AuditLogTab() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useQuery(
    adminAuditLogQuery({ page, pageSize: PAGE_SIZE }),
  );
  // Names for legislator entries; the list is usually cached already from the Legislators tab.
  const legislators = useQuery(adminLegislatorsQuery);
  const names = useMemo(
    () => new Map((legislators.data ?? []).map((l) => [l.id, l.fullName] as const)),
    [legislators.data],
  );

  return (
    <section aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title" className="text-xl font-bold text-brand-950">
        Audit Log
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Every change made from this console, newest first, with the values before and after.
      </p>
      <ResponsiveList
        label="Audit log"
        data={data}
        isPending={isPending}
        isError={isError}
        isEmpty={(page) => page.items.length === 0}
        errorTitle="Failed to fetch the audit log"
        loadingLabel="Loading the audit log…"
        emptyText="No admin actions recorded yet"
        onRetry={() => void refetch()}
        busy={isFetching}
        dimmed={isPlaceholderData}
        renderCards={(data) =>
          data.items.map((entry) => (
            <PhoneCard key={entry.id}>
              <p className="font-semibold text-slate-900">{actionLabel(entry.action)}</p>
              <p className="text-sm text-slate-600">{entityLabel(entry, (id) => names.get(id))}</p>
              <p className="mt-1 text-sm text-slate-600">
                <Actor entry={entry} /> ·{" "}
                <time dateTime={entry.createdAt}>
                  {formatAdminDate(entry.createdAt)}, {formatAuditTime(entry.createdAt)}
                </time>
              </p>
              <div className="mt-3 border-t border-slate-100 pt-3 text-sm">
                <ChangeList entry={entry} />
              </div>
            </PhoneCard>
          ))
        }
        renderTable={(data) => (
          <>
            <thead className={theadClasses}>
              <tr>
                <ColumnHeader>When</ColumnHeader>
                <ColumnHeader>Who</ColumnHeader>
                <ColumnHeader>What</ColumnHeader>
                <ColumnHeader>Changes</ColumnHeader>
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry) => {
                return (
                  <tr key={entry.id}>
                    <td className={`${tdTopClasses} whitespace-nowrap`}>
                      <time dateTime={entry.createdAt}>
                        <span className="block">{formatAdminDate(entry.createdAt)}</span>
                        <span className="block text-slate-600">{formatAuditTime(entry.createdAt)}</span>
                      </time>
                    </td>
                    <td className={`${tdTopClasses} min-w-32`}>
                      <Actor entry={entry} />
                    </td>
                    <td className={`${tdTopClasses} min-w-48`}>
                      <span className="block font-medium text-slate-900">{actionLabel(entry.action)}</span>
                      <span className="block text-slate-600">
                        {entityLabel(entry, (id) => names.get(id))}
                      </span>
                    </td>
                    <td className={`${tdTopClasses} min-w-72`}>
                      <ChangeList entry={entry} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </>
        )}
        pager={({ page, pageSize, total }) => ({ page, pageSize, total, onPageChange: setPage })}
      />
    </section>
  );
}
