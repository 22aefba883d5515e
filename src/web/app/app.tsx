import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { Router } from "wouter";
import { LANGUAGE_BASES, splitLanguagePath } from "#shared/language";
import { PrerenderedPageMeta, type ResolvedPageMeta } from "../lib/use-page-meta";
import { I18nProvider } from "./i18n/intl-provider";
import { AppLayout } from "./layout";
import { Providers } from "./providers";
import { AppRoutes } from "./routes";

export interface PrerenderOptions {
  /** The address being prerendered (`/faq`, `/es/faq`): there is no browser location at build time. */
  path: string;
  onPageMeta: (meta: ResolvedPageMeta) => void;
}

/**
 * The whole client. The same tree renders in the browser and, with `prerender`, at build time
 * (scripts/prerender-pages.ts), so that the generated ids and markup match when React hydrates.
 */
export function App({ prerender, queryClient }: { prerender?: PrerenderOptions; queryClient?: QueryClient }) {
  // The language is the address's (`/es/…` is Spanish) and stays for the page's life: the
  // language switch loads the other language's page.
  const { language } = splitLanguagePath(prerender?.path ?? window.location.pathname);
  return (
    <StrictMode>
      <PrerenderedPageMeta value={prerender?.onPageMeta ?? null}>
        <I18nProvider language={language}>
          <Router
            base={LANGUAGE_BASES[language]}
            ssrPath={prerender?.path}
            ssrSearch={prerender ? "" : undefined}
          >
            <Providers queryClient={queryClient}>
              <AppLayout>
                <AppRoutes />
              </AppLayout>
            </Providers>
          </Router>
        </I18nProvider>
      </PrerenderedPageMeta>
    </StrictMode>
  );
}
