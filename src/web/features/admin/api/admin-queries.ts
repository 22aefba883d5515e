import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type {
  AdminLegislator,
  AdminPledge,
  AdminPrimaryElection,
  AdminStats,
  AdminUser,
  AuditEntry,
} from "#shared/admin";
import type { LegislatorAction } from "#shared/legislator-actions";
import { toSearchString } from "#web/lib/search-params";
import { adminGet } from "./admin-fetch";

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PageParams {
  page: number;
  pageSize: number;
  search?: string;
}

/** Every admin answer sits under "admin", so logging in or out can drop them all at once. */
export const adminKeys = {
  all: ["admin"] as const,
  stats: ["admin", "stats"] as const,
  legislators: ["admin", "legislators"] as const,
  legislatorActions: (id: number) => ["admin", "legislators", id, "actions"] as const,
  primaryElections: ["admin", "primary-elections"] as const,
  pledges: (params: PageParams) => ["admin", "pledges", params] as const,
  users: (params: PageParams) => ["admin", "users", params] as const,
  auditLog: (params: PageParams) => ["admin", "audit-log", params] as const,
};

const query = (params: PageParams) =>
  toSearchString({ page: params.page, pageSize: params.pageSize, search: params.search?.trim() });

export const adminStatsQuery = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: ({ signal }) => adminGet<AdminStats>("/api/admin/stats", signal),
});

export const adminLegislatorsQuery = queryOptions({
  queryKey: adminKeys.legislators,
  queryFn: async ({ signal }) => {
    const body = await adminGet<{ legislators: AdminLegislator[] }>("/api/admin/legislators", signal);
    return body.legislators;
  },
});

/** GET /api/admin/legislators/{id}/actions: the member's actions on record, newest first. */
export function adminLegislatorActionsQuery(id: number) {
  return queryOptions({
    queryKey: adminKeys.legislatorActions(id),
    queryFn: async ({ signal }) => {
      const body = await adminGet<{ actions: LegislatorAction[] }>(
        `/api/admin/legislators/${id}/actions`,
        signal,
      );
      return body.actions;
    },
  });
}

export const adminPrimaryElectionsQuery = queryOptions({
  queryKey: adminKeys.primaryElections,
  queryFn: async ({ signal }) => {
    const body = await adminGet<{ primaryElections: AdminPrimaryElection[] }>(
      "/api/admin/primary-elections",
      signal,
    );
    return body.primaryElections;
  },
});

/** One server-side page: never the whole table (a million pledges, a hundred thousand voters). */
export function adminPledgesQuery(params: PageParams) {
  return queryOptions({
    queryKey: adminKeys.pledges(params),
    queryFn: async ({ signal }): Promise<Page<AdminPledge>> => {
      const body = await adminGet<{ pledges: AdminPledge[]; total: number; page: number; pageSize: number }>(
        `/api/admin/pledges${query(params)}`,
        signal,
      );
      return { items: body.pledges, total: body.total, page: body.page, pageSize: body.pageSize };
    },
    placeholderData: keepPreviousData,
  });
}

export function adminUsersQuery(params: PageParams) {
  return queryOptions({
    queryKey: adminKeys.users(params),
    queryFn: async ({ signal }): Promise<Page<AdminUser>> => {
      const body = await adminGet<{ users: AdminUser[]; total: number; page: number; pageSize: number }>(
        `/api/admin/users${query(params)}`,
        signal,
      );
      return { items: body.users, total: body.total, page: body.page, pageSize: body.pageSize };
    },
    placeholderData: keepPreviousData,
  });
}

export function adminAuditLogQuery(params: PageParams) {
  return queryOptions({
    queryKey: adminKeys.auditLog(params),
    queryFn: async ({ signal }): Promise<Page<AuditEntry>> => {
      const body = await adminGet<{ entries: AuditEntry[]; total: number; page: number; pageSize: number }>(
        `/api/admin/audit-log${query({ page: params.page, pageSize: params.pageSize })}`,
        signal,
      );
      return { items: body.entries, total: body.total, page: body.page, pageSize: body.pageSize };
    },
    placeholderData: keepPreviousData,
  });
}
