import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Skeleton } from "#web/components/ui/skeleton";
import { siteConfigQuery } from "#web/lib/site-config";

/**
 * The campaign's support address (CONTACT_EMAIL) as a mail link, after the words in `before`.
 * Where the operator set none, or it cannot be loaded, `fallback` stands in for both: the site
 * never shows a made-up address.
 */
export function SupportEmail({
  before,
  fallback,
  className,
  skeletonClassName = "inline-block h-4 w-44 align-middle",
}: {
  before?: ReactNode;
  fallback: ReactNode;
  className?: string;
  skeletonClassName?: string;
}) {
  const t = useTranslations("components.supportEmail");
  const { data, isPending } = useQuery(siteConfigQuery);
  if (isPending) {
    return (
      <>
        {before}
        <span role="status">
          <span className="sr-only">{t("loading")}</span>
          <Skeleton className={skeletonClassName} />
        </span>
      </>
    );
  }
  if (!data?.contactEmail) return <>{fallback}</>;
  return (
    <>
      {before}
      <a href={`mailto:${data.contactEmail}`} className={className}>
        {data.contactEmail}
      </a>
    </>
  );
}
