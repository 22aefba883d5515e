import ExternalLinkIcon from "lucide-react/icons/external-link";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { Legislator } from "#shared/legislator";
import type { PrimaryElection } from "#shared/primary-election";
import { registrationDeadlineLabel } from "#shared/rules/primary-date";
import { stateName } from "#shared/states";
import { Skeleton } from "#web/components/ui/skeleton";
import { WhoMayVote } from "#web/entities/primary-elections/who-may-vote";
import { paths } from "#web/lib/paths";
import { primaryTypeLabel } from "../lib/profile-text";
import { useVisitorStanding } from "../lib/use-visitor";
import { PledgeAction } from "./pledge-action";
import { ProfileCard } from "./profile-card";

interface TakeActionCardProps {
  legislator: Legislator;
  /** Sits with the Republicans: the pledge is about a president of their own party. */
  republican: boolean;
  election: { data: PrimaryElection | null | undefined; isPending: boolean; isError: boolean };
  today: string;
}

/** Why a pledge matters, what the state's primary asks of a voter, and the pledge itself. */
export function TakeActionCard({ legislator, republican, election, today }: TakeActionCardProps) {
  const { pledged, registeredParty } = useVisitorStanding(legislator.id);
  const state = stateName(legislator.state);
  const name = `${legislator.firstName} ${legislator.lastName}`;
  return (
    <ProfileCard title="Take Action" titleId="take-action-title">
      <h3 className="font-semibold text-slate-900">Why pledging matters</h3>
      <p className="mt-1 text-sm leading-6 text-slate-700">{whyItMatters(legislator, name, republican)}</p>

      <h3 className="mt-6 font-semibold text-slate-900">{state} primary election</h3>
      {election.isPending ? (
        <div role="status" className="mt-2 space-y-2">
          <span className="sr-only">Loading the primary election rules…</span>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      ) : election.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          The primary election information could not be loaded. Please try again later.
        </p>
      ) : !election.data ? (
        <p className="mt-1 text-sm text-slate-600">
          No primary election information is on file for {state} yet.
        </p>
      ) : (
        <>
          <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-1">
            <Item term="Type">{primaryTypeLabel(election.data.primaryType)}</Item>
            <Item term="Registration deadline">
              {registrationDeadlineLabel(election.data.registrationDeadline, today)}
            </Item>
          </dl>
          <h4 className="mt-3 text-sm text-slate-600">Who may vote in the Republican primary</h4>
          <WhoMayVote
            rules={election.data}
            registeredParty={registeredParty}
            compact
            className="mt-1 text-sm leading-6 text-slate-800"
          />
          <ul className="mt-3 flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-x-5 lg:flex-col">
            <li>
              <Link
                href={paths.stateInformation(legislator.state)}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {state} voting rules and dates
              </Link>
            </li>
            {election.data.registrationUrl && (
              <li>
                <a
                  href={election.data.registrationUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2"
                >
                  Register or check your registration
                  <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            )}
          </ul>
        </>
      )}

      <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between lg:flex-col lg:items-stretch">
        {pledged ? (
          <p className="text-sm font-medium text-emerald-800">
            You have pledged. Tell a friend: every pledge makes the number {legislator.lastName}'s office sees
            bigger.
          </p>
        ) : legislator.isDelegate ? (
          <p className="text-sm text-slate-600">
            Pledges go to senators and representatives, who vote on impeachment.{" "}
            <Link href={paths.pledge} className="font-medium text-brand-700 underline underline-offset-2">
              Find yours and pledge
            </Link>
            .
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              It takes a minute, and you can pledge to more than one member.
            </p>
            <PledgeAction legislator={legislator} size="md" variant="outline" />
          </>
        )}
      </div>
    </ProfileCard>
  );
}

function whyItMatters(legislator: Legislator, name: string, republican: boolean): string {
  const promise =
    "if they vote to impeach or convict a president who defies the Supreme Court, you will vote for them in their next primary, even if it means changing your party registration. We tell offices only how many voters have pledged, never who.";
  if (legislator.isDelegate) {
    return `Members of Congress who stand up to a president of their own party fear losing their primary. A pledge promises your senators and representative the opposite: ${promise}`;
  }
  if (republican) {
    return `Members of Congress who stand up to a president of their own party fear losing their primary. A pledge promises ${name} the opposite: ${promise}`;
  }
  return `A pledge tells ${name} that voters are watching the primary too: ${promise}`;
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
