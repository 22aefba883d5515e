import CheckIcon from "lucide-react/icons/check";
import { useTranslations } from "use-intl";
import { stateNameIn } from "#shared/i18n/states";
import type { Language } from "#shared/language";
import type { Legislator } from "#shared/legislator";
import { positionTitleIn, seatLabel, sitsWithRepublicans } from "#shared/legislator-label";
import { partyName } from "#shared/party-names";
import { Avatar } from "#web/components/ui/avatar";
import { Badge } from "#web/components/ui/badge";
import { Checkbox } from "#web/components/ui/checkbox";
import { PledgeTally } from "#web/entities/legislators/pledge-tally-text";
import { cn } from "#web/lib/cn";
import { persuadabilityTone } from "#web/lib/display/persuadability";
import { useLanguage } from "#web/lib/i18n/language";

export type ChoiceLegislator = Pick<
  Legislator,
  | "id"
  | "firstName"
  | "lastName"
  | "fullName"
  | "party"
  | "caucus"
  | "isDelegate"
  | "type"
  | "state"
  | "districtCode"
  | "district"
  | "imageUrl"
  | "persuadabilityScore"
  | "pledgeCount"
  | "constituentPledgeCount"
  | "dataAsOf"
> & { gender?: Legislator["gender"] };

type Seat = Pick<Legislator, "type" | "state"> & { gender?: Legislator["gender"] };

/**
 * "Senator" or "Representative", a delegate's seat too; Spanish names a senator by gender
 * ("Senadora"), the masculine when it is not known (a vacant seat).
 */
export function officeName(seat: Seat, language: Language): string {
  return positionTitleIn(
    { type: seat.type, state: seat.state, isDelegate: false, gender: seat.gender ?? null },
    language,
  );
}

/** The seat in words a voter reads (seatName): the state for a senator, "TX-12" for a House member. */
function seatNameIn(legislator: ChoiceLegislator, language: Language): string {
  return legislator.type === "sen" ? stateNameIn(legislator.state, language) : seatLabel(legislator);
}

interface LegislatorChoiceCardProps {
  legislator: ChoiceLegislator;
  selected: boolean;
  /** Already pledged by this voter: shown, but not offered again. */
  pledged?: boolean;
  /** The voter lives outside the seat: they can support, not vote in this primary. */
  outside?: boolean;
  onToggle(): void;
}

/**
 * Step 2's card: the whole card toggles the Select checkbox, which carries the legislator's name.
 * A delegate, who casts no vote on impeachment, is shown but cannot be chosen; the persuadability
 * score is shown for members who sit with the Republicans only, as on the other cards.
 */
export function LegislatorChoiceCard({
  legislator,
  selected,
  pledged = false,
  outside = false,
  onToggle,
}: LegislatorChoiceCardProps) {
  const t = useTranslations("pledge-wizard.choiceCard");
  const language = useLanguage();
  const id = `choose-legislator-${legislator.id}`;
  const score = legislator.persuadabilityScore;
  return (
    <div
      className={cn(
        "relative flex h-full gap-4 rounded-xl border bg-white p-4 shadow-sm transition-colors",
        selected
          ? "border-brand-600 bg-brand-50/60 ring-2 ring-brand-600"
          : "border-slate-200 hover:border-brand-300",
        (pledged || legislator.isDelegate) && "bg-slate-50",
      )}
    >
      <Avatar
        src={legislator.imageUrl}
        name={[legislator.firstName, legislator.lastName]}
        width={64}
        height={80}
        className="rounded-lg text-lg"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="text-base leading-6 font-semibold text-slate-900">{legislator.fullName}</p>
          {pledged ? (
            <Badge tone="green" className="shrink-0 gap-1">
              <CheckIcon aria-hidden="true" className="size-3.5" strokeWidth={3} />
              {t("pledged")}
            </Badge>
          ) : legislator.isDelegate ? (
            <Badge tone="amber" className="shrink-0">
              {t("nonVoting")}
            </Badge>
          ) : (
            <span className="flex shrink-0 items-center gap-2">
              <Checkbox
                id={id}
                checked={selected}
                onCheckedChange={onToggle}
                aria-label={t("selectName", { name: legislator.fullName })}
                className="relative z-10"
              />
              {/* The label stretches over the whole card, so a tap anywhere on it toggles the choice. */}
              <label htmlFor={id} className="text-sm font-medium text-slate-700 after:absolute after:inset-0">
                {t("select")}
              </label>
            </span>
          )}
        </div>
        <p className="text-sm text-slate-600">
          {partyName(legislator.party, language, legislator.gender)} · {officeName(legislator, language)}
        </p>
        <p className="text-sm text-slate-600">
          {seatLabel(legislator)} · {stateNameIn(legislator.state, language)}
        </p>
        {outside && (
          <p className="mt-2 text-sm font-medium text-amber-800">
            {t("outside", { seat: seatNameIn(legislator, language) })}
          </p>
        )}
        {legislator.isDelegate ? (
          <p className="mt-2 text-sm text-slate-700">{t("delegate")}</p>
        ) : (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {sitsWithRepublicans(legislator) && (
              <Badge tone={persuadabilityTone(score)}>{t("persuadability", { score })}</Badge>
            )}
            <span className="text-xs text-slate-600">
              <PledgeTally counts={legislator} />
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
