import { useQuery } from "@tanstack/react-query";
import AwardIcon from "lucide-react/icons/award";
import BellRingIcon from "lucide-react/icons/bell-ring";
import CalendarCheckIcon from "lucide-react/icons/calendar-check";
import HandHeartIcon from "lucide-react/icons/hand-heart";
import LockIcon from "lucide-react/icons/lock";
import MailIcon from "lucide-react/icons/mail";
import PhoneIcon from "lucide-react/icons/phone";
import Share2Icon from "lucide-react/icons/share-2";
import StarIcon from "lucide-react/icons/star";
import { useTranslations } from "use-intl";
import { Progress } from "#web/components/ui/progress";
import { Skeleton } from "#web/components/ui/skeleton";
import { engagementQuery } from "#web/entities/engagement/engagement";
import { userPledgesQuery } from "#web/entities/pledges/user-pledges";
import { cn } from "#web/lib/cn";
import { type BadgeId, engagementBadges } from "#web/lib/display/badges";
import { useLanguage } from "#web/lib/i18n/language";
import { LoadError } from "./load-error";
import { SectionCard } from "./section-card";

const ICONS: Record<BadgeId, typeof AwardIcon> = {
  "first-pledge": AwardIcon,
  "email-advocate": MailIcon,
  "phone-activist": PhoneIcon,
  "social-amplifier": Share2Icon,
  "calendar-ready": CalendarCheckIcon,
  "email-alert": BellRingIcon,
  "campaign-supporter": HandHeartIcon,
  "engagement-star": StarIcon,
};

/** The eight badges, earned ones first, from the server's engagement flags and the pledge count. */
export function BadgesCard() {
  const t = useTranslations("dashboard.badges");
  const language = useLanguage();
  const engagement = useQuery(engagementQuery);
  const pledges = useQuery(userPledgesQuery);

  let body: React.ReactNode;
  if (engagement.isError) {
    body = <LoadError title={t("loadFailed")} onRetry={() => void engagement.refetch()} />;
  } else if (engagement.isPending || pledges.isPending) {
    body = (
      <div role="status">
        <span className="sr-only">{t("loading")}</span>
        <div className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
          {Array.from({ length: 8 }, (_, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={n} className="h-16" />
          ))}
        </div>
      </div>
    );
  } else {
    const badges = engagementBadges(engagement.data, pledges.data?.length ?? 0, language);
    const earned = badges.filter((badge) => badge.unlocked).length;
    body = (
      <>
        <div className="mb-5 flex items-center gap-3">
          <Progress
            value={(earned / badges.length) * 100}
            aria-label={t("progressLabel")}
            indicatorClassName="bg-accent-500"
          />
          <span className="shrink-0 text-sm font-semibold text-slate-700">
            {t("progress", { earned: String(earned), total: String(badges.length) })}
          </span>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {badges.map((badge) => {
            const Icon = badge.unlocked ? ICONS[badge.id] : LockIcon;
            return (
              <li
                key={badge.id}
                className={cn(
                  "flex items-center gap-3 rounded-lg border p-3",
                  badge.unlocked ? "border-accent-200 bg-accent-50" : "border-slate-200 bg-slate-50",
                )}
              >
                <span
                  className={cn(
                    "flex size-10 shrink-0 items-center justify-center rounded-full",
                    badge.unlocked ? "bg-accent-400 text-brand-950" : "bg-slate-200 text-slate-500",
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0">
                  <p className={cn("font-semibold", badge.unlocked ? "text-brand-950" : "text-slate-700")}>
                    {badge.name}
                    <span className="sr-only">{badge.unlocked ? t("earned") : t("locked")}</span>
                  </p>
                  <p className="text-sm leading-5 text-slate-600">{badge.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </>
    );
  }
  return (
    <SectionCard title={t("title")} description={t("description")}>
      {body}
    </SectionCard>
  );
}
