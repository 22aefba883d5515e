import { useQuery } from "@tanstack/react-query";
import ChevronDownIcon from "lucide-react/icons/chevron-down";
import InfoIcon from "lucide-react/icons/info";
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import { formatLongDate } from "#shared/rules/dates";
import { Badge } from "#web/components/ui/badge";
import { Card } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { dataSourcesQuery } from "#web/entities/data-sources/data-sources";
import { persuadabilityLabel } from "#web/lib/display/persuadability";
import { useLanguage } from "#web/lib/i18n/language";

/** The four bands of the ranking, by their lowest score, with their range's message. */
const BANDS = [
  { min: 75, range: "from75" },
  { min: 70, range: "from70" },
  { min: 65, range: "from65" },
  { min: 60, range: "from60" },
] as const;

/** The score's inputs, in the order the card explains them. */
const INPUTS = ["votingRecord", "lean", "margin", "pastVote"] as const;

const strong = (className: string) => (chunks: ReactNode) => <strong className={className}>{chunks}</strong>;

function AsOf() {
  const t = useTranslations("persuadables.explanation");
  const locale = useLocale();
  const { data, isPending, isError } = useQuery(dataSourcesQuery);
  if (isError) return null;
  if (isPending) {
    return (
      <div className="mt-5 space-y-2">
        <span className="sr-only">{t("loadingAsOf")}</span>
        <Skeleton className="h-4 w-full max-w-md" />
        <Skeleton className="h-4 w-2/3 max-w-sm" />
      </div>
    );
  }
  return (
    <p className="mt-5 text-sm leading-6 text-slate-600">
      {t.rich("asOf", {
        date: formatLongDate(data.legislatorsAsOf, locale),
        congress: String(data.congress),
        model: data.modelVersion,
        strong: strong("font-semibold text-slate-800"),
      })}
    </p>
  );
}

/** What the score is and is not, in plain words (docs/persuadability.md), with the bands' colours. */
export function ExplanationCard() {
  const t = useTranslations("persuadables.explanation");
  const language = useLanguage();
  return (
    <Card className="p-5 sm:p-8">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div>
          <h2 className="flex items-center gap-2 text-xl font-bold text-brand-950">
            <InfoIcon aria-hidden="true" className="size-5 text-brand-600" />
            {t("title")}
          </h2>
          <p className="mt-3 leading-7 text-slate-700">{t("intro")}</p>
          <p className="mt-3 leading-7 text-slate-700">
            {t.rich("ruleOfThumb", { strong: strong("font-semibold text-slate-900") })}
          </p>
          <details className="group mt-4 rounded-lg border border-slate-200">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-2 font-semibold text-brand-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              {t("howBuilt")}
              <ChevronDownIcon
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-500 group-open:rotate-180 motion-safe:transition-transform"
              />
            </summary>
            <ul className="space-y-2 px-4 pt-1 pb-4 leading-7 text-slate-700">
              {INPUTS.map((input) => (
                <li key={input} className="flex gap-2">
                  <span aria-hidden="true" className="mt-3 size-1.5 shrink-0 rounded-full bg-brand-500" />
                  <span>
                    <strong className="font-semibold text-slate-900">{t(`inputs.${input}.name`)}:</strong>{" "}
                    {t(`inputs.${input}.text`)}
                  </span>
                </li>
              ))}
            </ul>
          </details>
          <AsOf />
        </div>
        <div className="rounded-lg bg-slate-50 p-5">
          <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{t("whoIsListed")}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-700">{t("whoIsListedText")}</p>
          <h3 className="mt-5 text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {t("bandsTitle")}
          </h3>
          <ul className="mt-3 space-y-2.5">
            {BANDS.map((band) => {
              const { label, tone } = persuadabilityLabel(band.min, language);
              return (
                <li key={band.min} className="flex items-center gap-3 text-sm">
                  <Badge tone={tone} className="w-22 shrink-0 justify-center whitespace-nowrap">
                    {t(`bands.${band.range}`)}
                  </Badge>
                  <span className="font-medium text-slate-800">{label}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </Card>
  );
}
