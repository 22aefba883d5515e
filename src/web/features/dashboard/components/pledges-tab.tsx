import { useQuery } from "@tanstack/react-query";
import SearchIcon from "lucide-react/icons/search";
import { useTranslations } from "use-intl";
import type { User } from "#shared/accounts";
import { Button } from "#web/components/ui/button";
import { Spinner } from "#web/components/ui/spinner";
import { LegislatorCard } from "#web/entities/legislators/legislator-card";
import { userPledgesQuery } from "#web/entities/pledges/user-pledges";
import { LoadError } from "./load-error";
import { PledgeActions } from "./pledge-actions";
import { PledgeStatus } from "./pledge-status";
import { WithdrawPledgeDialog } from "./withdraw-pledge-dialog";

/** The voter's pledges, each a card with the ways to reach that legislator. */
export function PledgesTab({ user, onFindLegislators }: { user: User; onFindLegislators(): void }) {
  const t = useTranslations("dashboard.pledgesTab");
  const pledges = useQuery(userPledgesQuery);
  if (pledges.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t("loading")} className="size-8" />
      </div>
    );
  }
  if (pledges.isError) {
    return <LoadError title={t("loadFailed")} onRetry={() => void pledges.refetch()} />;
  }
  if (pledges.data.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="text-lg text-slate-700">{t("empty")}</p>
        <Button variant="primary" size="lg" className="mt-5" onClick={onFindLegislators}>
          <SearchIcon aria-hidden="true" className="size-5" />
          {t("find")}
        </Button>
      </div>
    );
  }
  return (
    <div>
      <h2 className="sr-only">{t("heading")}</h2>
      <p className="mb-4 text-slate-600">{t("intro")}</p>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {pledges.data.map((pledge) => (
          <li key={pledge.id}>
            <LegislatorCard
              legislator={pledge.legislator}
              note={
                <>
                  <PledgeStatus pledge={pledge} voter={user} />
                  <WithdrawPledgeDialog pledge={pledge} />
                </>
              }
              actions={<PledgeActions legislator={pledge.legislator} pledgeCount={pledges.data.length} />}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
