import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import type { Legislator } from "#shared/legislator";
import { localCalendarDay } from "#shared/rules/dates";
import { Button } from "#web/components/ui/button";
import { Spinner } from "#web/components/ui/spinner";
import { type CardPrimary, LegislatorCard } from "#web/entities/legislators/legislator-card";
import { userLegislatorsQuery } from "#web/entities/legislators/legislators";
import { CardPledgeButton } from "#web/entities/pledges/card-pledge-button";
import { usePledgedLegislatorIds } from "#web/entities/pledges/user-pledges";
import { primaryElectionsByStateQuery } from "#web/entities/primary-elections/primary-elections";
import { paths } from "#web/lib/paths";
import { seatPrimaryDate } from "../primary-dates";
import { LoadError } from "./load-error";

/** The senators and representative for the voter's address. */
export function LegislatorsTab() {
  const t = useTranslations("dashboard.legislatorsTab");
  const legislators = useQuery(userLegislatorsQuery);
  const elections = useQuery(primaryElectionsByStateQuery);
  const pledged = usePledgedLegislatorIds();
  const today = localCalendarDay();
  const primaryOf = (legislator: Legislator): CardPrimary => {
    if (elections.isPending) return "loading";
    const election = elections.data?.get(legislator.state);
    return election ? seatPrimaryDate(election, legislator, today) : "unavailable";
  };
  if (legislators.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t("loading")} className="size-8" />
      </div>
    );
  }
  if (legislators.isError) {
    return <LoadError title={t("loadFailed")} onRetry={() => void legislators.refetch()} />;
  }
  if (legislators.data.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="text-lg text-slate-700">{t("empty")}</p>
        <Button asChild variant="primary" size="lg" className="mt-5">
          <Link href={paths.legislators}>{t("browse")}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div>
      <h2 className="sr-only">{t("heading")}</h2>
      <p className="mb-4 text-slate-600">{t("intro")}</p>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {legislators.data.map((legislator) => (
          <li key={legislator.id}>
            <LegislatorCard
              legislator={legislator}
              details={{ primary: primaryOf(legislator) }}
              actions={<CardPledgeButton legislator={legislator} pledged={pledged.ids.has(legislator.id)} />}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
