import type { ReactNode } from "react";
import { Card } from "#web/components/ui/card";
import { cn } from "#web/lib/cn";

interface ProfileCardProps {
  title: ReactNode;
  titleId: string;
  /** Something to show at the right of the title (a badge, a link). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A titled section of the profile. The section carries no accessible name on purpose: a dozen
 * region landmarks would drown the page's real ones; the h2 gives screen readers the outline.
 */
export function ProfileCard({ title, titleId, aside, className, children }: ProfileCardProps) {
  return (
    <Card className={cn("p-5 sm:p-6", className)}>
      <section data-section={titleId}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold text-brand-950">
            {title}
          </h2>
          {aside}
        </div>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}
