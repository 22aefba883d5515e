import CalendarPlusIcon from "lucide-react/icons/calendar-plus";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import DownloadIcon from "lucide-react/icons/download";
import InfoIcon from "lucide-react/icons/info";
import TriangleAlertIcon from "lucide-react/icons/triangle-alert";
import UsersIcon from "lucide-react/icons/users";
import { useLocale, useTranslations } from "use-intl";
import { Link } from "wouter";
import { republicanPrimaryRulesIn, whoMayVoteInRepublicanPrimaryIn } from "#shared/i18n/rule-texts";
import type { Legislator } from "#shared/legislator";
import { registeredPartyName } from "#shared/party-names";
import type { PrimaryElection } from "#shared/primary-election";
import { formatLongDate } from "#shared/rules/dates";
import { icsCalendar } from "#shared/rules/ics";
import { primaryAccess, voterRegistration } from "#shared/rules/primary-access";
import type { PrimaryDateDisplay } from "#shared/rules/primary-date";
import { Avatar } from "#web/components/ui/avatar";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { ActedBadge } from "#web/entities/legislators/acted-badge";
import { PledgeTally } from "#web/entities/legislators/pledge-tally-text";
import { calendarAvailability, googleCalendarUrl } from "#web/lib/display/calendar";
import { downloadTextFile } from "#web/lib/download-file";
import { paths } from "#web/lib/paths";
import { useCalendarDay } from "#web/lib/render-time";
import { useOfficeWords } from "../lib/office-words";
import { primaryCalendarEvent } from "../lib/profile-text";
import { useVisitorStanding } from "../lib/use-visitor";
import { LeftOfficeNote } from "./left-office-note";
import { PledgeAction } from "./pledge-action";

const PHOTO = { width: 176, height: 216 };

interface SummaryCardProps {
  legislator: Legislator;
  /** The seat's next primary; undefined while the state's rules load. */
  primary: PrimaryDateDisplay | undefined;
  /** The state's primary rules; undefined while they load, null when none are on file. */
  rules: PrimaryElection | null | undefined;
  republican: boolean;
  pageUrl: string;
}

/** The left column's first card: photo, badges, the primary, the pledge count and the pledge itself. */
export function SummaryCard({ legislator, primary, rules, republican, pageUrl }: SummaryCardProps) {
  const { pledged, registeredParty } = useVisitorStanding(legislator.id);
  const t = useTranslations("legislator-profile.summary");
  const locale = useLocale();
  const office = useOfficeWords();
  return (
    <Card className="p-5 sm:flex sm:items-start sm:gap-8 sm:p-6 lg:block">
      {/* Photo beside the facts on tablets, where the card spans the page; stacked in the side column and on phones. */}
      <div className="flex shrink-0 flex-col items-center text-center">
        <Avatar
          src={legislator.imageUrl}
          name={[legislator.firstName, legislator.lastName]}
          width={PHOTO.width}
          height={PHOTO.height}
          alt={t("photoAlt", { name: legislator.fullName })}
          className="rounded-xl text-4xl shadow-sm"
        />
        <div className="mt-4 flex flex-wrap justify-center gap-1.5">
          <Badge tone="neutral">{office.party(legislator)}</Badge>
          <Badge tone="brand">{office.chamber(legislator.type)}</Badge>
          {legislator.isDelegate && <Badge tone="amber">{t("nonVoting")}</Badge>}
          {legislator.hasActed && <ActedBadge />}
        </div>
      </div>

      <div className="min-w-0 flex-1">
        <dl className="mt-6 space-y-4 border-t border-slate-100 pt-5 text-sm sm:mt-0 sm:border-t-0 sm:pt-0 lg:mt-6 lg:border-t lg:pt-5">
          {!legislator.inOffice ? (
            <div>
              <dt className="font-medium text-slate-600">{t("leftOffice")}</dt>
              <dd className="mt-0.5 text-lg font-semibold text-slate-900">
                {formatLongDate(legislator.leftOffice, locale)}
              </dd>
            </div>
          ) : (
            <div>
              <dt className="font-medium text-slate-600">{t("primaryElection")}</dt>
              <dd className="mt-0.5 text-lg font-semibold text-slate-900" data-testid="primary-date">
                {primary === undefined ? (
                  <Skeleton className="h-7 w-36" />
                ) : primary.kind === "expected" ? (
                  <>
                    {t("expected", { year: String(primary.year) })}
                    <span aria-hidden="true">*</span>
                  </>
                ) : primary.kind === "exact" ? (
                  formatLongDate(primary.date, locale)
                ) : (
                  t("tbd")
                )}
              </dd>
              {primary?.kind === "expected" && (
                <dd className="mt-1 text-xs leading-5 text-slate-600">{t("expectedNote")}</dd>
              )}
              {primary?.kind === "unknown" && (
                <dd className="mt-1 text-xs leading-5 text-slate-600">{t("noPrimaryDate")}</dd>
              )}
            </div>
          )}
          <div>
            <dt className="font-medium text-slate-600">{t("pledges")}</dt>
            <dd
              className="mt-0.5 flex items-center gap-2 text-lg font-semibold text-slate-900"
              data-testid="pledge-count"
            >
              <UsersIcon aria-hidden="true" className="size-5 text-brand-500" />
              <PledgeTally counts={legislator} />
            </dd>
          </div>
        </dl>

        {republican && rules && (
          <PrimaryAccessNote rules={rules} registeredParty={registeredParty} state={legislator.state} />
        )}

        <div className="mt-5">
          {!legislator.inOffice ? (
            <LeftOfficeNote legislator={legislator} />
          ) : pledged ? (
            <PledgedConfirmation legislator={legislator} primary={primary} pageUrl={pageUrl} />
          ) : legislator.isDelegate ? (
            <p className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm leading-6 text-slate-700">
              <InfoIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
              <span>
                {t("delegate", {
                  position: office.position(legislator).toLowerCase(),
                  name: `${legislator.firstName} ${legislator.lastName}`,
                })}
              </span>
            </p>
          ) : (
            <PledgeAction legislator={legislator} className="w-full" />
          )}
        </div>
      </div>
    </Card>
  );
}

const ACCESS_TITLES = { closed: "closed", "semi-closed": "semiClosed", "party-rules": "partyRules" } as const;

/**
 * Who must change their registration to keep the pledge: the signed-in voter's own line when their
 * registration is on file (nothing when they need not act), else every status that must.
 */
function PrimaryAccessNote({
  rules,
  registeredParty,
  state,
}: {
  rules: PrimaryElection;
  registeredParty: string | null | undefined;
  state: string;
}) {
  const t = useTranslations("legislator-profile.access");
  const office = useOfficeWords();
  const access = primaryAccess(rules);
  if (access !== "closed" && access !== "semi-closed" && access !== "party-rules") return null;
  const mine = voterRegistration(registeredParty);
  const lines = mine
    ? [whoMayVoteInRepublicanPrimaryIn(rules, mine, "you", office.language)].filter((line) => line.mustAct)
    : republicanPrimaryRulesIn(rules, office.language);
  if (lines.length === 0) return null;
  return (
    <div
      className="mt-5 flex gap-2.5 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-left text-sm leading-6 text-amber-950"
      data-testid="primary-access-note"
    >
      <TriangleAlertIcon aria-hidden="true" className="mt-1 size-4 shrink-0" />
      <div>
        <p>
          <strong className="font-semibold">{t(ACCESS_TITLES[access])}</strong>{" "}
          {mine
            ? t("introMine", {
                state: office.state(state),
                party: registeredPartyName(registeredParty ?? "", office.language),
              })
            : t("intro", { state: office.state(state) })}
        </p>
        {lines.map((line) => (
          <p key={line.registration} className="mt-1">
            {line.text}
          </p>
        ))}
      </div>
    </div>
  );
}

function PledgedConfirmation({
  legislator,
  primary,
  pageUrl,
}: {
  legislator: Legislator;
  primary: PrimaryDateDisplay | undefined;
  pageUrl: string;
}) {
  const today = useCalendarDay();
  const t = useTranslations("legislator-profile.pledged");
  const office = useOfficeWords();
  const calendar = primary ? calendarAvailability(primary, today, office.language) : null;
  const event =
    calendar?.kind === "available"
      ? primaryCalendarEvent(legislator, calendar.date, pageUrl, office.language)
      : null;
  const calendarLink = event ? googleCalendarUrl(event) : null;
  const ics = event ? icsCalendar({ ...event, now: new Date() }) : null;

  return (
    <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-left">
      <p className="flex items-start gap-2 font-semibold text-emerald-900">
        <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t("title", { name: `${legislator.firstName} ${legislator.lastName}` })}
      </p>
      {event && calendarLink && ics ? (
        <>
          <p className="mt-1 text-sm leading-6 text-emerald-900">{t("calendarIntro")}</p>
          <div className="mt-3 flex flex-col gap-2">
            <Button asChild variant="primary" className="w-full">
              <a href={calendarLink} target="_blank" rel="noopener noreferrer">
                <CalendarPlusIcon aria-hidden="true" className="size-4" />
                {t("addToCalendar")}
                <span className="sr-only">{t("googleCalendar")}</span>
              </a>
            </Button>
            <Button
              variant="outline"
              className="w-full"
              onClick={() => downloadTextFile(event.filename, ics, "text/calendar")}
            >
              <DownloadIcon aria-hidden="true" className="size-4" />
              {t("downloadIcs")}
            </Button>
          </div>
        </>
      ) : (
        calendar && (
          <p className="mt-1 text-sm leading-6 text-emerald-900" data-testid="primary-not-announced">
            {t.rich("meanwhile", {
              text: calendar.kind === "unannounced" ? calendar.text : "",
              state: office.state(legislator.state),
              link: (chunks) => (
                <Link
                  href={paths.stateInformation(legislator.state)}
                  className="font-semibold underline underline-offset-2"
                >
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )
      )}
    </div>
  );
}
