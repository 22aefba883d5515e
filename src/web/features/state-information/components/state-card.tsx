import ArrowRightIcon from "lucide-react/icons/arrow-right";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import ClockIcon from "lucide-react/icons/clock";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { Badge } from "#web/components/ui/badge";
import { buttonClasses } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { cn } from "#web/lib/cn";
import { paths } from "#web/lib/paths";
import { type StateEntry, statePrimaryDate } from "../state-rules";
import { PrimaryDateValue } from "./primary-date-value";
import { usePrimaryTypeText } from "./primary-type";

interface StateCardProps {
  entry: StateEntry;
  today: string;
  /** The list is still loading: the name and link show, the date is a placeholder. */
  pending: boolean;
}

/** One state on the index: its name, whether we have its rules, the next primary date and a link. */
export function StateCard({ entry, today, pending }: StateCardProps) {
  const t = useTranslations("state-information");
  const primaryTypeText = usePrimaryTypeText();
  const { election } = entry;
  const display = election ? statePrimaryDate(election.primaryDate, election, today) : null;
  return (
    // Phones: the name and the link share the first line, so 50 cards stay scannable. Wider: the
    // link sits at the foot of the card.
    <Card className="grid h-full grid-cols-[minmax(0,1fr)_auto] grid-rows-[auto_1fr] gap-x-3 p-4 sm:grid-rows-[auto_1fr_auto] sm:p-5">
      <div className="flex items-center gap-2 self-center">
        <h2 className="text-lg leading-7 font-semibold text-slate-900">{entry.name}</h2>
        {election && (
          <span className="flex shrink-0 items-center text-emerald-700">
            <CircleCheckIcon aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("card.informationAvailable")}</span>
          </span>
        )}
      </div>
      <div className="col-span-2 mt-2 min-h-13 sm:mt-3 sm:min-h-14">
        {pending ? (
          <div className="space-y-2" aria-hidden="true">
            <Skeleton className="h-3.5 w-20 max-sm:hidden" />
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-4 w-24 sm:hidden" />
          </div>
        ) : election && display ? (
          <dl>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase max-sm:sr-only">
              {t("card.nextPrimary")}
            </dt>
            <dd className="font-medium text-slate-900 sm:mt-1">
              <PrimaryDateValue display={display} />
            </dd>
            {election.primaryType && (
              <>
                <dt className="sr-only">{t("card.primaryType")}</dt>
                <dd className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 sm:mt-2">
                  {primaryTypeText(election.primaryType)}
                  {election.confidence && election.confidence.date !== "high" && (
                    <Badge tone="neutral">
                      {t("confidence.dateBadge", { level: election.confidence.date })}
                    </Badge>
                  )}
                </dd>
              </>
            )}
          </dl>
        ) : (
          <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
            <ClockIcon aria-hidden="true" className="size-4" />
            {t("card.comingSoon")}
          </p>
        )}
      </div>
      <Link
        href={paths.stateInformation(entry.code)}
        className={cn(
          buttonClasses({ variant: "outline", size: "sm" }),
          "col-start-2 row-start-1 self-start sm:col-span-2 sm:col-start-1 sm:row-start-3 sm:mt-4 sm:justify-self-start",
        )}
      >
        {t("card.viewDetails")}
        <span className="sr-only"> {t("card.viewDetailsFor", { state: entry.name })}</span>
        <ArrowRightIcon aria-hidden="true" className="size-4" />
      </Link>
    </Card>
  );
}
