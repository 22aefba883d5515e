import ScrollTextIcon from "lucide-react/icons/scroll-text";
import { useTranslations } from "use-intl";
import { pledgeWordingIn } from "#shared/i18n/rule-texts";
import type { PledgeLegislator, VoterPlace } from "#shared/rules/pledge-wording";
import { useLanguage } from "#web/lib/i18n/language";

export type { PledgeLegislator };

/** The words of the pledge (pledgeWording, in the page's language), as the voter reads them before pledging. */
export function PledgeText({
  legislators,
  voter,
}: {
  legislators: readonly PledgeLegislator[];
  /** Where the voter lives, when known: it decides which promise they can make to whom. */
  voter: VoterPlace | null;
}) {
  const t = useTranslations("entities.pledgeText");
  const { primary, support } = pledgeWordingIn(legislators, voter, useLanguage());
  return (
    <figure className="rounded-xl border border-accent-200 bg-accent-50 p-5">
      <figcaption className="flex items-center gap-2 text-sm font-semibold tracking-wide text-accent-700 uppercase">
        <ScrollTextIcon aria-hidden="true" className="size-4" />
        {legislators.length > 1 ? t("many") : t("one")}
      </figcaption>
      {[primary, support].map(
        (words) =>
          words && (
            <blockquote key={words} className="mt-3 leading-7 text-slate-800">
              {words}
            </blockquote>
          ),
      )}
    </figure>
  );
}
