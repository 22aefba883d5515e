import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl";
import { useLocation, useSearch } from "wouter";
import { z } from "zod";
import { Card } from "#web/components/ui/card";
import { Container } from "#web/components/ui/container";
import { Spinner } from "#web/components/ui/spinner";
import { useCurrentUser } from "#web/entities/session/current-user";
import { paths } from "#web/lib/paths";
import { parseSearchParams } from "#web/lib/search-params";
import { usePageMeta } from "#web/lib/use-page-meta";
import { PledgeWizard } from "./components/pledge-wizard";

const searchSchema = z.object({ legislator: z.coerce.number().int().positive().optional() });

/**
 * /pledge: the wizard on a page of its own. A voter who is already signed in when the page opens
 * goes to the dashboard (spec section 2); one who registers in the wizard stays to confirm.
 */
export function PledgePage() {
  const t = useTranslations("pledge-wizard");
  usePageMeta({ title: t("makeYourPledge"), description: t("meta.description") });
  const [, navigate] = useLocation();
  const { legislator } = parseSearchParams(searchSchema, useSearch());
  const { user, isPending } = useCurrentUser();
  const stays = useRef(false);

  useEffect(() => {
    if (isPending || stays.current) return;
    if (user) navigate(paths.dashboard(), { replace: true });
    else stays.current = true;
  }, [isPending, user, navigate]);

  const redirecting = user !== null && !stays.current;

  return (
    <Container className="py-10 sm:py-14">
      <div className="mx-auto max-w-4xl">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t("page.title")}</h1>
        <p className="mt-3 max-w-3xl text-lg leading-8 text-slate-600">{t("page.intro")}</p>
        <Card className="mt-8 p-5 sm:p-8">
          {redirecting ? (
            <p className="flex items-center justify-center gap-3 py-16 text-slate-600" role="status">
              <Spinner />
              {t("checkingAccount")}
            </p>
          ) : (
            <PledgeWizard preselectedLegislatorId={legislator} />
          )}
        </Card>
      </div>
    </Container>
  );
}
