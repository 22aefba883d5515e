import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { pathInLanguage, splitLanguagePath } from "#shared/language";
import { matchPageRoute } from "#shared/page-routes";
import { PrecompressedText, sendPrecompressed } from "../http/precompressed";
import { DESCRIPTION, type PageMeta, renderIndexHtml, TITLE } from "./page-meta";
import type { ProfilePages } from "./profile-pages";

const ONE_YEAR = 31536000;
const HTML = "text/html; charset=utf-8";
/** Written by the build next to index.html: `{ "/faq": "pages/faq.html", … }`. */
export const PRERENDERED_MANIFEST = "pages/manifest.json";
/** Written by the build: the client router's page patterns, `["/", "/legislators/:idOrSlug", …]`. */
export const PAGE_ROUTES_FILE = "pages/routes.json";

/** Whether a page parameter names something that exists (a member, a state), by parameter name. */
export type PageParamChecks = Record<string, (value: string) => boolean>;

const PROFILE_PATH = /^\/legislators\/([a-z0-9-]{1,120})$/;
const SPANISH_HOME = pathInLanguage("/", "es");

/**
 * Serves the built client when there is one: hashed assets cached for a year, and for every other
 * page path in either language (`/faq`, `/es/faq`; never cached) the page's prerendered HTML when
 * the build made one and the URL has no
 * query, a legislator's profile rendered with its content (profile-pages.ts), else the SPA's
 * index.html, so the client router shows its own screen: with status 404 when the address is no
 * page's, or names a member or state that does not exist (the client shows its 404 screen or its
 * error card). Unknown /api paths, missing assets and non-GET requests get a JSON 404.
 */
export async function registerClientAndFallback(
  app: FastifyInstance,
  clientDir: string | null,
  pageMeta: (pathname: string) => PageMeta,
  profilePages: ProfilePages | null,
  paramChecks: PageParamChecks,
) {
  const indexFile = clientDir && path.join(clientDir, "index.html");
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;
  const prerendered = clientDir && indexHtml ? readPrerenderedPages(clientDir, pageMeta) : new Map();
  const isPagePath = clientDir ? pagePathTest(clientDir, paramChecks) : () => true;
  const shells = {
    en: indexHtml ?? "",
    es: clientDir && indexHtml ? spanishShell(clientDir, indexHtml) : "",
  };
  if (clientDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The server's build of the client (.ssr) and the build stamp are not for browsers.
      dotfiles: "ignore",
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", hashed ? `public, max-age=${ONE_YEAR}, immutable` : "no-cache");
      },
    });
  } else if (clientDir) {
    app.log.warn("no built client found; run `npm run build` (the API is still served)");
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = "/", query] = request.url.split("?");
    const isPage =
      (request.method === "GET" || request.method === "HEAD") && !/^\/(api|assets)(\/|$)/.test(pathname);
    if (!isPage || !indexHtml) {
      return reply.code(404).send({ message: `Nothing at ${request.method} ${pathname}` });
    }
    reply.header("cache-control", "no-cache");
    const page = query === undefined ? prerendered.get(pathname) : undefined;
    if (page) return sendPrecompressed(request, reply, page);
    const { language, path: pagePath } = splitLanguagePath(pathname);
    const slug = PROFILE_PATH.exec(pagePath)?.[1];
    const profile = slug ? await profilePages?.page(slug, language) : null;
    if (profile) return sendPrecompressed(request, reply, profile);
    // The not-found handler is outside @fastify/compress's per-route hooks: compressed here.
    const html = renderIndexHtml(shells[language], pageMeta(pathname));
    reply.code(isPagePath(pathname) ? 200 : 404);
    return sendPrecompressed(request, reply, new PrecompressedText(html, HTML));
  });
}

/**
 * Whether a path is one of the client's pages (pages/routes.json), with parameters that name
 * something; every path is when the build wrote no list.
 */
function pagePathTest(clientDir: string, paramChecks: PageParamChecks): (pathname: string) => boolean {
  const patterns = readBuildFile<string[]>(clientDir, PAGE_ROUTES_FILE);
  if (!patterns) return () => true;
  const exists = (name: string, value: string) => {
    try {
      return paramChecks[name]?.(decodeURIComponent(value)) ?? true;
    } catch {
      return false; // a malformed escape names nothing
    }
  };
  return (pathname) =>
    patterns.some((pattern) => {
      const params = matchPageRoute(pattern, pathname);
      return params !== null && Object.entries(params).every(([name, value]) => exists(name, value));
    });
}

/**
 * The shell for Spanish pages that are not prerendered (the dashboard, a filtered list): the site's
 * title and description as the Spanish home page says them, when the build prerendered it.
 */
function spanishShell(clientDir: string, indexHtml: string): string {
  const file = readBuildFile<Record<string, string>>(clientDir, PRERENDERED_MANIFEST)?.[SPANISH_HOME];
  if (!file) return indexHtml;
  const home = readFileSync(path.join(clientDir, file), "utf8");
  const title = TITLE.exec(home)?.[1];
  const description = DESCRIPTION.exec(home)?.[1];
  if (title === undefined || description === undefined) return indexHtml;
  // Both are escaped text already, copied as they are.
  return indexHtml
    .replace(TITLE, () => `<title>${title}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${description}" />`);
}

/** A JSON file the build wrote into the client folder; null without one. */
function readBuildFile<T>(clientDir: string, file: string): T | null {
  const full = path.join(clientDir, file);
  return existsSync(full) ? (JSON.parse(readFileSync(full, "utf8")) as T) : null;
}

/** The paths of the pages the build prerendered (the public pages), or none without a build. */
export function prerenderedPagePaths(clientDir: string): string[] {
  return Object.keys(readBuildFile<Record<string, string>>(clientDir, PRERENDERED_MANIFEST) ?? {});
}

/**
 * The pages the build prerendered (scripts/prerender-pages.ts), by path, from its manifest: each
 * made final (they show no legislator, so their meta tags never change) and compressed once.
 */
function readPrerenderedPages(
  clientDir: string,
  pageMeta: (pathname: string) => PageMeta,
): Map<string, PrecompressedText> {
  const files = readBuildFile<Record<string, string>>(clientDir, PRERENDERED_MANIFEST) ?? {};
  return new Map(
    Object.entries(files).map(([page, file]) => {
      const html = renderIndexHtml(readFileSync(path.join(clientDir, file), "utf8"), pageMeta(page));
      return [page, new PrecompressedText(html, HTML)];
    }),
  );
}
