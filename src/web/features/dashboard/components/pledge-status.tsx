import { useQuery } from "@tanstack/react-query";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import DoorOpenIcon from "lucide-react/icons/door-open";
import HourglassIcon from "lucide-react/icons/hourglass";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import type { User } from "#shared/accounts";
import {
  ACTION_KIND_LABELS_IN,
  primaryPhraseIn,
  whoMayVoteInRepublicanPrimaryIn,
} from "#shared/i18n/rule-texts";
import type { Language } from "#shared/language";
import { seatLabel } from "#shared/legislator-label";
import { isConstituent } from "#shared/rules/constituency";
import { localCalendarDay, parseCalendarDay } from "#shared/rules/dates";
import { voterRegistration, type whoMayVoteInRepublicanPrimary } from "#shared/rules/primary-access";
import { primaryTiming } from "#shared/rules/primary-timing";
import { Skeleton } from "#web/components/ui/skeleton";
import { sourceHost } from "#web/entities/legislators/actions-timeline";
import type { UserPledge } from "#web/entities/pledges/user-pledges";
import { primaryElectionQuery } from "#web/entities/primary-elections/primary-elections";
import { useLanguage } from "#web/lib/i18n/language";
import { useDateTexts } from "../primary-dates";

const strong = (chunks: ReactNode) => <strong className="font-semibold">{chunks}</strong>;

type Voter = Pick<User, "state" | "congressionalDistrict" | "registeredParty">;

/**
 * Under a pledge on the dashboard: conditional until the legislator acts; then due, with what
 * they did, the primary to vote in and what this voter must do before it.
 */
export function PledgeStatus({ pledge, voter }: { pledge: UserPledge; voter: Voter }) {
  const t = useTranslations("dashboard.pledgeStatus");
  const dates = useDateTexts();
  if (pledge.status === "closed") {
    return (
      <p className="flex gap-2 rounded-lg bg-slate-100 px-3 py-2.5 text-sm leading-6 text-slate-700">
        <DoorOpenIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500" />
        <span>
          {t.rich("closed", {
            name: pledge.legislator.fullName,
            date: dates.longDate(pledge.legislator.leftOffice),
            strong,
          })}
        </span>
      </p>
    );
  }
  if (pledge.status === "conditional") {
    return (
      <p className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm leading-6 text-slate-700">
        <HourglassIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500" />
        <span>{t.rich("conditional", { name: pledge.legislator.fullName, strong })}</span>
      </p>
    );
  }
  return <DuePledge pledge={pledge} voter={voter} />;
}

function DuePledge({ pledge, voter }: { pledge: UserPledge; voter: Voter }) {
  const t = useTranslations("dashboard.pledgeStatus");
  const language = useLanguage();
  const dates = useDateTexts();
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
          <strong className="font-semibold">{t("due")}</strong>{" "}
          {latest
            ? t.rich("action", {
                action: ACTION_KIND_LABELS_IN[language][latest.kind],
                date: dates.longDate(latest.date),
                host: sourceHost(latest.sourceUrl),
                source: (chunks) => (
                  <a
                    href={latest.sourceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium underline underline-offset-2"
                  >
                    {chunks}
                  </a>
                ),
                hidden: (chunks) => <span className="sr-only">{chunks}</span>,
              })
            : t("acted", { name: legislator.fullName })}
        </span>
      </p>
      {rules.isPending ? (
        <Skeleton className="mt-2 h-10 w-full" />
      ) : constituent ? (
        <VoteInstructions
          phrase={primaryPhraseIn(primaryTiming(legislator, rules.data ?? null, today), "the", language)}
          instruction={registrationInstruction(rules.data ?? null, voter.registeredParty, language)}
          deadline={upcomingDeadline(rules.data?.registrationDeadline, today)}
        />
      ) : (
        <p className="mt-2">
          {t("outside", {
            seat: seatLabel(legislator),
            name: legislator.fullName,
            lastName: legislator.lastName,
          })}
        </p>
      )}
    </div>
  );
}

/** The registration deadline when it is a real day still ahead; null otherwise (nothing is shown). */
function upcomingDeadline(deadline: string | null | undefined, today: string): string | null {
  return deadline && parseCalendarDay(deadline) && deadline >= today ? deadline : null;
}

function VoteInstructions({
  phrase,
  instruction,
  deadline,
}: {
  phrase: string;
  instruction: string | null;
  deadline: string | null;
}) {
  const t = useTranslations("dashboard.pledgeStatus");
  const dates = useDateTexts();
  return (
    <ul className="mt-2 list-disc space-y-1 pl-6">
      <li>{t("vote", { primary: phrase })}</li>
      {instruction && <li>{instruction}</li>}
      {deadline && <li>{t("deadline", { date: dates.longDate(deadline) })}</li>}
    </ul>
  );
}

/** What this voter must do about their registration; null when their party is not on record. */
function registrationInstruction(
  rules: Parameters<typeof whoMayVoteInRepublicanPrimary>[0],
  registeredParty: string | null,
  language: Language,
): string | null {
  const registration = voterRegistration(registeredParty);
  return registration ? whoMayVoteInRepublicanPrimaryIn(rules, registration, "you", language).text : null;
}
