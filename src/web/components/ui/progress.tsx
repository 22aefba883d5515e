import { Progress as ProgressPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn";

type ProgressProps = Omit<ComponentProps<typeof ProgressPrimitive.Root>, "max"> & {
  /** 0 to 100. */
  value: number;
  indicatorClassName?: string;
};

/** A bar out of 100 (role="progressbar"); give it an aria-label or aria-labelledby. */
export function Progress({ value, className, indicatorClassName, ...props }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={100}
      className={cn("relative h-2.5 w-full overflow-hidden rounded-full bg-slate-200", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn("h-full w-full bg-brand-600 motion-safe:transition-transform", indicatorClassName)}
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
