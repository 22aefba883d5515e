import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { formatCount } from "#shared/format";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import { Skeleton } from "#web/components/ui/skeleton";
import { statsQuery } from "#web/entities/stats/stats";
import { paths } from "#web/lib/paths";

function LivePledgeCount() {
  const { data, isPending, isError } = useQuery(statsQuery);
  if (isError) return null;
  return (
    <p className="mt-8 flex h-6 items-center gap-2 text-sm text-brand-100" aria-live="polite">
      <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
      {isPending ? (
        <>
          <Skeleton className="h-4 w-44 bg-white/20" />
          <span className="sr-only">Loading the pledge count</span>
        </>
      ) : data.pledges === 0 ? (
        "No pledges yet: yours can be the first."
      ) : (
        <span>
          <strong className="font-semibold text-white">{formatCount(data.pledges, "pledge")}</strong> made so
          far
        </span>
      )}
    </p>
  );
}

export function Hero() {
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
          <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
            A non-partisan voter pledge
          </p>
          <h1
            id="hero-title"
            className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl xl:text-5xl"
          >
            When a president defies the Supreme Court, Congress must answer.
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100">
            Impeachment and conviction are the Constitution's answer, and every member who votes for them
            risks a primary challenge. Pledge to vote in your legislator's primary if they act, so that
            upholding the courts earns votes instead of costing them.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link href={paths.pledge}>Make Your Pledge Now</Link>
            </Button>
            <Button asChild variant="outline-inverse" size="lg">
              <Link href={paths.howItWorks}>Learn More</Link>
            </Button>
          </div>
          <LivePledgeCount />
        </div>

        <figure className="rounded-2xl border border-white/15 bg-white/5 p-6 backdrop-blur-sm sm:p-8">
          <figcaption className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
            The pledge
          </figcaption>
          <blockquote className="mt-4 text-lg leading-8 text-white">
            “If my senator or representative votes to impeach or convict a president who defies the Supreme
            Court, I will vote for them in their next primary, and change my party registration if that is
            what it takes.”
          </blockquote>
          <p className="mt-6 text-sm leading-6 text-brand-100">
            Your pledge counts only if they act. Legislators see how many voters have pledged, never who.
          </p>
        </figure>
      </Container>
    </section>
  );
}
