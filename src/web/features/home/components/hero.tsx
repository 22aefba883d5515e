import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import { Skeleton } from "#web/components/ui/skeleton";
import { statsQuery } from "#web/entities/stats/stats";
import { paths } from "#web/lib/paths";

function LivePledgeCount() {
  const t = useTranslations("home.hero");
  const { data, isPending, isError } = useQuery(statsQuery);
  if (isError) return null;
  return (
    <p className="mt-8 flex h-6 items-center gap-2 text-sm text-brand-100" aria-live="polite">
      <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
      {isPending ? (
        <>
          <Skeleton className="h-4 w-44 bg-white/20" />
          <span className="sr-only">{t("countLoading")}</span>
        </>
      ) : data.pledges === 0 ? (
        t("countNone")
      ) : (
        <span>
          {t.rich("count", {
            count: data.pledges,
            strong: (chunks) => <strong className="font-semibold text-white">{chunks}</strong>,
          })}
        </span>
      )}
    </p>
  );
}

export function Hero() {
  const t = useTranslations("home.hero");
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-brand-900 text-white [--focus-ring:var(--color-accent-300)]"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(90,130,199,0.35),transparent),linear-gradient(180deg,transparent,rgba(10,27,58,0.6))]"
      />
      <Container className="relative grid gap-12 py-16 sm:py-20 lg:grid-cols-[1.25fr_1fr] lg:items-center lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{t("eyebrow")}</p>
          <h1
            id="hero-title"
            className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl xl:text-5xl"
          >
            {t("title")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100">{t("lead")}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link href={paths.pledge}>{t("makePledge")}</Link>
            </Button>
            <Button asChild variant="outline-inverse" size="lg">
              <Link href={paths.howItWorks}>{t("learnMore")}</Link>
            </Button>
          </div>
          <LivePledgeCount />
        </div>

        <figure className="rounded-2xl border border-white/15 bg-white/5 p-6 backdrop-blur-sm sm:p-8">
          <figcaption className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
            {t("pledgeCaption")}
          </figcaption>
          <blockquote className="mt-4 text-lg leading-8 text-white">{t("pledgeQuote")}</blockquote>
          <p className="mt-6 text-sm leading-6 text-brand-100">{t("pledgeNote")}</p>
        </figure>
      </Container>
    </section>
  );
}
