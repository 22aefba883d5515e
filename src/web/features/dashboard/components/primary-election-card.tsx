import { useQuery } from "@tanstack/react-query";
import CalendarDaysIcon from "lucide-react/icons/calendar-days";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { stateNameIn } from "#shared/i18n/states";
import { localCalendarDay } from "#shared/rules/dates";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Skeleton } from "#web/components/ui/skeleton";
import { primaryElectionsByStateQuery } from "#web/entities/primary-elections/primary-elections";
import { WhoMayVote } from "#web/entities/primary-elections/who-may-vote";
import { useLanguage } from "#web/lib/i18n/language";
import { paths } from "#web/lib/paths";
import { statePrimaryDate, useDateTexts } from "../primary-dates";
import { usePrimaryTypeLabel } from "../primary-type";
import { LoadError } from "./load-error";
import { SectionCard } from "./section-card";

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2.5">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-right text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** The voter's state primary: date (or its expected year), days left, type and who may vote in it. */
export function PrimaryElectionCard({
  state,
  registeredParty,
}: {
  state: string | null;
  registeredParty: string | null;
}) {
  const t = useTranslations("dashboard");
  const language = useLanguage();
  const dates = useDateTexts();
  const primaryTypeLabel = usePrimaryTypeLabel();
  const elections = useQuery(primaryElectionsByStateQuery);
  const today = localCalendarDay();
  const title = t("primaryCard.title");

  if (!state) {
    return (
      <SectionCard title={title}>
        <Alert variant="warning">
          <AlertTitle>{t("primaryCard.noState")}</AlertTitle>
          <AlertDescription>{t("primaryCard.noStateDetail")}</AlertDescription>
        </Alert>
      </SectionCard>
    );
  }
  if (elections.isError) {
    return (
      <SectionCard title={title}>
        <LoadError title={t("common.loadPrimariesFailed")} onRetry={() => void elections.refetch()} />
      </SectionCard>
    );
  }
  if (elections.isPending) {
    return (
      <SectionCard title={title}>
        <div role="status">
          <span className="sr-only">{t("primaryCard.loading")}</span>
          <Skeleton className="h-10 w-40" />
          <Skeleton className="mt-4 h-24 w-full" />
        </div>
      </SectionCard>
    );
  }
  const election = elections.data.get(state);
  const name = stateNameIn(state, language);
  if (!election) {
    return (
      <SectionCard title={title} description={name}>
        <p className="text-sm text-slate-600">{t("primaryCard.noData", { state: name })}</p>
      </SectionCard>
    );
  }
  const primary = statePrimaryDate(election, today);
  const countdown = dates.daysUntil(primary, today);
  return (
    <SectionCard title={title} description={name}>
      <div className="flex items-center gap-3 rounded-lg bg-brand-50 p-4">
        <CalendarDaysIcon aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
        <div>
          <p className="text-sm text-brand-900">
            {primary.kind === "expected" ? t("primaryCard.expectedPrimary") : t("primaryCard.primaryDate")}
          </p>
          <p className="text-xl font-bold text-brand-950">
            {primary.kind === "expected" ? `${primary.year}*` : dates.primaryLabel(primary)}
          </p>
          {countdown && <p className="text-sm font-medium text-brand-800">{countdown}</p>}
        </div>
      </div>
      {primary.kind === "expected" && (
        <p className="mt-2 text-xs leading-5 text-slate-600">{t("dates.expectedNote")}</p>
      )}
      <dl className="mt-3 divide-y divide-slate-100">
        <Fact term={t("primaryCard.primaryType")}>
          {election.primaryType ? primaryTypeLabel(election.primaryType) : t("primaryCard.notAvailable")}
        </Fact>
        <Fact term={t("primaryCard.registrationDeadline")}>
          {dates.deadlineLabel(election.registrationDeadline, today)}
        </Fact>
      </dl>
      <div className="border-t border-slate-100 py-2.5">
        <h3 className="text-sm text-slate-600">{t("primaryCard.whoMayVote")}</h3>
        <WhoMayVote
          rules={election}
          registeredParty={registeredParty}
          className="mt-1 text-sm leading-6 text-slate-800"
        />
      </div>
      <Link
        href={paths.stateInformation(state)}
        className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {t("primaryCard.stateLink", { state: name })}
      </Link>
    </SectionCard>
  );
}
