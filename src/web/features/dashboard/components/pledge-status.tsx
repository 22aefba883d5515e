import { useQuery } from "@tanstack/react-query";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import DoorOpenIcon from "lucide-react/icons/door-open";
import HourglassIcon from "lucide-react/icons/hourglass";
import type { User } from "#shared/accounts";
import { ACTION_KIND_LABELS } from "#shared/legislator-actions";
import { seatLabel } from "#shared/legislator-label";
import { isConstituent } from "#shared/rules/constituency";
import { formatLongDate, localCalendarDay } from "#shared/rules/dates";
import { voterRegistration, whoMayVoteInRepublicanPrimary } from "#shared/rules/primary-access";
import { registrationDeadlineLabel, TBD } from "#shared/rules/primary-date";
import { primaryPhrase, primaryTiming } from "#shared/rules/primary-timing";
import { Skeleton } from "#web/components/ui/skeleton";
import { sourceHost } from "#web/entities/legislators/actions-timeline";
import type { UserPledge } from "#web/entities/pledges/user-pledges";
import { primaryElectionQuery } from "#web/entities/primary-elections/primary-elections";

type Voter = Pick<User, "state" | "congressionalDistrict" | "registeredParty">;

/**
 * Under a pledge on the dashboard: conditional until the legislator acts; then due, with what
 * they did, the primary to vote in and what this voter must do before it.
 */
export function PledgeStatus({ pledge, voter }: { pledge: UserPledge; voter: Voter }) {
  if (pledge.status === "closed") {
    return (
      <p className="flex gap-2 rounded-lg bg-slate-100 px-3 py-2.5 text-sm leading-6 text-slate-700">
        <DoorOpenIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500" />
        <span>
          <strong className="font-semibold">Closed.</strong> {pledge.legislator.fullName} left office on{" "}
          {formatLongDate(pledge.legislator.leftOffice)}: there is no primary of theirs left to vote in. Your
          Legislators tab shows who represents you now.
        </span>
      </p>
    );
  }
  if (pledge.status === "conditional") {
    return (
      <p className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm leading-6 text-slate-700">
        <HourglassIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500" />
        <span>
          <strong className="font-semibold">Conditional.</strong> Your pledge falls due if{" "}
          {pledge.legislator.fullName} acts to impeach or convict. We will e-mail you when that happens.
        </span>
      </p>
    );
  }
  return <DuePledge pledge={pledge} voter={voter} />;
}

function DuePledge({ pledge, voter }: { pledge: UserPledge; voter: Voter }) {
  const { legislator } = pledge;
  const latest = legislator.actions[0];
  const rules = useQuery(primaryElectionQuery(legislator.state));
  const today = localCalendarDay();
  const constituent = isConstituent(voter, legislator);
  return (
    <div className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm leading-6 text-emerald-950">
      <p className="flex gap-2">
        <CircleCheckIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-emerald-700" />
        <span>
          <strong className="font-semibold">Due.</strong>{" "}
          {latest ? (
            <>
              {ACTION_KIND_LABELS[latest.kind]} on {formatLongDate(latest.date)} (
              <a
                href={latest.sourceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium underline underline-offset-2"
              >
                source: {sourceHost(latest.sourceUrl)}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              ).
            </>
          ) : (
            `${legislator.fullName} has acted.`
          )}
        </span>
      </p>
      {rules.isPending ? (
        <Skeleton className="mt-2 h-10 w-full" />
      ) : constituent ? (
        <VoteInstructions
          phrase={primaryPhrase(primaryTiming(legislator, rules.data ?? null, today), "the")}
          instruction={registrationInstruction(rules.data ?? null, voter.registeredParty)}
          deadline={registrationDeadlineLabel(rules.data?.registrationDeadline, today)}
        />
      ) : (
        <p className="mt-2">
          Your address is outside {seatLabel(legislator)}, so you cannot vote in this primary yourself. You
          keep your word by backing {legislator.fullName}'s campaign and telling voters there what{" "}
          {legislator.lastName} did.
        </p>
      )}
    </div>
  );
}

function VoteInstructions({
  phrase,
  instruction,
  deadline,
}: {
  phrase: string;
  instruction: string | null;
  deadline: string;
}) {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-6">
      <li>Vote in {phrase}.</li>
      {instruction && <li>{instruction}</li>}
      {deadline !== TBD && <li>Registration deadline: {deadline}.</li>}
    </ul>
  );
}

/** What this voter must do about their registration; null when their party is not on record. */
function registrationInstruction(
  rules: Parameters<typeof whoMayVoteInRepublicanPrimary>[0],
  registeredParty: string | null,
): string | null {
  const registration = voterRegistration(registeredParty);
  return registration ? whoMayVoteInRepublicanPrimary(rules, registration, "you").text : null;
}
