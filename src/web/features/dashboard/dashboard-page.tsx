import BellIcon from "lucide-react/icons/bell";
import HandshakeIcon from "lucide-react/icons/handshake";
import LogOutIcon from "lucide-react/icons/log-out";
import UserIcon from "lucide-react/icons/user";
import UsersIcon from "lucide-react/icons/users";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { useLocation, useSearch } from "wouter";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import { Spinner } from "#web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { useCurrentUser } from "#web/entities/session/current-user";
import { useLogout } from "#web/entities/session/logout";
import { DASHBOARD_TABS, type DashboardTab, paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { BadgesCard } from "./components/badges-card";
import { DeleteAccountCard } from "./components/delete-account-card";
import { DistrictPrompt } from "./components/district-prompt";
import { LegislatorsTab } from "./components/legislators-tab";
import { PersonalInfoCard } from "./components/personal-info-card";
import { PledgesTab } from "./components/pledges-tab";
import { PrimaryElectionCard } from "./components/primary-election-card";
import { RemindersTab } from "./components/reminders-tab";

function tabFrom(search: string): DashboardTab {
  const tab = new URLSearchParams(search).get("tab");
  return (DASHBOARD_TABS as readonly string[]).includes(tab ?? "") ? (tab as DashboardTab) : "profile";
}

const TAB_ICONS: Record<DashboardTab, typeof UserIcon> = {
  profile: UserIcon,
  pledges: HandshakeIcon,
  legislators: UsersIcon,
  notifications: BellIcon,
};

/** /dashboard?tab=…: the signed-in voter's profile, pledges, legislators and reminders. */
export function DashboardPage() {
  const t = useTranslations("dashboard");
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
  const { user, isPending } = useCurrentUser();
  const [, navigate] = useLocation();
  const tab = tabFrom(useSearch());
  const logout = useLogout();
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    if (!isPending && !user && !signingOut) navigate(paths.auth, { replace: true });
  }, [isPending, user, signingOut, navigate]);

  if (!user) {
    return (
      <Container className="flex min-h-[60vh] items-center justify-center py-16">
        <p role="status" className="flex items-center gap-3 text-slate-600">
          <Spinner />
          {t("page.loading")}
        </p>
      </Container>
    );
  }

  const signOut = () => {
    setSigningOut(true);
    logout.mutate(undefined, { onSettled: () => navigate(paths.home) });
  };

  return (
    <div className="bg-slate-50">
      <Container className="py-8 sm:py-12">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-brand-950">{t("page.heading")}</h1>
            <p className="mt-1 text-slate-600">{t("page.welcome", { name: user.name })}</p>
          </div>
          <Button variant="outline" onClick={signOut} disabled={logout.isPending}>
            <LogOutIcon aria-hidden="true" className="size-4" />
            {logout.isPending ? t("page.signingOut") : t("page.signOut")}
          </Button>
        </div>

        <div className="mt-6">
          <DistrictPrompt user={user} />
        </div>

        <Tabs
          value={tab}
          onValueChange={(value) => navigate(paths.dashboard(value as DashboardTab), { replace: true })}
          className="mt-2"
        >
          <TabsList aria-label={t("page.tabsLabel")} className="grid w-full grid-cols-4 sm:flex sm:w-fit">
            {DASHBOARD_TABS.map((value) => {
              const Icon = TAB_ICONS[value];
              return (
                <TabsTrigger
                  key={value}
                  value={value}
                  className="min-h-14 flex-col gap-1 px-1 text-xs tracking-tight sm:min-h-10 sm:flex-row sm:gap-2 sm:px-4 sm:text-sm sm:tracking-normal"
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(`page.tabs.${value}`)}
                </TabsTrigger>
              );
            })}
          </TabsList>
          <TabsContent value="profile">
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
              <div className="space-y-6">
                <PersonalInfoCard user={user} />
                <BadgesCard />
              </div>
              <div className="space-y-6">
                <PrimaryElectionCard state={user.state} registeredParty={user.registeredParty} />
                <DeleteAccountCard user={user} />
              </div>
            </div>
          </TabsContent>
          <TabsContent value="pledges">
            <PledgesTab
              user={user}
              onFindLegislators={() => navigate(paths.dashboard("legislators"), { replace: true })}
            />
          </TabsContent>
          <TabsContent value="legislators">
            <LegislatorsTab />
          </TabsContent>
          <TabsContent value="notifications">
            <RemindersTab user={user} />
          </TabsContent>
        </Tabs>
      </Container>
    </div>
  );
}
