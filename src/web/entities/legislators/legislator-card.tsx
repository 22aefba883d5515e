import CalendarIcon from "lucide-react/icons/calendar";
import PhoneIcon from "lucide-react/icons/phone";
import UsersIcon from "lucide-react/icons/users";
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Link } from "wouter";
import { stateNameIn } from "#shared/i18n/states";
import type { Legislator } from "#shared/legislator";
import { seatLabel, sitsWithRepublicans } from "#shared/legislator-label";
import { partyInitial, partyName } from "#shared/party-names";
import { formatLongDate } from "#shared/rules/dates";
import type { PrimaryDateDisplay } from "#shared/rules/primary-date";
import { XLogoIcon } from "#web/components/layout/brand-icons";
import { Avatar } from "#web/components/ui/avatar";
import { Badge } from "#web/components/ui/badge";
import { Card } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { cn } from "#web/lib/cn";
import { persuadabilityTone } from "#web/lib/display/persuadability";
import { formatPhone, phoneHref } from "#web/lib/display/phone";
import { formatHandle, xProfileUrl } from "#web/lib/display/social-handle";
import { useLanguage } from "#web/lib/i18n/language";
import { paths } from "#web/lib/paths";
import { ActedBadge } from "./acted-badge";
import { PledgeTally } from "./pledge-tally-text";

const PHOTO = { width: 72, height: 88 };

export type CardLegislator = Pick<
  Legislator,
  | "id"
  | "slug"
  | "firstName"
  | "lastName"
  | "fullName"
  | "type"
  | "party"
  | "caucus"
  | "gender"
  | "state"
  | "districtCode"
  | "imageUrl"
  | "pledgeCount"
  | "constituentPledgeCount"
  | "hasActed"
  | "persuadabilityScore"
  | "twitterHandle"
  | "phone"
>;

/** The seat's next primary for the card: a rule's answer, "loading", or "unavailable" if the rules failed to load. */
export type CardPrimary = PrimaryDateDisplay | "loading" | "unavailable";

interface LegislatorCardProps {
  legislator: CardLegislator;
  /**
   * The full card (the browse page, the dashboard): adds the primary date, the Twitter and Call
   * links and room for `actions`. Without it the card is the home page's short summary.
   */
  details?: { primary: CardPrimary };
  /** The card's buttons: `CardPledgeButton`, `CardContactActions`, or a page's own. */
  actions?: ReactNode;
  /** A note above the buttons, e.g. where the voter's pledge stands (the dashboard). */
  note?: ReactNode;
}

/**
 * A legislator at a glance: photo, chamber, name, seat, party, persuadability (for those who sit
 * with the Republicans) and how many voters have pledged; with `details`, also the primary date,
 * Twitter and phone, and the action buttons pinned to the bottom so a row of cards lines up.
 */
export function LegislatorCard({ legislator, details, actions, note }: LegislatorCardProps) {
  const t = useTranslations("entities.legislatorCard");
  const language = useLanguage();
  const href = paths.legislator(legislator.slug);
  const score = legislator.persuadabilityScore;
  const handle = legislator.twitterHandle ? formatHandle(legislator.twitterHandle) : "";
  return (
    <Card className="flex h-full flex-col p-4 transition-shadow hover:shadow-md">
      <div className="flex gap-4">
        {/* The name below is the link for keyboard and screen-reader users; the photo is a second mouse target. */}
        <Link href={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar
            src={legislator.imageUrl}
            name={[legislator.firstName, legislator.lastName]}
            width={PHOTO.width}
            height={PHOTO.height}
            className="rounded-lg text-xl"
          />
        </Link>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap gap-1.5">
            <Badge tone={legislator.type === "sen" ? "brand" : "neutral"}>
              {t(`chamber.${legislator.type}`)}
            </Badge>
            {legislator.hasActed && <ActedBadge />}
          </div>
          <h3 className="mt-1.5 text-base leading-6 font-semibold text-balance text-slate-900">
            <Link href={href} className="rounded-sm hover:text-brand-700 hover:underline">
              {legislator.fullName}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            <abbr title={stateNameIn(legislator.state, language)} className="no-underline">
              {seatLabel(legislator)}
            </abbr>
            <span aria-hidden="true"> · </span>
            <span aria-hidden="true">{partyInitial(legislator.party, language)}</span>
            <span className="sr-only">, {partyName(legislator.party, language, legislator.gender)}</span>
          </p>
          {sitsWithRepublicans(legislator) && (
            // A line of its own, so that it never wraps differently from one grid width to another.
            <div className="mt-1.5 flex">
              <Badge tone={persuadabilityTone(score)}>
                <span className="sr-only">{t("persuadabilityScore")} </span>
                <span aria-hidden="true">{t("persuadability")}&nbsp;</span>
                {score}
                <span className="sr-only"> {t("outOf100")}</span>
              </Badge>
            </div>
          )}
          <p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-slate-700">
            <UsersIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
            <PledgeTally counts={legislator} />
          </p>
          {details && <PrimaryLine primary={details.primary} />}
        </div>
      </div>
      {/* Pinned to the bottom, so the links and buttons of a row of cards line up. */}
      {(details || actions || note) && (
        <div className="mt-auto">
          {details && (
            <div className="mt-3 flex min-h-6 flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm">
              {handle && (
                <a
                  href={xProfileUrl(handle)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-w-0 items-center gap-1.5 rounded-sm font-medium text-brand-700 hover:underline"
                >
                  <XLogoIcon className="size-3.5 shrink-0" />
                  <span className="sr-only">{t("onX", { name: legislator.fullName })} </span>
                  <span className="truncate">{handle}</span>
                </a>
              )}
              {legislator.phone && (
                <a
                  href={phoneHref(legislator.phone)}
                  className="inline-flex items-center gap-1.5 rounded-sm font-medium whitespace-nowrap text-brand-700 hover:underline"
                >
                  <PhoneIcon aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="sr-only">{t("callOffice", { name: legislator.fullName })} </span>
                  {formatPhone(legislator.phone)}
                </a>
              )}
              {!handle && !legislator.phone && <span className="text-slate-500">{t("noContact")}</span>}
            </div>
          )}
          {note && <div className="pt-4">{note}</div>}
          {actions && <div className="flex gap-2 pt-4">{actions}</div>}
        </div>
      )}
    </Card>
  );
}

function PrimaryLine({ primary }: { primary: CardPrimary }) {
  const t = useTranslations("entities.legislatorCard");
  const locale = useLocale();
  return (
    <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
      <CalendarIcon aria-hidden="true" className="size-4 shrink-0 text-brand-500" />
      {primary === "loading" ? (
        <>
          {t("primary")} <Skeleton className="h-4 w-20" />
        </>
      ) : (
        <span>
          {t("primary")}{" "}
          {primary === "unavailable" ? (
            <span className="text-slate-500">{t("primaryUnavailable")}</span>
          ) : primary.kind === "expected" ? (
            <span className="font-medium">
              {t("primaryExpected", { year: String(primary.year) })}
              <span aria-hidden="true">*</span>
            </span>
          ) : (
            <span className="font-medium">
              {primary.kind === "exact" ? formatLongDate(primary.date, locale) : t("primaryTbd")}
            </span>
          )}
        </span>
      )}
    </p>
  );
}

/**
 * The card's shape while the list loads, line for line at the card's heights (a Republican's card,
 * with its persuadability line; `details` and `actions` as on the card), so nothing shifts.
 */
export function LegislatorCardSkeleton({
  details = false,
  actions = false,
}: {
  details?: boolean;
  actions?: boolean;
}) {
  return (
    <Card className="flex h-full flex-col p-4">
      <div className="flex gap-4">
        <Skeleton className="h-[88px] w-[72px] shrink-0 rounded-lg" />
        <div className="min-w-0 flex-1">
          <SkeletonLine height="h-5" className="w-16 rounded-full" />
          <SkeletonLine height="mt-1.5 h-6" className="w-40" />
          <SkeletonLine height="h-5" className="w-20" />
          <SkeletonLine height="mt-1.5 h-5" className="w-32 rounded-full" />
          <SkeletonLine height="mt-2 h-5" className="w-24" />
          {details && <SkeletonLine height="mt-1 h-5" className="w-36" />}
        </div>
      </div>
      {details && (
        <div className="mt-3 flex min-h-6 items-center gap-4 border-t border-slate-100 pt-3">
          <SkeletonLine height="h-5" className="w-28" />
          <SkeletonLine height="h-5" className="w-28" />
        </div>
      )}
      {actions && (
        <div className="mt-auto pt-4">
          <Skeleton className="h-10 w-full" />
        </div>
      )}
    </Card>
  );
}

/** One line of the card: a box of the line's height holding a bar a little shorter than the text. */
function SkeletonLine({ height, className }: { height: string; className: string }) {
  return (
    <div className={cn("flex items-center", height)}>
      <Skeleton className={cn("h-4 max-w-full", className)} />
    </div>
  );
}
