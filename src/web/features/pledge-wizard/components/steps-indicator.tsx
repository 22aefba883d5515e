import CheckIcon from "lucide-react/icons/check";
import { useTranslations } from "use-intl";
import { cn } from "#web/lib/cn";
import { WIZARD_STEPS, type WizardStep } from "../wizard-model";

/** Where the voter is: the four steps, the finished ones ticked, the current one marked. */
export function StepsIndicator({ step }: { step: WizardStep }) {
  const t = useTranslations("pledge-wizard");
  return (
    <nav aria-label={t("progress.label")} className="mb-8">
      <ol className="grid grid-cols-4 gap-2 sm:gap-4">
        {WIZARD_STEPS.map(({ number, key }) => {
          const done = number < step;
          const current = number === step;
          return (
            <li
              key={number}
              aria-current={current ? "step" : undefined}
              className="relative flex flex-col items-center text-center sm:flex-row sm:items-start sm:gap-3 sm:text-left"
            >
              <span
                className={cn(
                  "flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold",
                  done && "border-brand-700 bg-brand-700 text-white",
                  current && "border-accent-500 bg-accent-400 text-brand-950",
                  !done && !current && "border-slate-300 bg-white text-slate-600",
                )}
              >
                {done ? <CheckIcon aria-hidden="true" className="size-5" strokeWidth={3} /> : number}
              </span>
              <span className="mt-1.5 min-w-0 sm:mt-0">
                <span
                  className={cn(
                    "block text-xs leading-4 font-semibold sm:text-sm sm:leading-5",
                    current || done ? "text-brand-950" : "text-slate-600",
                  )}
                >
                  {t(`progress.${key}.title`)}
                  {done && <span className="sr-only"> {t("progress.completed")}</span>}
                </span>
                <span className="hidden text-xs leading-5 text-slate-600 sm:block">
                  {key === "confirm" ? t("makeYourPledge") : t(`progress.${key}.subtitle`)}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
