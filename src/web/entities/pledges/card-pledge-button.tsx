import { useTranslations } from "use-intl";
import { Link, useLocation } from "wouter";
import { Button } from "#web/components/ui/button";
import { paths } from "#web/lib/paths";
import { useCurrentUser } from "../session/current-user";
import { ConfirmedPledgeButton, type ConfirmedPledgeLegislator } from "./confirmed-pledge-button";
import { RELOAD_AFTER_PLEDGE_MS } from "./create-pledge";

interface CardPledgeButtonProps {
  legislator: ConfirmedPledgeLegislator;
  /** The signed-in voter has already pledged to this legislator. */
  pledged: boolean;
}

/**
 * The card's pledge button. Signed-in voters confirm the pledge's words and land on their
 * dashboard's pledges a second later; visitors go to the pledge wizard with this legislator chosen.
 */
export function CardPledgeButton({ legislator, pledged }: CardPledgeButtonProps) {
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const t = useTranslations("entities.cardPledge");
  const forWhom = <span className="sr-only"> {t("forWhom", { name: legislator.fullName })}</span>;

  if (pledged) {
    return (
      <Button variant="outline" className="w-full disabled:opacity-100" disabled>
        {t("pledged")} <span aria-hidden="true">✓</span>
        <span className="sr-only"> {t("pledgedTo", { name: legislator.fullName })}</span>
      </Button>
    );
  }
  if (!user) {
    return (
      <Button asChild variant="accent" className="w-full">
        <Link href={paths.pledgeWithLegislator(legislator.id)}>
          {t("pledge")}
          {forWhom}
        </Link>
      </Button>
    );
  }
  return (
    <ConfirmedPledgeButton
      legislator={legislator}
      label={t("pledge")}
      variant="accent"
      className="w-full"
      onPledged={() => setTimeout(() => navigate(paths.dashboard("pledges")), RELOAD_AFTER_PLEDGE_MS)}
    />
  );
}
