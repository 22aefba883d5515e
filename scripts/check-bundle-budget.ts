/**
 * Checks the built client against the front-end budget and prints what every route costs.
 *
 *   npx tsx scripts/check-bundle-budget.ts [client folder] [--markdown]
 *
 * The folder defaults to $CLIENT_DIR, then dist/client. The home page's first load is what
 * index.html asks for: the entry script, every module it preloads (and anything those import
 * statically) and its stylesheets. Each file is gzipped with zlib (level 9, as Vite reports it) and
 * summed. The page's words come in message catalogues loaded with it, one chunk per namespace and
 * language (`messages-home.es-<hash>.js`): the first load is counted once per language, with the
 * catalogues of that language the home page loads (app/routes.tsx, app/i18n/catalogues.ts). Exits 1
 * when a language's first load is over budget, or when the build cannot be read.
 *
 * Route chunks are found by reading the lazy imports in src/web/app/routes.tsx: a chunk is named
 * after the module it was built from (`faq-page-<hash>.js`). For each route the table shows the
 * page's own chunk and the shared chunks it needs that the first load did not already bring.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { LANGUAGES, type Language } from "#shared/language";
import { paths, routePatterns } from "#web/lib/paths";

/** 1 KB = 1,000 bytes, as Vite prints sizes. */
const KB = 1000;
export const BUDGET = { firstLoadJs: 180 * KB, firstLoadCss: 15 * KB } as const;

const root = path.resolve(import.meta.dirname, "..");
const ROUTES_FILE = path.join(root, "src/web/app/routes.tsx");
const CATALOGUES_FILE = path.join(root, "src/web/app/i18n/catalogues.ts");

interface Asset {
  file: string;
  bytes: number;
  gzip: number;
}

export interface RouteChunk {
  route: string;
  component: string;
  module: string;
  /** The page's own chunk, or null when none matched its module name. */
  chunk: Asset | null;
  /** Shared chunks the page imports statically that the first load did not bring. */
  extra: Asset[];
}

export interface BudgetReport {
  clientDir: string;
  firstLoadJs: Asset[];
  firstLoadCss: Asset[];
  /** The first load's scripts before any catalogue. */
  jsTotal: number;
  /** The home page's catalogues in each language, and its whole first load with them. */
  messages: Record<Language, Asset[]>;
  jsTotalIn: Record<Language, number>;
  cssTotal: number;
  routes: RouteChunk[];
  /** Chunks that are neither in the first load nor a route's own chunk (lazy parts, shared code). */
  otherChunks: Asset[];
}

function measure(clientDir: string, file: string): Asset {
  const content = readFileSync(path.join(clientDir, file));
  return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/** "/assets/x.js" (as index.html writes it) → "assets/x.js". */
function assetPath(href: string): string {
  return href.replace(/^\//, "").split(/[?#]/)[0]!;
}

function attributeValues(html: string, tag: RegExp, attribute: string): string[] {
  const values: string[] = [];
  for (const match of html.matchAll(tag)) {
    const value = new RegExp(`\\b${attribute}\\s*=\\s*["']([^"']+)["']`).exec(match[0])?.[1];
    if (value) values.push(assetPath(value));
  }
  return values;
}

/** The chunks a built module imports statically (`import{…}from"./x.js"`, `import"./x.js"`). */
function staticImports(clientDir: string, file: string): string[] {
  const code = readFileSync(path.join(clientDir, file), "utf8");
  const dir = path.posix.dirname(file);
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    found.add(path.posix.normalize(path.posix.join(dir, match[1]!)));
  }
  return [...found];
}

function closure(clientDir: string, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(path.join(clientDir, file))) continue;
    seen.add(file);
    if (file.endsWith(".js")) queue.push(...staticImports(clientDir, file));
  }
  return seen;
}

/** `paths.faq`, `paths.dashboard`, `routePatterns.legislator` or a quoted path, as the URL pattern. */
function resolveRoutePath(expression: string | undefined): string {
  if (expression === undefined) return "(any other path)";
  const literal = /^["'](.*)["']$/.exec(expression)?.[1];
  if (literal !== undefined) return literal;
  const [object, key] = expression.replace(/\(\s*\)$/, "").split(".");
  const table: Record<string, unknown> | undefined =
    object === "paths" ? paths : object === "routePatterns" ? routePatterns : undefined;
  const value = key ? table?.[key] : undefined;
  if (typeof value === "string") return value;
  if (typeof value === "function") return String((value as () => string)());
  return expression;
}

/** Component name → imported module and route path(s), from the route table's source. */
export function readRouteTable(source: string): Array<{ route: string; component: string; module: string }> {
  const modules = new Map<string, string>();
  for (const match of source.matchAll(
    /const\s+(\w+)\s*=\s*lazy(?:Page)?\(\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']/g,
  )) {
    modules.set(match[1]!, match[2]!);
  }
  const rows: Array<{ route: string; component: string; module: string }> = [];
  const add = (pathExpression: string | undefined, component: string) =>
    rows.push({
      route: resolveRoutePath(pathExpression),
      component,
      module: modules.get(component) ?? "(main bundle)",
    });
  // The table's entries (`{ path: paths.faq, page: FaqPage }`), then the catch-all route.
  for (const match of source.matchAll(/\{\s*path:\s*([^,;\n]+?),\s*page:\s*(\w+)\s*\}/g)) {
    add(match[1]!.trim(), match[2]!);
  }
  for (const match of source.matchAll(/<Route>\s*<LazyPage code=\{(\w+)\}/g)) add(undefined, match[1]!);
  return rows;
}

/** The namespaces of messages the home page loads: the shared ones and its own. */
export function homeNamespaces(routesSource: string, cataloguesSource: string): string[] {
  const list = (source: string, pattern: RegExp) =>
    [...(pattern.exec(source)?.[1] ?? "").matchAll(/["']([\w-]+)["']/g)].map((match) => match[1]!);
  const shared = list(cataloguesSource, /SHARED_NAMESPACES\s*=\s*\[([^\]]*)\]/);
  const own = list(routesSource, /const HomePage = lazyPage\([\s\S]*?,\s*\[([^\]]*)\]\s*,?\s*\)/);
  if (shared.length === 0 || own.length === 0) throw new Error("Could not read the home page's namespaces");
  return [...shared, ...own];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function measureClient(
  clientDir: string,
  routesSource = readFileSync(ROUTES_FILE, "utf8"),
  cataloguesSource = readFileSync(CATALOGUES_FILE, "utf8"),
): BudgetReport {
  const indexFile = path.join(clientDir, "index.html");
  if (!existsSync(indexFile)) {
    throw new Error(`No index.html in ${clientDir}: build the client first (npx vite build).`);
  }
  const html = readFileSync(indexFile, "utf8");
  const entries = attributeValues(html, /<script\b[^>]*\btype=["']module["'][^>]*>/g, "src");
  if (entries.length === 0) throw new Error(`${indexFile} has no module script`);
  const preloads = attributeValues(html, /<link\b[^>]*\brel=["']modulepreload["'][^>]*>/g, "href");
  const styles = attributeValues(html, /<link\b[^>]*\brel=["']stylesheet["'][^>]*>/g, "href");

  const firstLoad = closure(clientDir, [...entries, ...preloads]);
  const firstLoadJs = [...firstLoad].filter((f) => f.endsWith(".js")).map((f) => measure(clientDir, f));
  const firstLoadCss = styles.map((f) => measure(clientDir, f));

  const assetsDir = path.join(clientDir, "assets");
  const allJs = readdirSync(assetsDir)
    .filter((name) => name.endsWith(".js"))
    .map((name) => `assets/${name}`);
  const routeChunkFiles = new Set<string>();

  const routes: RouteChunk[] = readRouteTable(routesSource).map(({ route, component, module }) => {
    if (module === "(main bundle)") return { route, component, module, chunk: null, extra: [] };
    const base = path.posix.basename(module).replace(/\.[jt]sx?$/, "");
    const pattern = new RegExp(`^assets/${escapeRegExp(base)}-[\\w-]{8}\\.js$`);
    const file = allJs.find((candidate) => pattern.test(candidate));
    if (!file) return { route, component, module, chunk: null, extra: [] };
    routeChunkFiles.add(file);
    const extra = [...closure(clientDir, [file])]
      .filter((f) => f !== file && f.endsWith(".js") && !firstLoad.has(f))
      .map((f) => measure(clientDir, f));
    return { route, component, module, chunk: measure(clientDir, file), extra };
  });

  const otherChunks = allJs
    .filter((f) => !firstLoad.has(f) && !routeChunkFiles.has(f))
    .map((f) => measure(clientDir, f))
    .sort((a, b) => b.gzip - a.gzip);

  const sum = (assets: readonly Asset[]) => assets.reduce((total, asset) => total + asset.gzip, 0);
  const namespaces = homeNamespaces(routesSource, cataloguesSource);
  const catalogueOf = (namespace: string, language: Language) => {
    const pattern = new RegExp(`^assets/messages-${escapeRegExp(namespace)}\\.${language}-[\\w-]{8}\\.js$`);
    const file = allJs.find((candidate) => pattern.test(candidate));
    if (!file) throw new Error(`No ${language} catalogue of "${namespace}" in ${assetsDir}`);
    return measure(clientDir, file);
  };
  const messages = Object.fromEntries(
    LANGUAGES.map((language) => [language, namespaces.map((namespace) => catalogueOf(namespace, language))]),
  ) as Record<Language, Asset[]>;
  const jsTotal = sum(firstLoadJs);
  return {
    clientDir,
    firstLoadJs,
    firstLoadCss,
    jsTotal,
    messages,
    jsTotalIn: Object.fromEntries(
      LANGUAGES.map((language) => [language, jsTotal + sum(messages[language])]),
    ) as Record<Language, number>,
    cssTotal: sum(firstLoadCss),
    routes,
    otherChunks,
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const chunkName = (asset: Asset) => path.posix.basename(asset.file).replace(/-[\w-]{8}\.js$/, ".js");

/** The biggest few of a route's shared chunks, e.g. "schemas.js 25.0 KB, form-field.js 14.9 KB, …". */
function largest(assets: readonly Asset[], count = 2): string {
  const sorted = [...assets].sort((a, b) => b.gzip - a.gzip);
  const named = sorted.slice(0, count).map((asset) => `${chunkName(asset)} ${kb(asset.gzip)}`);
  return sorted.length > count ? `${named.join(", ")}, …` : named.join(", ");
}

function routeRows(report: BudgetReport): string[][] {
  return report.routes.map(({ route, module, chunk, extra }) => {
    if (module === "(main bundle)") return [route, "in the first load", "–", "–", "–"];
    if (!chunk) return [route, `${path.posix.basename(module)} (no chunk found)`, "?", "?", "?"];
    const extraGzip = extra.reduce((total, asset) => total + asset.gzip, 0);
    return [
      route,
      chunkName(chunk),
      kb(chunk.gzip),
      extra.length > 0 ? `${kb(extraGzip)} in ${extra.length} (${largest(extra)})` : "–",
      kb(chunk.gzip + extraGzip),
    ];
  });
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
  console.info(line(header));
  console.info(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.info(line(row));
}

function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

const ROUTE_HEADER = [
  "Route",
  "Page chunk",
  "gzip",
  "+ shared chunks not in the first load",
  "On navigation",
];

function main(): void {
  const args = process.argv.slice(2);
  const markdown = args.includes("--markdown");
  const folder = args.find((arg) => !arg.startsWith("--")) ?? process.env.CLIENT_DIR ?? "dist/client";
  const clientDir = path.resolve(folder);

  let report: BudgetReport;
  try {
    report = measureClient(clientDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  const jsOk = LANGUAGES.every((language) => report.jsTotalIn[language] <= BUDGET.firstLoadJs);
  const cssOk = report.cssTotal <= BUDGET.firstLoadCss;
  const summary = [
    ...LANGUAGES.map((language) => {
      const total = report.jsTotalIn[language];
      return [
        `First-load JS (home page, ${language})`,
        kb(total),
        kb(BUDGET.firstLoadJs),
        total <= BUDGET.firstLoadJs ? "ok" : "OVER",
      ];
    }),
    ["First-load CSS", kb(report.cssTotal), kb(BUDGET.firstLoadCss), cssOk ? "ok" : "OVER"],
  ];

  if (markdown) {
    console.info(markdownTable(["What (gzip)", "Size", "Budget", "Status"], summary));
    console.info("");
    console.info(markdownTable(ROUTE_HEADER, routeRows(report)));
  } else {
    console.info(`Client: ${path.relative(process.cwd(), clientDir) || "."}\n`);
    printTable(["What (gzip)", "Size", "Budget", "Status"], summary);
    console.info("\nFirst-load files:");
    printTable(
      ["File", "Raw", "gzip"],
      [...report.firstLoadJs, ...report.firstLoadCss]
        .sort((a, b) => b.gzip - a.gzip)
        .map((asset) => [path.posix.basename(asset.file), kb(asset.bytes), kb(asset.gzip)]),
    );
    console.info("\nThe home page's message catalogues, by language:");
    printTable(
      ["Language", "Files", "gzip"],
      LANGUAGES.map((language) => [
        language,
        report.messages[language].map((asset) => chunkName(asset)).join(", "),
        kb(report.messages[language].reduce((total, asset) => total + asset.gzip, 0)),
      ]),
    );
    console.info("\nRoutes:");
    printTable(ROUTE_HEADER, routeRows(report));
    if (report.otherChunks.length > 0) {
      console.info("\nOther lazy chunks (shared code and parts loaded on demand):");
      printTable(
        ["File", "gzip"],
        report.otherChunks.map((asset) => [path.posix.basename(asset.file), kb(asset.gzip)]),
      );
    }
  }

  if (!jsOk || !cssOk) {
    console.error(
      `\nOver budget: the home page's first load in each language must stay within ${kb(BUDGET.firstLoadJs)} of JS and ${kb(BUDGET.firstLoadCss)} of CSS (gzip).`,
    );
    process.exit(1);
  }
  if (!markdown) console.info("\nWithin budget.");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
