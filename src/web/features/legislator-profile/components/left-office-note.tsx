import DoorOpenIcon from "lucide-react/icons/door-open";
import { useLocale, useTranslations } from "use-intl";
import { pathInLanguage } from "#shared/language";
import type { Legislator } from "#shared/legislator";
import { formatLongDate } from "#shared/rules/dates";
import { cn } from "#web/lib/cn";
import { useLanguage } from "#web/lib/i18n/language";
import { paths } from "#web/lib/paths";

type Former = Pick<Legislator, "firstName" | "lastName" | "leftOffice">;

/** In place of the pledge buttons on a former member's profile: there is no primary of theirs to pledge for. */
export function LeftOfficeNote({ legislator, className }: { legislator: Former; className?: string }) {
  const t = useTranslations("legislator-profile.leftOffice");
  const locale = useLocale();
  return (
    <p
      className={cn(
        "flex gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm leading-6 text-slate-700",
        className,
      )}
    >
      <DoorOpenIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500" />
      <span>
        {t("note", {
          name: `${legislator.firstName} ${legislator.lastName}`,
          date: formatLongDate(legislator.leftOffice, locale),
        })}
      </span>
    </p>
  );
}

/** The banner at the top of a former member's profile. */
export function LeftOfficeBanner({ legislator }: { legislator: Former & Pick<Legislator, "fullName"> }) {
  const t = useTranslations("legislator-profile.leftOffice");
  const locale = useLocale();
  const language = useLanguage();
  return (
    <div className="mt-6 flex items-start gap-3 rounded-xl border border-slate-300 bg-slate-100 p-5 text-slate-900">
      <DoorOpenIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-600" />
      <div>
        <h2 className="font-semibold">
          {t("bannerTitle", {
            name: legislator.fullName,
            date: formatLongDate(legislator.leftOffice, locale),
          })}
        </h2>
        <p className="mt-0.5 text-sm leading-6">
          {t.rich("bannerBody", {
            link: (chunks) => (
              <a
                href={pathInLanguage(paths.legislators, language)}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {chunks}
              </a>
            ),
          })}
        </p>
      </div>
    </div>
  );
}
