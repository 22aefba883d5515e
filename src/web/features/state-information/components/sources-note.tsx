import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import { formatAsOf } from "#shared/rules/dates";
import { Skeleton } from "#web/components/ui/skeleton";
import { dataSourcesQuery } from "#web/entities/data-sources/data-sources";

/** The importer's name for the state rules in GET /api/data-sources. */
const RULES_SOURCE = "Compiled state election rules";

const strong = (chunks: ReactNode) => <strong className="font-semibold text-slate-800">{chunks}</strong>;

/** Where the state rules come from and how current they are; `fallback` is the record's own source line. */
export function SourcesNote({ fallback, asOf }: { fallback?: string | null; asOf?: string | null }) {
  const t = useTranslations("state-information.sources");
  const locale = useLocale();
  const { data, isPending } = useQuery(dataSourcesQuery);
  const source = data?.sources.find((entry) => entry.name === RULES_SOURCE);
  const description = source?.description ?? fallback;
  const date = source?.asOf ?? data?.primaryRulesAsOf ?? asOf;
  return (
    <div className="text-sm leading-6 text-slate-600">
      {isPending && !fallback ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">{t("loading")}</span>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : (
        <>
          {description && <p>{t.rich("sources", { description, strong })}</p>}
          {date && <p className="mt-1">{t.rich("asOf", { date: formatAsOf(date, locale), strong })}</p>}
        </>
      )}
    </div>
  );
}
