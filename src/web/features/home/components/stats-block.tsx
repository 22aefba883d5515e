import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "use-intl";
import { Container } from "#web/components/ui/container";
import { Skeleton } from "#web/components/ui/skeleton";
import { type SiteStats, statsQuery } from "#web/entities/stats/stats";

const FIGURES = ["pledges", "statesRepresented", "legislatorsContacted"] as const satisfies ReadonlyArray<
  keyof SiteStats
>;

export function StatsBlock() {
  const t = useTranslations("home.stats");
  const format = useFormatter();
  const { data, isPending, isError } = useQuery(statsQuery);
  return (
    <section aria-labelledby="stats-title" className="border-b border-slate-200 bg-slate-50">
      <Container className="py-8 sm:py-10">
        <h2 id="stats-title" className="sr-only">
          {t("title")}
        </h2>
        {isError ? (
          <p className="rounded-xl border border-slate-200 bg-white px-6 py-5 text-center text-slate-600 shadow-sm">
            {t("unavailable")}
          </p>
        ) : (
          <dl className="grid grid-cols-3 gap-3 sm:gap-4" aria-busy={isPending}>
            {FIGURES.map((key) => (
              // Reversed so the figure reads first on screen while the term still precedes it in the markup.
              <div
                key={key}
                className="flex flex-col-reverse justify-end rounded-xl border border-slate-200 bg-white px-2 py-4 text-center shadow-sm sm:px-6 sm:py-5"
              >
                <dt className="mt-1 text-xs font-medium text-slate-600 sm:text-sm">{t(`figures.${key}`)}</dt>
                <dd className="flex h-9 items-center justify-center text-2xl font-bold tracking-tight text-brand-900 sm:h-10 sm:text-3xl">
                  {isPending ? <Skeleton className="h-7 w-14 sm:h-8 sm:w-24" /> : format.number(data[key])}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Container>
    </section>
  );
}
