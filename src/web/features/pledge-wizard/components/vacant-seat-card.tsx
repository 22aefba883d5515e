import UserRoundXIcon from "lucide-react/icons/user-round-x";
import { useTranslations } from "use-intl";
import type { VacantSeat } from "#shared/find-legislators";
import { stateNameIn } from "#shared/i18n/states";
import { seatLabel } from "#shared/legislator-label";
import { useLanguage } from "#web/lib/i18n/language";
import { vacancyText } from "../wizard-model";
import { officeName } from "./legislator-choice-card";

/** Step 2's card for a seat with no member in office, where that member's card would be. */
export function VacantSeatCard({ seat }: { seat: VacantSeat }) {
  const t = useTranslations("pledge-wizard");
  const language = useLanguage();
  return (
    <div className="flex h-full gap-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
      <div className="flex h-20 w-16 shrink-0 items-center justify-center rounded-lg bg-slate-200 text-slate-600">
        <UserRoundXIcon aria-hidden="true" className="size-7" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-base leading-6 font-semibold text-slate-900">{t("vacantSeat")}</p>
        <p className="text-sm text-slate-600">
          {officeName(seat, language)} · {seatLabel(seat)} · {stateNameIn(seat.state, language)}
        </p>
        <p className="mt-2 text-sm text-slate-700">{vacancyText(seat.reason, language)}</p>
      </div>
    </div>
  );
}
