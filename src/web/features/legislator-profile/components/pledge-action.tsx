import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { Button, type ButtonStyle } from "#web/components/ui/button";
import {
  ConfirmedPledgeButton,
  type ConfirmedPledgeLegislator,
} from "#web/entities/pledges/confirmed-pledge-button";
import { useCurrentUser } from "#web/entities/session/current-user";
import { paths } from "#web/lib/paths";

interface PledgeActionProps extends ButtonStyle {
  legislator: ConfirmedPledgeLegislator;
  /** "Pledge Your Support" unless told. */
  label?: string;
  className?: string;
}

/**
 * The profile's pledge call to action. A signed-in voter confirms the pledge's words in a dialog:
 * the page then shows the pledge at once and reloads its figures a second later. A visitor goes to the pledge wizard with
 * this legislator chosen. Every instance on the page shares the voter's pledges, so all of them
 * turn into the pledged state together.
 */
export function PledgeAction({
  legislator,
  label: given,
  variant = "accent",
  size = "lg",
  className,
}: PledgeActionProps) {
  const { user } = useCurrentUser();
  const t = useTranslations("legislator-profile.pledgeAction");
  const label = given ?? t("label");
  const forWhom = <span className="sr-only">{t("forWhom", { name: legislator.fullName })}</span>;
  if (!user) {
    return (
      <Button asChild variant={variant} size={size} className={className}>
        <Link href={paths.pledgeWithLegislator(legislator.id)}>
          {label}
          {forWhom}
        </Link>
      </Button>
    );
  }
  return (
    <ConfirmedPledgeButton
      legislator={legislator}
      label={label}
      variant={variant}
      size={size}
      className={className}
    />
  );
}
