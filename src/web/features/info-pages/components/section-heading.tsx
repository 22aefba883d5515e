import type { ReactNode } from "react";
import { cn } from "#web/lib/cn";

/** A section's <h2> with an optional eyebrow, in the information pages' one heading style. */
export function SectionHeading({
  id,
  eyebrow,
  children,
  className,
}: {
  id: string;
  eyebrow?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      {eyebrow && <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{eyebrow}</p>}
      <h2
        id={id}
        className={cn(
          "text-2xl font-bold tracking-tight text-balance text-brand-950 sm:text-3xl",
          eyebrow && "mt-2",
        )}
      >
        {children}
      </h2>
    </div>
  );
}
