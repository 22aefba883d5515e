import { useLocale, useTranslations } from "use-intl";
import { formatAsOf, parseCalendarDay } from "#shared/rules/dates";
import { cn } from "#web/lib/cn";

interface DataAsOfProps {
  /** The data's as-of date from the API (`yyyy-MM-dd`, or a year); render only once it is loaded. */
  asOf: string;
  /** The id of the page's fuller sources note, when it has one; a `<details>` there is opened. */
  sourcesId?: string;
  className?: string;
}

/** "Data as of June 15, 2026 · sources": a quiet line beside the figures it dates. */
export function DataAsOf({ asOf, sourcesId, className }: DataAsOfProps) {
  const t = useTranslations("components.ui");
  const locale = useLocale();
  const date = formatAsOf(asOf, locale);
  return (
    <p className={cn("text-sm text-slate-600", className)}>
      {parseCalendarDay(asOf) ? t("dataAsOf", { date }) : t("dataAsOfYear", { year: date })}
      {sourcesId && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">. </span>
          <a
            href={`#${sourcesId}`}
            onClick={() => openDisclosure(sourcesId)}
            className="rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {t("sources")}
          </a>
        </>
      )}
    </p>
  );
}

/** The link's own scroll does the rest; a closed disclosure would hide what it points to. */
function openDisclosure(id: string): void {
  const target = document.getElementById(id);
  if (target instanceof HTMLDetailsElement) target.open = true;
}
