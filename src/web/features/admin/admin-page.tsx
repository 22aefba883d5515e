import { useQuery } from "@tanstack/react-query";
import HistoryIcon from "lucide-react/icons/history";
import LandmarkIcon from "lucide-react/icons/landmark";
import ListChecksIcon from "lucide-react/icons/list-checks";
import LogOutIcon from "lucide-react/icons/log-out";
import UserCogIcon from "lucide-react/icons/user-cog";
import VoteIcon from "lucide-react/icons/vote";
import { useSearchParams } from "wouter";
import { formatNumber } from "#shared/format";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import { Skeleton } from "#web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { useCurrentUser } from "#web/entities/session/current-user";
import { usePageMeta } from "#web/lib/use-page-meta";
import { useAdminLogout } from "./api/admin-mutations";
import { adminStatsQuery } from "./api/admin-queries";
import { useAdminAccess } from "./api/use-admin-access";
import { AuditLogTab } from "./components/audit-log-tab";
import { LegislatorsTab } from "./components/legislators-tab";
import { PledgeStatsTab } from "./components/pledge-stats-tab";
import { PrimaryElectionsTab } from "./components/primary-elections-tab";
import { UsersTab } from "./components/users-tab";

export const ADMIN_TABS = [
  { value: "legislators", label: "Legislators", Icon: LandmarkIcon },
  { value: "elections", label: "Primary Elections", Icon: VoteIcon },
  { value: "stats", label: "Pledge Stats", Icon: ListChecksIcon },
  { value: "users", label: "User Management", Icon: UserCogIcon },
  { value: "audit", label: "Audit Log", Icon: HistoryIcon },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]["value"];

function isAdminTab(value: string | null): value is AdminTab {
  return ADMIN_TABS.some((tab) => tab.value === value);
}

export function AdminPage() {
  usePageMeta({ title: "Admin Dashboard", description: "Pledge Watch administration." });
  const access = useAdminAccess();
  if (access.status !== "granted") {
    return (
      <Container className="min-h-[60vh] py-10" role="status">
        <span className="sr-only">Checking access to the admin panel…</span>
        <Skeleton className="h-9 w-64 max-w-full" />
        <Skeleton className="mt-8 h-24 w-full" />
      </Container>
    );
  }
  return <AdminConsole via={access.via} beginLogout={access.beginLogout} />;
}

function AdminConsole({ via, beginLogout }: { via: "token" | "session"; beginLogout: () => void }) {
  const logout = useAdminLogout();
  const { user } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: AdminTab = isAdminTab(requested) ? requested : "legislators";

  return (
    <Container className="py-8 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-accent-700">Administration</p>
          <h1 className="text-3xl font-bold tracking-tight text-brand-950">Admin Dashboard</h1>
        </div>
        <Button
          variant="outline"
          disabled={logout.isPending}
          onClick={() => {
            // Losing access then leads quietly to the login; the logout says 'Logged out' itself.
            beginLogout();
            // An administrator also signed in with their own account is signed out of it too,
            // or the console would let them straight back in.
            logout.mutate({ viaSession: via === "session" || user?.role === "admin" });
          }}
        >
          <LogOutIcon aria-hidden="true" className="size-4" />
          {logout.isPending ? "Logging out..." : "Logout"}
        </Button>
      </div>

      <SummaryCards />

      <Tabs
        value={tab}
        onValueChange={(value) => setSearchParams({ tab: value }, { replace: true })}
        className="mt-8"
      >
        <TabsList aria-label="Admin sections" className="flex-wrap">
          {ADMIN_TABS.map(({ value, label, Icon }) => (
            <TabsTrigger key={value} value={value} className="flex-1 basis-[40%] sm:flex-none sm:basis-auto">
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="legislators">
          <LegislatorsTab />
        </TabsContent>
        <TabsContent value="elections">
          <PrimaryElectionsTab />
        </TabsContent>
        <TabsContent value="stats">
          <PledgeStatsTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLogTab />
        </TabsContent>
      </Tabs>
    </Container>
  );
}

const SUMMARY = [
  { key: "totalLegislators", label: "Total Legislators" },
  { key: "totalPledges", label: "Total Pledges" },
  { key: "totalPrimaryElections", label: "Primary Elections" },
  { key: "totalUsers", label: "Users" },
] as const;

/** Live totals from /api/admin/stats; skeletons until they arrive, never a made-up figure. */
function SummaryCards() {
  const { data, isPending, isError } = useQuery(adminStatsQuery);
  return (
    <section aria-labelledby="admin-summary-title" className="mt-6">
      <h2 id="admin-summary-title" className="sr-only">
        Summary
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={isPending}>
        {SUMMARY.map(({ key, label }) => (
          <div
            key={key}
            className="flex flex-col-reverse justify-end rounded-xl border border-slate-200 bg-white px-4 py-4 shadow-sm sm:px-5"
          >
            <dt className="mt-1 text-sm font-medium text-slate-600">{label}</dt>
            <dd className="flex h-9 items-center text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
              {isPending ? (
                <Skeleton className="h-7 w-20" />
              ) : isError ? (
                <span className="text-base font-medium text-slate-600">Not available</span>
              ) : (
                formatNumber(data[key])
              )}
            </dd>
          </div>
        ))}
      </dl>
      {isPending && (
        <p role="status" className="sr-only">
          Loading the totals…
        </p>
      )}
    </section>
  );
}
