import ExternalLinkIcon from "lucide-react/icons/external-link";
import type { ReactNode } from "react";
import { NewTabNote } from "#web/components/ui/new-tab-note";
import { cn } from "#web/lib/cn";

/** A link to another site, opened in a new tab, saying so to screen readers. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn("inline-flex items-center gap-1.5", className)}
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />
      <NewTabNote />
    </a>
  );
}
