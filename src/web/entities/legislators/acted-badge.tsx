import CircleCheckIcon from "lucide-react/icons/circle-check";
import { useTranslations } from "use-intl";
import { Badge } from "#web/components/ui/badge";

/** Marks a member with an action on record: the pledges to them have fallen due. */
export function ActedBadge({ className }: { className?: string }) {
  const t = useTranslations("entities.actedBadge");
  return (
    <Badge tone="green" className={className} title={t("title")}>
      <CircleCheckIcon aria-hidden="true" className="mr-1 size-3" />
      {t("label")}
      <span className="sr-only">{t("spoken")}</span>
    </Badge>
  );
}
