import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { Router } from "wouter";
import { PrerenderedPageMeta, type ResolvedPageMeta } from "../lib/use-page-meta";
import { AppLayout } from "./layout";
import { Providers } from "./providers";
import { AppRoutes } from "./routes";

export interface PrerenderOptions {
  /** The path being prerendered: there is no browser location at build time. */
  path: string;
  onPageMeta: (meta: ResolvedPageMeta) => void;
}

/**
 * The whole client. The same tree renders in the browser and, with `prerender`, at build time
 * (scripts/prerender-pages.ts), so that the generated ids and markup match when React hydrates.
 */
export function App({ prerender, queryClient }: { prerender?: PrerenderOptions; queryClient?: QueryClient }) {
  return (
    <StrictMode>
      <PrerenderedPageMeta value={prerender?.onPageMeta ?? null}>
        <Router ssrPath={prerender?.path} ssrSearch={prerender ? "" : undefined}>
          <Providers queryClient={queryClient}>
            <AppLayout>
              <AppRoutes />
            </AppLayout>
          </Providers>
        </Router>
      </PrerenderedPageMeta>
    </StrictMode>
  );
}
