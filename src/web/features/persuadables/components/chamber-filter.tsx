import { useTranslations } from "use-intl";
import { cn } from "#web/lib/cn";
import { CHAMBER_FILTERS, type ChamberFilter as Chamber } from "../ranking";

interface ChamberFilterProps {
  value: Chamber;
  onChange: (value: Chamber) => void;
}

/**
 * Three radio buttons drawn as a segmented control: native radios, so the arrow keys move between
 * them and screen readers announce "1 of 3" without any script of ours.
 */
export function ChamberFilter({ value, onChange }: ChamberFilterProps) {
  const t = useTranslations("persuadables.chamber");
  return (
    <fieldset className="min-w-0 max-sm:w-full">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t("legend")}</legend>
      <div className="flex rounded-lg bg-slate-100 p-1 sm:inline-flex">
        {CHAMBER_FILTERS.map((option) => (
          <label
            key={option}
            className={cn(
              "relative inline-flex min-h-10 flex-1 cursor-pointer items-center justify-center rounded-md px-2 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors hover:text-brand-900 sm:px-4",
              "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
              "has-[:checked]:bg-white has-[:checked]:text-brand-900 has-[:checked]:shadow-sm",
            )}
          >
            <input
              type="radio"
              name="chamber"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              // Laid over the whole segment, unseen: a tap anywhere on it is a tap on the radio itself.
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0 focus-visible:outline-none"
            />
            {t(`options.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
