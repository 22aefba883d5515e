import { useQuery } from "@tanstack/react-query";
import ArrowRightIcon from "lucide-react/icons/arrow-right";
import { useFormatter, useTranslations } from "use-intl";
import { Link } from "wouter";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import { Skeleton } from "#web/components/ui/skeleton";
import { type SiteStats, statsQuery } from "#web/entities/stats/stats";
import { paths } from "#web/lib/paths";

/** The spec's banner: states, legislators and the pledge total, every one live from /api/stats. */
const FIGURES = ["pledges", "statesRepresented", "legislators"] as const satisfies ReadonlyArray<
  keyof SiteStats
>;

export function StatsBanner() {
  const t = useTranslations("home");
  const format = useFormatter();
  const { data, isPending, isError } = useQuery(statsQuery);
  return (
    <section aria-labelledby="stats-banner-title" className="pb-16 sm:pb-20">
      <Container>
        <div className="relative overflow-hidden rounded-2xl bg-brand-900 px-6 py-10 text-white [--focus-ring:var(--color-accent-300)] sm:px-10 lg:px-12 lg:py-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(40rem_20rem_at_0%_0%,rgba(90,130,199,0.35),transparent)]"
          />
          <div className="relative grid gap-10 lg:grid-cols-[1fr_auto] lg:items-center">
            <div>
              <h2 id="stats-banner-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
                {t("statsBanner.title")}
              </h2>
              <p className="mt-2 max-w-xl leading-7 text-brand-100">{t("statsBanner.intro")}</p>
              {isError ? (
                <p className="mt-8 rounded-lg border border-white/15 bg-white/5 px-5 py-4 text-brand-100">
                  {t("stats.unavailable")}
                </p>
              ) : (
                <dl className="mt-8 grid gap-4 sm:grid-cols-3 sm:gap-6" aria-busy={isPending}>
                  {FIGURES.map((key) => (
                    // Reversed so the figure reads first on screen while the term still precedes it in the
                    // markup: side by side on phones (three short rows), stacked in columns on wider screens.
                    <div
                      key={key}
                      className="flex flex-row-reverse items-center justify-end gap-3 border-l-2 border-accent-400 pl-4 sm:flex-col-reverse sm:items-start sm:gap-1"
                    >
                      <dt className="text-sm font-medium text-brand-100">{t(`stats.figures.${key}`)}</dt>
                      <dd className="flex h-10 items-center text-3xl font-bold tracking-tight tabular-nums sm:text-4xl">
                        {isPending ? (
                          <>
                            <Skeleton className="h-8 w-24 bg-white/20" />
                            <span className="sr-only">{t("stats.loading")}</span>
                          </>
                        ) : (
                          format.number(data[key])
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
            <Button asChild variant="accent" size="lg" className="w-full sm:w-auto">
              <Link href={paths.pledge}>
                {t("statsBanner.addPledge")}
                <ArrowRightIcon aria-hidden="true" className="size-5" />
              </Link>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
