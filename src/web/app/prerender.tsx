import type { QueryClient } from "@tanstack/react-query";
import { prerenderToNodeStream } from "react-dom/static";
import { type Language, pathInLanguage } from "#shared/language";
import { prefetchProfile } from "../features/legislator-profile/prefetch";
import { setApiTransport } from "../lib/api-client";
import { paths } from "../lib/paths";
import { createQueryClient } from "../lib/query-client";
import { setRenderedTime } from "../lib/render-time";
import type { ResolvedPageMeta } from "../lib/use-page-meta";
import { App } from "./app";
import { pageDataOf, pageDataScript } from "./page-data";
import { preloadPage } from "./routes";

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's title and description, when it sets them. */
  meta: ResolvedPageMeta | null;
}

async function renderApp(path: string, queryClient?: QueryClient): Promise<PrerenderedPage> {
  await preloadPage(path);
  let meta: ResolvedPageMeta | null = null;
  const { prelude } = await prerenderToNodeStream(
    <App
      prerender={{
        path,
        onPageMeta: (found) => {
          meta = found;
        },
      }}
      queryClient={queryClient}
    />,
    {
      // Every boundary inline, however large: React would otherwise move big ones to the end of
      // the document and reveal them with an inline script, which the Content-Security-Policy
      // blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        throw error;
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return { html: Buffer.concat(chunks).toString("utf8"), meta };
}

/**
 * The build's entry (scripts/prerender-pages.ts): one public page's markup as the browser first
 * renders it, before any data has loaded.
 */
export function prerenderPage(path: string): Promise<PrerenderedPage> {
  return renderApp(path);
}

/**
 * The server's entry (server/plugins/profile-pages.ts): a legislator's profile in a language on `today`, for a
 * site at `origin`, with its public data, fetched through `transport` (the server's own routes), and the block of that data
 * the browser starts from (app/page-data.ts). Null when there is no such member.
 */
export async function renderProfilePage(
  idOrSlug: string,
  language: Language,
  transport: typeof fetch,
  time: { today: string; origin: string },
): Promise<{ html: string; dataScript: string } | null> {
  setApiTransport(transport);
  const queryClient = createQueryClient();
  if (!(await prefetchProfile(queryClient, idOrSlug))) return null;
  setRenderedTime({ day: time.today, origin: time.origin });
  const { html } = await renderApp(pathInLanguage(paths.legislator(idOrSlug), language), queryClient);
  return { html, dataScript: pageDataScript(pageDataOf(queryClient, time)) };
}

export { PRERENDERED_PATHS } from "./prerendered-paths";
export { PAGE_ROUTE_PATTERNS } from "./routes";
