import ExternalLinkIcon from "lucide-react/icons/external-link";
import { useLocale, useTranslations } from "use-intl";
import { ACTION_KIND_LABELS_IN } from "#shared/i18n/rule-texts";
import type { LegislatorAction } from "#shared/legislator-actions";
import { formatLongDate } from "#shared/rules/dates";
import { NewTabNote } from "#web/components/ui/new-tab-note";
import { cn } from "#web/lib/cn";
import { useLanguage } from "#web/lib/i18n/language";

/** "congress.gov" for a source link, so the reader sees where it leads before following it. */
export function sourceHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * Actions on record, newest first, as a timeline: the date, what the member did in plain words,
 * the administrator's note and the public source.
 */
export function ActionsTimeline({ actions, className }: { actions: LegislatorAction[]; className?: string }) {
  const t = useTranslations("entities");
  const locale = useLocale();
  const kindLabels = ACTION_KIND_LABELS_IN[useLanguage()];
  return (
    <ol className={cn("relative space-y-5 border-l-2 border-emerald-200 pl-5", className)}>
      {actions.map((action) => (
        <li key={action.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.6875rem] size-3 rounded-full border-2 border-white bg-emerald-600 ring-2 ring-emerald-200"
          />
          <p className="text-sm font-medium text-slate-600">
            <time dateTime={action.date}>{formatLongDate(action.date, locale)}</time>
          </p>
          <p className="mt-0.5 font-semibold text-slate-900">{kindLabels[action.kind]}</p>
          {action.note && <p className="mt-1 text-sm leading-6 text-slate-700">{action.note}</p>}
          <a
            href={action.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-brand-700 hover:underline"
          >
            {t("actionsTimeline.source", { host: sourceHost(action.sourceUrl) })}
            <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
            <NewTabNote />
          </a>
        </li>
      ))}
    </ol>
  );
}
