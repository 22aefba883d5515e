import { Link, useLocation } from "wouter";
import { Button } from "#web/components/ui/button";
import { paths } from "#web/lib/paths";
import { useCurrentUser } from "../session/current-user";
import { RELOAD_AFTER_PLEDGE_MS, useCreatePledge } from "./create-pledge";

interface CardPledgeButtonProps {
  legislator: { id: number; fullName: string };
  /** The signed-in voter has already pledged to this legislator. */
  pledged: boolean;
}

/**
 * The card's pledge button. Signed-in voters pledge in one click and land on their dashboard's
 * pledges a second later; visitors go to the pledge wizard with this legislator chosen.
 */
export function CardPledgeButton({ legislator, pledged }: CardPledgeButtonProps) {
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const createPledge = useCreatePledge();
  const forWhom = <span className="sr-only"> for {legislator.fullName}</span>;

  if (pledged) {
    return (
      <Button variant="outline" className="w-full disabled:opacity-100" disabled>
        Pledged <span aria-hidden="true">✓</span>
        <span className="sr-only"> to {legislator.fullName}</span>
      </Button>
    );
  }
  if (!user) {
    return (
      <Button asChild variant="accent" className="w-full">
        <Link href={paths.pledgeWithLegislator(legislator.id)}>Pledge Your Support{forWhom}</Link>
      </Button>
    );
  }
  const busy = createPledge.isPending || createPledge.isSuccess;
  return (
    <Button
      variant="accent"
      className="w-full"
      disabled={busy}
      aria-busy={createPledge.isPending || undefined}
      onClick={() =>
        createPledge.mutate(legislator.id, {
          onSuccess: () => {
            setTimeout(() => navigate(paths.dashboard("pledges")), RELOAD_AFTER_PLEDGE_MS);
          },
        })
      }
    >
      {createPledge.isPending ? "Pledging..." : "Pledge Your Support"}
      {forWhom}
    </Button>
  );
}
