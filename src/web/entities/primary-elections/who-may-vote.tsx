import { useTranslations } from "use-intl";
import { REGISTRATION_PARTIES } from "#shared/accounts";
import { republicanPrimaryRulesIn, whoMayVoteInRepublicanPrimaryIn } from "#shared/i18n/rule-texts";
import type { PrimaryElection } from "#shared/primary-election";
import { voterRegistration } from "#shared/rules/primary-access";
import { cn } from "#web/lib/cn";
import { useLanguage } from "#web/lib/i18n/language";

const isRegistrationParty = (
  party: string | null | undefined,
): party is (typeof REGISTRATION_PARTIES)[number] =>
  (REGISTRATION_PARTIES as readonly (string | null | undefined)[]).includes(party);

type PrimaryRules = Pick<PrimaryElection, "primaryType" | "partyRegistrationRequired">;

interface WhoMayVoteProps {
  rules: PrimaryRules | null | undefined;
  /** The signed-in voter's recorded party; null or undefined when nobody is signed in or none is recorded. */
  registeredParty?: string | null;
  /** Only the voter's own line when their registration is known (small cards). */
  compact?: boolean;
  className?: string;
}

/**
 * Who may vote in the state's Republican primary, by registration status: the signed-in voter's own
 * line first when their registration is on file, then (unless compact) every status.
 */
export function WhoMayVote({ rules, registeredParty, compact = false, className }: WhoMayVoteProps) {
  const t = useTranslations("entities.whoMayVote");
  const language = useLanguage();
  const mine = voterRegistration(registeredParty);
  const yours = mine ? whoMayVoteInRepublicanPrimaryIn(rules, mine, "you", language) : null;
  const partyName = (party: string | null | undefined) =>
    isRegistrationParty(party) ? t(`parties.${party}`) : String(party);
  return (
    <div className={cn("space-y-2", className)}>
      {yours && (
        <p data-testid="your-registration-rule">
          <span className="font-semibold text-slate-900">
            {t("forYou", { party: partyName(registeredParty) })}
          </span>{" "}
          <span className={yours.mustAct ? "font-medium text-amber-900" : undefined}>{yours.text}</span>
        </p>
      )}
      {!(compact && yours) && (
        <ul className="list-disc space-y-1 pl-5" data-testid="registration-rules">
          {republicanPrimaryRulesIn(rules, language).map((line) => (
            <li key={line.registration}>{line.text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
