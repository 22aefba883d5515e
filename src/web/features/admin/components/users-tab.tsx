import { useQuery } from "@tanstack/react-query";
import type { AdminUser } from "#shared/admin";
import { formatCount, formatNumber } from "#shared/format";
import { formatAdminDate } from "#shared/rules/dates";
import { Badge } from "#web/components/ui/badge";
import { useAdminSession } from "#web/entities/session/admin-session";
import { adminUsersQuery } from "../api/admin-queries";
import { ChangePasswordForm } from "./change-password-form";
import { ResponsiveList } from "./responsive-list";
import { SearchField } from "./search-field";
import { ColumnHeader, PhoneCard, tdClasses, theadClasses } from "./table-scroller";
import { useDebouncedValue } from "./use-debounced-value";
import { usePagedSearch } from "./use-paged-search";
import { UserEditDialog } from "./user-edit-dialog";

const PAGE_SIZE = 25;

export function UsersTab() {
  const { search, setSearch, page, setPage } = usePagedSearch();
  const debounced = useDebouncedValue(search.trim());
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useQuery(
    adminUsersQuery({ page, pageSize: PAGE_SIZE, search: debounced || undefined }),
  );
  const selfId = useAdminSession()?.id ?? null;

  return (
    <div className="space-y-10">
      <section aria-labelledby="admin-users-title">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="admin-users-title" className="text-xl font-bold text-brand-950">
              User Management
            </h2>
            <p className="mt-1 text-sm text-slate-600">Newest accounts first.</p>
          </div>
          <SearchField label="Search users" placeholder="Name or email" value={search} onChange={setSearch} />
        </div>
        <ResponsiveList
          label="Users"
          data={data}
          isPending={isPending}
          isError={isError}
          isEmpty={(page) => page.items.length === 0}
          errorTitle="Failed to fetch users"
          loadingLabel="Loading users…"
          emptyText="No users found"
          onRetry={() => void refetch()}
          busy={isFetching}
          dimmed={isPlaceholderData}
          renderCards={(data) =>
            data.items.map((user) => (
              <PhoneCard key={user.id}>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">
                      {user.name}
                      {user.id === selfId && <span className="ml-1.5 font-normal text-slate-600">(you)</span>}
                    </p>
                    <p className="text-sm break-all text-slate-600">{user.email}</p>
                  </div>
                  <UserEditDialog user={user} />
                </div>
                <UserBadges user={user} className="mt-2" />
                <p className="mt-2 text-sm text-slate-600">
                  Joined <time dateTime={user.createdAt}>{formatAdminDate(user.createdAt)}</time> ·{" "}
                  {formatCount(user.pledgeCount, "pledge")}
                </p>
              </PhoneCard>
            ))
          }
          renderTable={(data) => (
            <>
              <thead className={theadClasses}>
                <tr>
                  <ColumnHeader>Name</ColumnHeader>
                  <ColumnHeader>Email</ColumnHeader>
                  <ColumnHeader>Role</ColumnHeader>
                  <ColumnHeader>Status</ColumnHeader>
                  <ColumnHeader>Email verified</ColumnHeader>
                  <ColumnHeader>Created</ColumnHeader>
                  <ColumnHeader className="text-right">Pledges</ColumnHeader>
                  <ColumnHeader>
                    <span className="sr-only">Actions</span>
                  </ColumnHeader>
                </tr>
              </thead>
              <tbody>
                {data.items.map((user) => (
                  <UserRow key={user.id} user={user} isSelf={user.id === selfId} />
                ))}
              </tbody>
            </>
          )}
          pager={({ page, pageSize, total }) => ({ page, pageSize, total, onPageChange: setPage })}
        />
      </section>
      <ChangePasswordForm />
    </div>
  );
}

function UserBadges({ user, className }: { user: AdminUser; className?: string }) {
  return (
    <p className={`flex flex-wrap gap-1.5 ${className ?? ""}`}>
      <Badge tone={user.role === "admin" ? "brand" : "neutral"}>
        {user.role === "admin" ? "Admin" : "User"}
      </Badge>
      <Badge tone={user.isActive ? "green" : "red"}>{user.isActive ? "Active" : "Inactive"}</Badge>
      <Badge tone={user.verified ? "green" : "amber"}>{user.verified ? "Verified" : "Unverified"}</Badge>
    </p>
  );
}

function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  return (
    <tr>
      <th scope="row" className={`${tdClasses} min-w-40 font-medium text-slate-900`}>
        {user.name}
        {isSelf && <span className="ml-1.5 font-normal text-slate-600">(you)</span>}
      </th>
      <td className={`${tdClasses} break-all text-slate-700`}>{user.email}</td>
      <td className={tdClasses}>
        <Badge tone={user.role === "admin" ? "brand" : "neutral"}>
          {user.role === "admin" ? "Admin" : "User"}
        </Badge>
      </td>
      <td className={tdClasses}>
        <Badge tone={user.isActive ? "green" : "red"}>{user.isActive ? "Active" : "Inactive"}</Badge>
      </td>
      <td className={tdClasses}>
        <Badge tone={user.verified ? "green" : "amber"}>{user.verified ? "Verified" : "Unverified"}</Badge>
      </td>
      <td className={`${tdClasses} whitespace-nowrap`}>
        <time dateTime={user.createdAt}>{formatAdminDate(user.createdAt)}</time>
      </td>
      <td className={`${tdClasses} text-right tabular-nums`}>{formatNumber(user.pledgeCount)}</td>
      <td className={`${tdClasses} text-right`}>
        <UserEditDialog user={user} />
      </td>
    </tr>
  );
}
