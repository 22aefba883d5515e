import { useQuery } from "@tanstack/react-query";
import ArrowRightIcon from "lucide-react/icons/arrow-right";
import { useDeferredValue } from "react";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import { LegislatorCard, LegislatorCardSkeleton } from "#web/entities/legislators/legislator-card";
import { legislatorsQuery } from "#web/entities/legislators/legislators";
import { cn } from "#web/lib/cn";
import { paths } from "#web/lib/paths";

const SHOWN = 12;
/** Phones get a shorter list; the rest is one tap away on the legislators page. */
const SHOWN_ON_PHONES = 6;

const gridClass = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";
const itemClass = (index: number) => cn(index >= SHOWN_ON_PHONES && "max-sm:hidden");

function BrowseAllLink({ className }: { className?: string }) {
  const t = useTranslations("home.legislators");
  return (
    <Button asChild variant="outline" size="md" className={className}>
      <Link href={paths.legislators}>
        {t("browseAll")}
        <ArrowRightIcon aria-hidden="true" className="size-4" />
      </Link>
    </Button>
  );
}

function LegislatorGrid() {
  const t = useTranslations("home.legislators");
  const { data, isError } = useQuery(legislatorsQuery({ party: "Republican", sort: "persuadability" }));
  // The cards are rendered in a transition, which yields to the browser as it goes.
  const loaded = useDeferredValue(data);

  if (loaded === undefined && !isError) {
    return (
      <div role="status">
        <span className="sr-only">{t("loading")}</span>
        <ul className={gridClass} aria-hidden="true">
          {Array.from({ length: SHOWN }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className={itemClass(index)}>
              <LegislatorCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (loaded === undefined) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-5 text-red-800">
        {t("error")}
      </p>
    );
  }
  // Delegates cannot vote on impeachment or conviction, so they are not the ones to persuade.
  const voting = loaded.filter((legislator) => !legislator.isDelegate).slice(0, SHOWN);
  if (voting.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-slate-50 px-6 py-5 text-slate-700">{t("empty")}</p>
    );
  }
  return (
    <ul className={gridClass}>
      {voting.map((legislator, index) => (
        <li key={legislator.id} className={itemClass(index)}>
          <LegislatorCard legislator={legislator} />
        </li>
      ))}
    </ul>
  );
}

export function LegislatorsSection() {
  const t = useTranslations("home.legislators");
  return (
    <section aria-labelledby="legislators-title" className="py-16 sm:py-20">
      <Container>
        <div className="flex items-end justify-between gap-6">
          <div className="max-w-3xl">
            <h2 id="legislators-title" className="text-3xl font-bold tracking-tight text-brand-950">
              {t("title")}
            </h2>
            <p className="mt-3 text-lg leading-8 text-slate-600">{t("intro")}</p>
          </div>
          <div className="hidden md:block">
            <BrowseAllLink />
          </div>
        </div>
        <div className="mt-10">
          <LegislatorGrid />
        </div>
        <div className="mt-8 md:hidden">
          <BrowseAllLink className="w-full" />
        </div>
      </Container>
    </section>
  );
}
