import { useQuery } from "@tanstack/react-query";
import ExternalLinkIcon from "lucide-react/icons/external-link";
import type { ReactNode } from "react";
import { Button, type ButtonStyle } from "#web/components/ui/button";
import { NewTabNote } from "#web/components/ui/new-tab-note";
import { siteConfigQuery } from "#web/lib/site-config";

/**
 * A button to the campaign's donation page, opened in a new tab. It is not shown at all while the
 * donation link is unconfigured (docs/principles.md, No dead ends: no dead links).
 */
export function DonationButton({
  children,
  className,
  ...style
}: ButtonStyle & { children: ReactNode; className?: string }) {
  const { data } = useQuery(siteConfigQuery);
  const href = data?.links.donation;
  if (!href) return null;
  return (
    <Button asChild {...style} className={className}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalLinkIcon aria-hidden="true" className="size-4" />
        <NewTabNote />
      </a>
    </Button>
  );
}
