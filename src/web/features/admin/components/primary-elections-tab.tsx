import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { formatAdminDate } from "#shared/rules/dates";
import { adminPrimaryElectionsQuery } from "../api/admin-queries";
import { PrimaryElectionEditDialog } from "./primary-election-edit-dialog";
import { ResponsiveList } from "./responsive-list";
import { ColumnHeader, PhoneCard, tdClasses, theadClasses } from "./table-scroller";

const ID_REQUIREMENTS_PREVIEW = 50;

/** The spec's cut: the first 50 characters and an ellipsis. */
export function previewText(text: string | null, max = ID_REQUIREMENTS_PREVIEW): string {
  if (!text) return "";
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export function PrimaryElectionsTab() {
  const { data, isPending, isError, refetch } = useQuery(adminPrimaryElectionsQuery);
  // By state name, as people look for them (the codes' order puts Alaska before Alabama).
  const elections = useMemo(
    () => [...(data ?? [])].sort((a, b) => a.stateName.localeCompare(b.stateName)),
    [data],
  );
  return (
    <section aria-labelledby="admin-elections-title">
      <h2 id="admin-elections-title" className="text-xl font-bold text-brand-950">
        Primary Elections
      </h2>
      <p className="mt-1 text-sm text-slate-600">Dates, rules and registration for each state's primary.</p>
      <ResponsiveList
        label="Primary elections"
        data={elections}
        isPending={isPending}
        isError={isError}
        isEmpty={(list) => list.length === 0}
        errorTitle="Failed to fetch primary election data"
        loadingLabel="Loading primary elections…"
        emptyText="No primary elections found"
        onRetry={() => void refetch()}
        renderCards={() =>
          elections.map((election) => (
            <PhoneCard key={election.state}>
              <div className="flex items-start justify-between gap-3">
                <p className="font-semibold text-slate-900">
                  {election.stateName} <span className="font-normal text-slate-600">({election.state})</span>
                </p>
                <PrimaryElectionEditDialog election={election} />
              </div>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600">Primary</dt>
                <dd>{election.primaryDate ? formatAdminDate(election.primaryDate) : "Not set"}</dd>
                <dt className="text-slate-600">Type</dt>
                <dd>{election.primaryType ?? "Not set"}</dd>
                <dt className="text-slate-600">Registration</dt>
                <dd>
                  {election.registrationDeadline ? formatAdminDate(election.registrationDeadline) : "Not set"}
                </dd>
                <dt className="text-slate-600">ID</dt>
                <dd>{election.idRequirements ? previewText(election.idRequirements) : "Not set"}</dd>
              </dl>
            </PhoneCard>
          ))
        }
        renderTable={() => (
          <>
            <thead className={theadClasses}>
              <tr>
                <ColumnHeader>State</ColumnHeader>
                <ColumnHeader>Primary date</ColumnHeader>
                <ColumnHeader>Type</ColumnHeader>
                <ColumnHeader>Registration deadline</ColumnHeader>
                <ColumnHeader>ID requirements</ColumnHeader>
                <ColumnHeader>
                  <span className="sr-only">Actions</span>
                </ColumnHeader>
              </tr>
            </thead>
            <tbody>
              {elections.map((election) => (
                <tr key={election.state}>
                  <th scope="row" className={`${tdClasses} font-normal whitespace-nowrap`}>
                    <span className="font-semibold text-slate-900">{election.stateName}</span>{" "}
                    <span className="text-slate-600">({election.state})</span>
                  </th>
                  <td className={`${tdClasses} whitespace-nowrap`}>
                    {election.primaryDate ? formatAdminDate(election.primaryDate) : "Not set"}
                  </td>
                  <td className={`${tdClasses} whitespace-nowrap`}>{election.primaryType ?? "Not set"}</td>
                  <td className={`${tdClasses} whitespace-nowrap`}>
                    {election.registrationDeadline
                      ? formatAdminDate(election.registrationDeadline)
                      : "Not set"}
                  </td>
                  <td className={`${tdClasses} min-w-56 text-slate-700`}>
                    {election.idRequirements ? (
                      <span title={election.idRequirements}>{previewText(election.idRequirements)}</span>
                    ) : (
                      <span className="text-slate-600">Not set</span>
                    )}
                  </td>
                  <td className={`${tdClasses} text-right`}>
                    <PrimaryElectionEditDialog election={election} />
                  </td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      />
    </section>
  );
}
