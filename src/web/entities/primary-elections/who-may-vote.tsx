import type { PrimaryElection } from "#shared/primary-election";
import {
  republicanPrimaryRules,
  voterRegistration,
  whoMayVoteInRepublicanPrimary,
} from "#shared/rules/primary-access";
import { cn } from "#web/lib/cn";

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
  const mine = voterRegistration(registeredParty);
  const yours = mine ? whoMayVoteInRepublicanPrimary(rules, mine, "you") : null;
  return (
    <div className={cn("space-y-2", className)}>
      {yours && (
        <p data-testid="your-registration-rule">
          <span className="font-semibold text-slate-900">For you (registered as {registeredParty}):</span>{" "}
          <span className={yours.mustAct ? "font-medium text-amber-900" : undefined}>{yours.text}</span>
        </p>
      )}
      {!(compact && yours) && (
        <ul className="list-disc space-y-1 pl-5" data-testid="registration-rules">
          {republicanPrimaryRules(rules).map((line) => (
            <li key={line.registration}>{line.text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
