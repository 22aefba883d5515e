import { useLocale, useTranslations } from "use-intl";
import { formatLongDate } from "#shared/rules/dates";
import type { PrimaryDateDisplay } from "#shared/rules/primary-date";
import { Badge } from "#web/components/ui/badge";

/**
 * A primary date as the display rule gives it, in the page's language: an exact date in its long
 * form, an estimate with an 'Expected' tag before its "2028*", or 'TBD'.
 */
export function PrimaryDateValue({ display }: { display: PrimaryDateDisplay }) {
  const t = useTranslations("state-information.dates");
  const locale = useLocale();
  if (display.kind === "exact") return <>{formatLongDate(display.date, locale)}</>;
  if (display.kind === "unknown") return <>{t("tbd")}</>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge tone="amber">{t("expected")}</Badge> <span>{display.year}*</span>
    </span>
  );
}
