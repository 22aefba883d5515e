import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn";

/**
 * The look of every text control: 44 px tall for touch, 16 px text so phones do not zoom in, a red
 * border while `aria-invalid` is set.
 */
export const controlClasses =
  "block w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-400 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 aria-invalid:border-red-600 aria-invalid:[--focus-ring:var(--color-red-600)]";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(controlClasses, "h-11", className)} {...props} />;
}
