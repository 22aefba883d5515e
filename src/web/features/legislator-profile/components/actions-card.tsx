import { useTranslations } from "use-intl";
import type { LegislatorAction } from "#shared/legislator-actions";
import { Skeleton } from "#web/components/ui/skeleton";
import { ActionsTimeline } from "#web/entities/legislators/actions-timeline";
import { ProfileCard } from "./profile-card";

/**
 * "Actions on record": what the member has done that the pledge asks for, with sources. Until
 * one is on record the pledges to them stay conditional, which the empty state says.
 * `actions` is undefined while the profile itself loads (a list's copy is shown meanwhile).
 */
export function ActionsCard({ name, actions }: { name: string; actions: LegislatorAction[] | undefined }) {
  const t = useTranslations("legislator-profile.actions");
  return (
    <ProfileCard title={t("title")} titleId="actions-title">
      {actions === undefined ? (
        <Skeleton className="h-16 w-full" />
      ) : actions.length === 0 ? (
        <p className="text-sm leading-6 text-slate-700">{t("none", { name })}</p>
      ) : (
        <>
          <p className="mb-4 text-sm leading-6 text-slate-700">{t("acted", { name })}</p>
          <ActionsTimeline actions={actions} />
        </>
      )}
    </ProfileCard>
  );
}
