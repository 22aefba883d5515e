import { prerenderToNodeStream } from "react-dom/static";
import type { ResolvedPageMeta } from "../lib/use-page-meta";
import { App } from "./app";
import { preloadPage } from "./routes";

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's title and description, when it sets them. */
  meta: ResolvedPageMeta | null;
}

/**
 * The server-side entry of the build (scripts/prerender-pages.ts): one page's markup as the
 * browser first renders it, before any data has loaded.
 */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
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
  const html = Buffer.concat(chunks).toString("utf8");
  return { html, meta };
}

export { PRERENDERED_PATHS } from "./prerendered-paths";
