import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import type { DistrictLines } from "#shared/district-lines";
import { formatAsOf, formatLongDate } from "#shared/rules/dates";
import { dataSourcesQuery } from "#web/entities/data-sources/data-sources";
import { leanLabel, leanMethod } from "#web/lib/display/lean";
import { useLanguage } from "#web/lib/i18n/language";

/**
 * "Data as of …" and, in a disclosure, how the figures on the page are made and where the data
 * comes from: the persuadability model, the lean, the pledge thresholds and the primary rules,
 * summarised from docs/persuadability.md.
 */
export function DataSourcesNote({
  dataAsOf,
  districtLines = null,
}: {
  dataAsOf: string;
  /** The member's lines (src/shared/district-lines.ts): a district redrawn for 2026 has its own method. */
  districtLines?: DistrictLines | null;
}) {
  const sources = useQuery(dataSourcesQuery);
  const t = useTranslations("legislator-profile.sources");
  const locale = useLocale();
  const language = useLanguage();
  const strong = (chunks: ReactNode) => <strong className="font-semibold text-slate-900">{chunks}</strong>;
  return (
    <div className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">
      <p>
        {t("dataAsOf", { date: formatLongDate(dataAsOf, locale) })}
        {sources.data && (
          <> · {t("congress", { congress: sources.data.congress, version: sources.data.modelVersion })}</>
        )}
      </p>
      <details id="about-the-data" className="group mt-3 rounded-lg border border-slate-200 bg-slate-50">
        <summary className="cursor-pointer rounded-lg px-4 py-3 font-medium text-slate-800 hover:text-brand-800">
          {t("summary")}
        </summary>
        <div className="space-y-3 px-4 pb-4 leading-6 text-slate-700">
          <p>{t.rich("persuadability", { strong })}</p>
          <p>
            <strong className="font-semibold text-slate-900">{leanLabel(language)}.</strong>{" "}
            {leanMethod(districtLines, language)}
          </p>
          <p>
            {t.rich("impact", { strong })}
            {districtLines === "2026" && t("impactNewLines")}
          </p>
          <p>{t.rich("primaries", { strong })}</p>
          {sources.isError && <p>{t("loadError")}</p>}
          {sources.data && (
            <>
              <h2 className="pt-2 font-semibold text-slate-900">{t("title")}</h2>
              <ul className="space-y-2">
                {sources.data.sources.map((source) => (
                  <li key={source.name}>
                    <span className="font-medium text-slate-900">{source.name}</span>
                    {source.asOf && <span>{t("asOf", { date: formatAsOf(source.asOf, locale) })}</span>}:{" "}
                    {source.description}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </details>
    </div>
  );
}
