import { useTranslations } from "use-intl";
import { useLocation, useSearch } from "wouter";
import { type Language, pathInLanguage } from "#shared/language";
import { cn } from "#web/lib/cn";
import { useLanguage } from "#web/lib/i18n/language";

const OTHER: Record<Language, Language> = { en: "es", es: "en" };

/**
 * A link to this same page in the other language (`/faq` ↔ `/es/faq`), query included. It loads
 * that page afresh: the language is the address's for a page's whole life. The administrator
 * console speaks English only, so it shows no switch.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations("components.languageSwitch");
  const language = useLanguage();
  const [path] = useLocation();
  const search = useSearch();
  if (/^\/admin(\/|$)/.test(path)) return null;
  const other = OTHER[language];
  const href = `${pathInLanguage(path, other)}${search ? `?${search}` : ""}`;
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      className={cn(
        "rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 underline-offset-4 transition-colors hover:bg-slate-100 hover:text-brand-900 hover:underline",
        className,
      )}
    >
      {/* The code where the header is short of room, the name where it has it; the visible word
          starts the accessible name ("ES – Leer esta página en español"). */}
      <span className="xl:hidden">{t("code")}</span>
      <span className="hidden xl:inline">{t("name")}</span>
      <span className="sr-only"> – {t("label")}</span>
    </a>
  );
}
