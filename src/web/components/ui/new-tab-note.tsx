import { useTranslations } from "use-intl";

/** Ends a link that opens a new tab with " (opens in a new tab)" for screen readers. */
export function NewTabNote() {
  const t = useTranslations("components");
  return <span className="sr-only">{t("newTab")}</span>;
}
