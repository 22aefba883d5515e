import ChevronDownIcon from "lucide-react/icons/chevron-down";
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Link } from "wouter";
import { type Language, pathInLanguage } from "#shared/language";
import { formatLongDate } from "#shared/rules/dates";
import { SupportEmail } from "#web/components/support-email";
import { Container } from "#web/components/ui/container";
import { useLanguage } from "#web/lib/i18n/language";
import { usePageMeta } from "#web/lib/use-page-meta";
import { PageHeader } from "./page-header";
import { useScrollToHash } from "./use-scroll-to-hash";

/** Both legal texts were last revised on this day. */
export const LEGAL_LAST_UPDATED = "2025-04-23";

/** The language whose text the translation notice links to: English governs, Spanish translates. */
const OTHER_LANGUAGE: Record<Language, Language> = { en: "es", es: "en" };

export interface LegalSection {
  /** The section's anchor (e.g. "disclaimer", so /privacy-policy#disclaimer lands on it). */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  /** The page's own path (`paths.privacyPolicy`), for the link to it in the other language. */
  path: string;
  title: string;
  description: string;
  lead: ReactNode;
  sections: readonly LegalSection[];
  /** Links to the other legal page and to the contact page, shown after the text. */
  related: ReadonlyArray<{ href: string; label: string }>;
}

/** Body text of the legal pages: comfortable line length, spaced paragraphs, underlined links. */
const proseClass =
  "mt-4 space-y-4 leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ul]:marker:text-slate-400";

/** ", or by e-mail at …" after a mention of the contact page; left out where no address is set. */
export function OrByEmail() {
  const t = useTranslations("info-pages.legalPage");
  return <SupportEmail before={t("orByEmail")} fallback={null} />;
}

function Contents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <ol className="grid gap-y-1 text-sm">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex min-h-9 items-center gap-2 rounded-md py-1 text-slate-700 hover:text-brand-800 hover:underline"
          >
            <span className="w-5 shrink-0 text-right text-slate-500 tabular-nums">{index + 1}.</span>
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** A static legal text: a header with the revision date, a table of contents and numbered sections. */
export function LegalPage({ path, title, description, lead, sections, related }: LegalPageProps) {
  const t = useTranslations("info-pages.legalPage");
  const locale = useLocale();
  const other = OTHER_LANGUAGE[useLanguage()];
  usePageMeta({ title, description });
  useScrollToHash();
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={title} lead={lead} tone="plain">
        <p className="mt-6 text-sm font-medium text-slate-600">
          {t.rich("lastUpdated", {
            date: formatLongDate(LEGAL_LAST_UPDATED, locale),
            time: (chunks) => <time dateTime={LEGAL_LAST_UPDATED}>{chunks}</time>,
          })}
        </p>
        <p className="mt-2 max-w-2xl text-sm leading-6 text-slate-600">
          {t.rich("translationNotice", {
            link: (chunks) => (
              // A plain link: wouter's would stay in this page's language.
              <a
                href={pathInLanguage(path, other)}
                hrefLang={other}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {chunks}
              </a>
            ),
          })}
        </p>
      </PageHeader>

      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        {/* Phones get the contents folded away; wide screens keep them in view beside the text. */}
        <nav aria-label={t("onThisPage")} className="lg:hidden">
          <details className="group rounded-xl border border-slate-200 bg-white">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {t("onThisPage")}
              <ChevronDownIcon
                aria-hidden="true"
                className="size-5 text-slate-500 group-open:rotate-180 motion-safe:transition-transform"
              />
            </summary>
            <div className="border-t border-slate-200 px-3 py-2">
              <Contents sections={sections} />
            </div>
          </details>
        </nav>
        <nav aria-label={t("onThisPage")} className="hidden lg:sticky lg:top-24 lg:block lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{t("onThisPage")}</h2>
          <div className="mt-3">
            <Contents sections={sections} />
          </div>
        </nav>

        <div className="min-w-0 max-w-3xl">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="border-t border-slate-200 py-8 first:border-t-0 first:pt-0"
            >
              <h2
                id={`${section.id}-title`}
                className="flex gap-3 text-xl font-bold tracking-tight text-brand-950 sm:text-2xl"
              >
                <span className="text-slate-500 tabular-nums">{index + 1}.</span>
                {section.title}
              </h2>
              <div className={proseClass}>{section.body}</div>
            </section>
          ))}

          <aside
            aria-label={t("relatedPages")}
            className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-700"
          >
            <span className="font-semibold text-slate-900">{t("seeAlso")}</span>{" "}
            {related.map((link, index) => (
              <span key={link.href}>
                {index > 0 && <span aria-hidden="true"> · </span>}
                <Link
                  href={link.href}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {link.label}
                </Link>
              </span>
            ))}
          </aside>
        </div>
      </Container>
    </>
  );
}
