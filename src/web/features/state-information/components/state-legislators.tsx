import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import type { VacancyReason, VacantSeat } from "#shared/find-legislators";
import { lookupMessage } from "#shared/i18n/lookup-messages";
import type { Legislator } from "#shared/legislator";
import { partyInitial, partyName } from "#shared/party-names";
import { Skeleton } from "#web/components/ui/skeleton";
import { LegislatorCard, LegislatorCardSkeleton } from "#web/entities/legislators/legislator-card";
import { legislatorsQuery, vacantSeatsQuery } from "#web/entities/legislators/legislators";
import { useLanguage } from "#web/lib/i18n/language";
import { paths } from "#web/lib/paths";

/** The lookup's message for each reason a seat is empty (VACANCY_REASON_TEXT, in every language). */
const VACANCY_REASON_KEYS = {
  vacant: "vacant",
  "awaiting-special-election-result": "awaitingSpecialElectionResult",
  "awaiting-updated-data": "awaitingUpdatedData",
} as const satisfies Record<VacancyReason, string>;

/** Why a seat is empty, in the page's language. */
function VacancyReasonText({ reason }: { reason: VacancyReason }) {
  return <>{lookupMessage(useLanguage(), VACANCY_REASON_KEYS[reason])}</>;
}

/** A seat with nobody in office, in the House list's row form. */
function VacantRow({ seat }: { seat: VacantSeat }) {
  const t = useTranslations("state-information.legislators");
  return (
    <li className="flex items-baseline gap-3 border-b border-slate-200 py-2.5 text-sm">
      <span className="w-14 shrink-0 font-semibold text-slate-500 tabular-nums">{seat.districtCode}</span>
      <span className="min-w-0 flex-1 text-slate-600">
        <span className="font-medium text-slate-900">{t("vacantSeat")}</span>{" "}
        <VacancyReasonText reason={seat.reason} />
      </span>
    </li>
  );
}

function HouseList({ members, vacant }: { members: Legislator[]; vacant: VacantSeat[] }) {
  const rows = [
    ...members.map((member) => ({ code: member.districtCode ?? member.state, member, seat: null })),
    ...vacant.map((seat) => ({ code: seat.districtCode ?? seat.state, member: null, seat })),
  ].sort((a, b) => a.code.localeCompare(b.code));
  return (
    <ul className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map(({ code, member, seat }) =>
        seat ? (
          <VacantRow key={code} seat={seat} />
        ) : (
          <li key={code} className="flex items-baseline gap-3 border-b border-slate-200 py-2.5 text-sm">
            <span className="w-14 shrink-0 font-semibold text-slate-500 tabular-nums">
              {member.districtCode ?? member.state}
            </span>
            <Link
              href={paths.legislator(member.slug)}
              className="min-w-0 flex-1 rounded-sm font-medium text-slate-900 hover:text-brand-700 hover:underline"
            >
              {member.fullName}
            </Link>
            <span className="shrink-0 text-slate-600">
              <PartyMark member={member} />
            </span>
          </li>
        ),
      )}
    </ul>
  );
}

/** The party's initial, with its name for screen readers. */
function PartyMark({ member }: { member: Legislator }) {
  const language = useLanguage();
  return (
    <>
      <span aria-hidden="true">{partyInitial(member.party, language)}</span>
      <span className="sr-only">{partyName(member.party, language, member.gender)}</span>
    </>
  );
}

/** The state's senators as cards and its House members as a compact list, all linked to their profiles. */
export function StateLegislators({ code, name }: { code: string; name: string }) {
  const t = useTranslations("state-information.legislators");
  const { data, isPending, isError } = useQuery(legislatorsQuery({ state: code, sort: "state" }));
  // The seats nobody holds are shown where their member would be; without them the list is still right.
  const vacancies = useQuery(vacantSeatsQuery(code));
  const senators = data?.filter((l) => l.type === "sen") ?? [];
  const house = data?.filter((l) => l.type === "rep") ?? [];
  // A state's empty Senate seats have no identity but their order.
  const vacantSenate = (vacancies.data?.filter((s) => s.type === "sen") ?? []).map((seat, i) => ({
    seat,
    key: `senate-seat-${i}`,
  }));
  const vacantHouse = vacancies.data?.filter((s) => s.type === "rep") ?? [];

  return (
    <section aria-labelledby="members-title" className="mt-12">
      <h2 id="members-title" className="text-2xl font-bold tracking-tight text-brand-950">
        {t("title", { state: name })}
      </h2>
      {isPending ? (
        <div role="status" className="mt-6">
          <span className="sr-only">{t("loading")}</span>
          <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <LegislatorCardSkeleton />
            <LegislatorCardSkeleton />
          </div>
          <Skeleton className="mt-8 h-5 w-40" />
        </div>
      ) : isError ? (
        <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 px-6 py-5 text-red-800">
          {t("loadFailed")}
        </p>
      ) : data.length === 0 && vacantSenate.length + vacantHouse.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("none", { state: name })}</p>
      ) : (
        <>
          {senators.length + vacantSenate.length > 0 && (
            <>
              <h3 className="mt-6 text-lg font-semibold text-slate-900">{t("senators")}</h3>
              <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {senators.map((senator) => (
                  <li key={senator.id}>
                    <LegislatorCard legislator={senator} />
                  </li>
                ))}
                {vacantSenate.map(({ seat, key }) => (
                  <li
                    key={key}
                    className="flex items-center rounded-xl border border-dashed border-slate-300 p-4"
                  >
                    <p className="text-sm text-slate-700">
                      <span className="block font-semibold text-slate-900">{t("senateSeatVacant")}</span>
                      <VacancyReasonText reason={seat.reason} />
                    </p>
                  </li>
                ))}
              </ul>
            </>
          )}
          {house.length + vacantHouse.length > 0 && (
            <>
              <h3 className="mt-8 text-lg font-semibold text-slate-900">
                {t("house", { count: house.length + vacantHouse.length })}
              </h3>
              <div className="mt-2">
                <HouseList members={house} vacant={vacantHouse} />
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
