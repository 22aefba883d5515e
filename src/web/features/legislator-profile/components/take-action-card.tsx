import ExternalLinkIcon from "lucide-react/icons/external-link";
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Link } from "wouter";
import type { Legislator } from "#shared/legislator";
import type { PrimaryElection } from "#shared/primary-election";
import { formatLongDate } from "#shared/rules/dates";
import { registrationDeadlineLabel, TBD } from "#shared/rules/primary-date";
import { NewTabNote } from "#web/components/ui/new-tab-note";
import { Skeleton } from "#web/components/ui/skeleton";
import { WhoMayVote } from "#web/entities/primary-elections/who-may-vote";
import { paths } from "#web/lib/paths";
import { useOfficeWords } from "../lib/office-words";
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
  const t = useTranslations("legislator-profile.takeAction");
  const locale = useLocale();
  const office = useOfficeWords();
  const state = office.state(legislator.state);
  const name = `${legislator.firstName} ${legislator.lastName}`;
  const why = legislator.isDelegate
    ? t("whyDelegate")
    : republican
      ? t("whyRepublican", { name })
      : t("whyOther", { name });
  return (
    <ProfileCard title={t("title")} titleId="take-action-title">
      <h3 className="font-semibold text-slate-900">{t("whyTitle")}</h3>
      <p className="mt-1 text-sm leading-6 text-slate-700">{why}</p>

      <h3 className="mt-6 font-semibold text-slate-900">{t("primaryTitle", { state })}</h3>
      {election.isPending ? (
        <div role="status" className="mt-2 space-y-2">
          <span className="sr-only">{t("loading")}</span>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      ) : election.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t("loadError")}
        </p>
      ) : !election.data ? (
        <p className="mt-1 text-sm text-slate-600">{t("noInformation", { state })}</p>
      ) : (
        <>
          <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-1">
            <Item term={t("type")}>{primaryTypeLabel(election.data.primaryType, office.language)}</Item>
            <Item term={t("registrationDeadline")}>
              {deadlineLabel(election.data.registrationDeadline, today, locale) ?? t("tbd")}
            </Item>
          </dl>
          <h4 className="mt-3 text-sm text-slate-600">{t("whoMayVote")}</h4>
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
                {t("stateRules", { state })}
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
                  {t("register")}
                  <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
                  <NewTabNote />
                </a>
              </li>
            )}
          </ul>
        </>
      )}

      <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between lg:flex-col lg:items-stretch">
        {pledged ? (
          <p className="text-sm font-medium text-emerald-800">
            {t("pledged", { lastName: legislator.lastName })}
          </p>
        ) : legislator.isDelegate ? (
          <p className="text-sm text-slate-600">
            {t.rich("delegate", {
              link: (chunks) => (
                <Link href={paths.pledge} className="font-medium text-brand-700 underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-700">{t("oneMinute")}</p>
            <PledgeAction legislator={legislator} size="md" variant="outline" />
          </>
        )}
      </div>
    </ProfileCard>
  );
}

/**
 * The deadline as a long date in the page's locale, by registrationDeadlineLabel's rule; null
 * where that rule says "TBD" (missing, unreadable or past).
 */
function deadlineLabel(deadline: string | null | undefined, today: string, locale: string): string | null {
  if (registrationDeadlineLabel(deadline, today) === TBD || !deadline) return null;
  return formatLongDate(deadline, locale);
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
