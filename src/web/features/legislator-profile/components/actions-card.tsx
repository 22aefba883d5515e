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
  return (
    <ProfileCard title="Actions on record" titleId="actions-title">
      {actions === undefined ? (
        <Skeleton className="h-16 w-full" />
      ) : actions.length === 0 ? (
        <p className="text-sm leading-6 text-slate-700">
          No action on record yet. Pledges to {name} are conditional: they fall due when {name} votes for
          articles of impeachment or to convict, cosponsors them, signs a discharge petition for them, or
          publicly commits to impeach or convict. Each action is recorded here with its public source.
        </p>
      ) : (
        <>
          <p className="mb-4 text-sm leading-6 text-slate-700">
            {name} has acted. Pledges to {name} are now due: pledgers keep their word by voting in the
            primary.
          </p>
          <ActionsTimeline actions={actions} />
        </>
      )}
    </ProfileCard>
  );
}
