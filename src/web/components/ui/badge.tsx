import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn";
import type { ScoreTone } from "#web/lib/display/persuadability";

const tones = {
  neutral: "bg-slate-100 text-slate-700 ring-slate-200",
  brand: "bg-brand-50 text-brand-800 ring-brand-200",
  green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  blue: "bg-sky-50 text-sky-800 ring-sky-200",
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
  orange: "bg-orange-50 text-orange-800 ring-orange-200",
  red: "bg-red-50 text-red-800 ring-red-200",
} as const satisfies Record<ScoreTone | "brand" | "red", string>;

export type BadgeTone = keyof typeof tones;

type BadgeProps = ComponentProps<"span"> & { tone?: BadgeTone };

/** A small label; the tones include every persuadability colour, so `tone={persuadabilityTone(score)}` works. */
export function Badge({ tone = "neutral", className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
