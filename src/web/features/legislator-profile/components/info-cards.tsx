import YoutubeIcon from "lucide-react/icons/circle-play";
import GlobeIcon from "lucide-react/icons/globe";
import InfoIcon from "lucide-react/icons/info";
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import type { DistrictLines } from "#shared/district-lines";
import type { Legislator } from "#shared/legislator";
import { formatLongDate } from "#shared/rules/dates";
import { FacebookIcon, XLogoIcon } from "#web/components/layout/brand-icons";
import { NewTabNote } from "#web/components/ui/new-tab-note";
import { Tooltip } from "#web/components/ui/tooltip";
import { districtLinesNote, leanLabel, leanMeaning, leanMethod } from "#web/lib/display/lean";
import { facebookUrl, youtubeUrl } from "#web/lib/display/legislator-links";
import { formatHandle, xProfileUrl } from "#web/lib/display/social-handle";
import { useLanguage } from "#web/lib/i18n/language";
import { useOfficeWords } from "../lib/office-words";
import { genderLabel, notAvailable, optionalFigure, partyLabel, senateClassLabel } from "../lib/profile-text";
import { ProfileCard } from "./profile-card";

/** Biographical and political facts, side by side on wide screens. */
export function InfoCards({ legislator }: { legislator: Legislator }) {
  const t = useTranslations("legislator-profile.info");
  const locale = useLocale();
  const office = useOfficeWords();
  const { language } = office;
  const district = office.district(legislator);
  const senateClass = senateClassLabel(legislator, language);
  const linesNote = districtLinesNote(legislator, language);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ProfileCard title={t("bioTitle")} titleId="bio-title">
        <Facts>
          <Fact term={t("fullName")}>{legislator.fullName}</Fact>
          {legislator.nickname && <Fact term={t("nickname")}>{legislator.nickname}</Fact>}
          <Fact term={t("birthday")}>
            {legislator.birthday ? formatLongDate(legislator.birthday, locale) : notAvailable(language)}
          </Fact>
          <Fact term={t("gender")}>{genderLabel(legislator.gender, language)}</Fact>
        </Facts>
      </ProfileCard>
      <ProfileCard title={t("politicalTitle")} titleId="political-title">
        <Facts>
          <Fact term={t("position")}>{office.position(legislator)}</Fact>
          <Fact term={t("state")}>{office.state(legislator.state)}</Fact>
          {district && <Fact term={t("district")}>{district}</Fact>}
          {senateClass && <Fact term={t("senateClass")}>{senateClass}</Fact>}
          <Fact term={t("party")}>{partyLabel(legislator, language)}</Fact>
          <Fact term={<NoBreakInParentheses text={leanLabel(language)} />}>
            <span className="inline-flex items-center gap-1">
              <span className="font-semibold">{legislator.cookPvi ?? notAvailable(language)}</span>
              <LeanTooltip
                cookPvi={legislator.cookPvi}
                seat={legislator.type === "sen" ? "state" : "district"}
                lines={legislator.districtLines}
              />
            </span>
            {linesNote && <span className="mt-1 block font-normal text-slate-600">{linesNote}</span>}
          </Fact>
          {legislator.population !== null && (
            <Fact term={t("population")}>{optionalFigure(legislator.population, "", language)}</Fact>
          )}
          {legislator.medianHouseholdIncome !== null && (
            <Fact term={t("income")}>{optionalFigure(legislator.medianHouseholdIncome, "$", language)}</Fact>
          )}
        </Facts>
      </ProfileCard>
    </div>
  );
}

/** "Partisan lean (PVI-style)" may wrap, but never inside its parentheses ("(PVI-" / "style)"). */
function NoBreakInParentheses({ text }: { text: string }) {
  const open = text.indexOf("(");
  if (open < 0) return text;
  return (
    <>
      {text.slice(0, open)}
      <span className="whitespace-nowrap">{text.slice(open)}</span>
    </>
  );
}

function LeanTooltip({
  cookPvi,
  seat,
  lines,
}: {
  cookPvi: string | null;
  seat: "state" | "district";
  lines: DistrictLines | null;
}) {
  const t = useTranslations("legislator-profile.info");
  const language = useLanguage();
  return (
    <Tooltip
      content={
        <>
          <span className="block">{leanMeaning(cookPvi, seat, lines, language)}</span>
          <span className="mt-2 block text-brand-100">{leanMethod(lines, language)}</span>
        </>
      }
    >
      <button
        type="button"
        aria-label={t("leanHelp", { label: leanLabel(language).toLowerCase() })}
        className="inline-flex size-7 items-center justify-center rounded-full text-brand-600 hover:bg-brand-50"
      >
        <InfoIcon aria-hidden="true" className="size-4" />
      </button>
    </Tooltip>
  );
}

/** The member's website and social accounts. */
export function OnlineCard({ legislator }: { legislator: Legislator }) {
  const t = useTranslations("legislator-profile.online");
  const links: Array<{ key: string; href: string; icon: ReactNode; label: string; detail: string }> = [];
  if (legislator.url) {
    links.push({
      key: "website",
      href: legislator.url,
      icon: <GlobeIcon aria-hidden="true" className="size-4" />,
      label: t("website"),
      detail: legislator.url.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, ""),
    });
  }
  if (legislator.twitterHandle) {
    links.push({
      key: "twitter",
      href: xProfileUrl(legislator.twitterHandle),
      icon: <XLogoIcon className="size-3.5" />,
      label: "X (Twitter)",
      detail: formatHandle(legislator.twitterHandle),
    });
  }
  if (legislator.facebookId) {
    links.push({
      key: "facebook",
      href: facebookUrl(legislator.facebookId),
      icon: <FacebookIcon className="size-4" />,
      label: "Facebook",
      detail: legislator.facebookId,
    });
  }
  if (legislator.youtubeId) {
    links.push({
      key: "youtube",
      href: youtubeUrl(legislator.youtubeId),
      icon: <YoutubeIcon aria-hidden="true" className="size-4" />,
      label: "YouTube",
      // A channel id ("UC…") means nothing to a reader; a user name does.
      detail: /^UC[\w-]{22}$/.test(legislator.youtubeId) ? t("officialChannel") : legislator.youtubeId,
    });
  }
  return (
    <ProfileCard title={t("title")} titleId="online-title">
      {links.length === 0 ? (
        <p className="text-sm text-slate-600">{t("none")}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {links.map((link) => (
            <li key={link.key}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  {link.icon}
                </span>
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{link.label}</span>
                  <span className="block truncate text-slate-600">{link.detail}</span>
                </span>
                <NewTabNote />
              </a>
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="divide-y divide-slate-100 text-sm">{children}</dl>;
}

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_minmax(0,1fr)] items-center gap-3 py-2 first:pt-0 last:pb-0">
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
