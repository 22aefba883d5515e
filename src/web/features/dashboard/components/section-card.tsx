import type { ReactNode } from "react";
import { Card } from "#web/components/ui/card";
import { cn } from "#web/lib/cn";

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the heading's right. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A dashboard card with its own <h2>, so each card is a stop in the page's outline. */
export function SectionCard({ title, description, actions, className, children }: SectionCardProps) {
  return (
    <Card className={cn("p-5 sm:p-6", className)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold text-brand-950">{title}</h2>
          {description && <p className="mt-1 text-sm leading-6 text-slate-600">{description}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-5">{children}</div>
    </Card>
  );
}
