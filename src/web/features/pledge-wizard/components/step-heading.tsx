import { forwardRef, type ReactNode } from "react";
import { cn } from "#web/lib/cn";

export type HeadingLevel = 2 | 3;

interface StepHeadingProps {
  level: HeadingLevel;
  children: ReactNode;
  description?: ReactNode;
  className?: string;
}

/**
 * A step's heading. It takes focus when the step changes (tabIndex -1), so keyboard and
 * screen-reader users land on the new step instead of on a button that is gone.
 */
export const StepHeading = forwardRef<HTMLHeadingElement, StepHeadingProps>(function StepHeading(
  { level, children, description, className },
  ref,
) {
  const Tag = level === 2 ? "h2" : "h3";
  return (
    <div className={cn("mb-6", className)}>
      <Tag
        ref={ref}
        tabIndex={-1}
        data-step-heading=""
        className="text-2xl font-bold tracking-tight text-brand-950 focus:outline-none"
      >
        {children}
      </Tag>
      {description && <p className="mt-2 leading-7 text-slate-600">{description}</p>}
    </div>
  );
});
