import { type ReactNode, useEffect } from "react";
import { useTranslations } from "use-intl";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { useScrollToTopOnNavigate } from "./use-scroll-to-top-on-navigate";

const MAIN_CONTENT_ID = "main-content";

/**
 * Marks the document once React has taken over the page. A prerendered page is on screen before
 * that, and its buttons do nothing until then; end-to-end tests wait for the mark.
 */
function useMarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = "";
  }, []);
}

export function AppLayout({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigate();
  useMarkInteractive();
  const t = useTranslations("components.app");
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-brand-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
