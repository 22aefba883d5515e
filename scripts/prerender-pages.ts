import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PAGE_ROUTES_FILE, PRERENDERED_MANIFEST } from "#server/plugins/client-app";
import { withTitleAndDescription } from "#server/plugins/page-meta";
import { RENDERED_SHELL } from "#server/plugins/profile-pages";
import type { PrerenderedPage } from "#web/app/prerender";

/**
 * `tsx scripts/prerender-pages.ts <client folder> <server entry>`: writes each public page's first
 * render into a copy of the built index.html (pages/*.html) and lists them in pages/manifest.json,
 * which the server reads, the client router's page addresses (pages/routes.json), and the empty
 * page the server renders profiles into. The server entry is
 * src/web/app/prerender.tsx built by `vite build --ssr`.
 */
const [clientDir, serverEntry] = process.argv.slice(2);
if (!clientDir || !serverEntry) throw new Error("usage: prerender-pages.ts <client folder> <server entry>");

const { prerenderPage, PRERENDERED_PATHS, PAGE_ROUTE_PATTERNS } = (await import(
  pathToFileURL(path.resolve(serverEntry)).href
)) as {
  prerenderPage(path: string): Promise<PrerenderedPage>;
  PRERENDERED_PATHS: readonly string[];
  PAGE_ROUTE_PATTERNS: readonly string[];
};

const ROOT = '<div id="root"></div>';
const shell = readFileSync(path.join(clientDir, "index.html"), "utf8");
if (!shell.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT}`);
const template = withScriptsAfterPaint(shell);

const manifest: Record<string, string> = {};
mkdirSync(path.join(clientDir, "pages"), { recursive: true });
for (const page of PRERENDERED_PATHS) {
  const { html, meta } = await prerenderPage(page);
  const filled = template.replace(ROOT, () => `<div id="root">${html}</div>`);
  const file = `pages/${page === "/" ? "index" : page.slice(1)}.html`;
  mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
  writeFileSync(
    path.join(clientDir, file),
    meta ? withTitleAndDescription(filled, meta.title, meta.description) : filled,
  );
  manifest[page] = file;
}
writeFileSync(path.join(clientDir, PRERENDERED_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
// The client router's page addresses, so that the server answers 404 for any other.
writeFileSync(path.join(clientDir, PAGE_ROUTES_FILE), `${JSON.stringify(PAGE_ROUTE_PATTERNS, null, 2)}\n`);
// The same page, empty, for the pages the server renders (legislators' profiles).
writeFileSync(path.join(clientDir, RENDERED_SHELL), template);

/**
 * A prerendered page paints without its scripts, so they are not requested until it has painted:
 * the app's script and module preloads move into <template id="app-scripts">, which
 * public/app-after-paint.js adds to the page after the first frame.
 */
function withScriptsAfterPaint(html: string): string {
  const appScripts = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
  const tags = html.match(appScripts);
  if (!tags?.some((tag) => tag.startsWith("<script"))) throw new Error("index.html has no module script");
  return html
    .replace(appScripts, "")
    .replace("</head>", '  <script src="/app-after-paint.js" defer></script>\n  </head>')
    .replace("</body>", `  <template id="app-scripts">${tags.join("")}</template>\n  </body>`);
}
