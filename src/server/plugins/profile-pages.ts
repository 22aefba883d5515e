import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import { type Language, pathInLanguage } from "#shared/language";
import type { PrimaryElection } from "#shared/primary-election";
import { localCalendarDay } from "#shared/rules/dates";
import { type PrecompressedJson, PrecompressedText } from "../http/precompressed";
import type { PublicCatalog } from "../public-data/catalog";
import type { PageMeta } from "./page-meta";
import { renderIndexHtml } from "./page-meta";

/** The server-side build of the client (scripts/client-build.ts), inside the client folder. */
export const SERVER_ENTRY = ".ssr/prerender.js";
/** index.html made ready for a rendered page (scripts/prerender-pages.ts). */
export const RENDERED_SHELL = "pages/rendered-shell.html";
const ROOT = '<div id="root"></div>';
const HTML = "text/html; charset=utf-8";

type RenderProfilePage = (
  idOrSlug: string,
  language: Language,
  transport: typeof fetch,
  time: { today: string; origin: string },
) => Promise<{ html: string; dataScript: string } | null>;

interface CachedPage {
  profile: PrecompressedJson;
  election: string;
  today: string;
  page: PrecompressedText;
}

/**
 * Legislators' profiles answered with their content (docs/principles.md, "Operating at scale"):
 * rendered on the server by the client's own code, with the public data the page shows, then
 * taken over by the browser like the prerendered pages. A page is rendered once and kept until
 * what it shows changes (the member's figures, their state's primary, the date).
 */
export class ProfilePages {
  readonly #cache = new Map<string, CachedPage>();
  readonly #rendering = new Map<string, Promise<PrecompressedText | null>>();
  /** The catalog makes new election objects at every rebuild, each serialised here once. */
  readonly #electionJsons = new WeakMap<PrimaryElection, string>();

  private constructor(
    private readonly render: RenderProfilePage,
    private readonly shell: string,
    private readonly app: FastifyInstance,
    private readonly catalog: PublicCatalog,
    private readonly pageMeta: (pathname: string) => PageMeta,
    private readonly now: () => Date,
    private readonly origin: string,
  ) {}

  /** Null when the client folder holds no server build (the shell is served instead). */
  static async load(
    clientDir: string,
    deps: {
      app: FastifyInstance;
      catalog: PublicCatalog;
      pageMeta: (pathname: string) => PageMeta;
      now: () => Date;
      /** The site's public address (PUBLIC_URL), which the page's links start with. */
      origin: string;
    },
  ): Promise<ProfilePages | null> {
    const entry = path.join(clientDir, SERVER_ENTRY);
    const shell = path.join(clientDir, RENDERED_SHELL);
    if (!existsSync(entry) || !existsSync(shell)) return null;
    const { renderProfilePage } = (await import(pathToFileURL(entry).href)) as {
      renderProfilePage: RenderProfilePage;
    };
    return new ProfilePages(
      renderProfilePage,
      readFileSync(shell, "utf8"),
      deps.app,
      deps.catalog,
      deps.pageMeta,
      deps.now,
      deps.origin,
    );
  }

  /**
   * The page of the member at /legislators/{slug} (or /es/legislators/{slug}, in Spanish); null
   * for anyone else, or another spelling.
   */
  page(slug: string, language: Language): Promise<PrecompressedText | null> | null {
    const legislator = this.catalog.find(slug);
    const profile = legislator && this.catalog.profileBody(legislator.id);
    if (!legislator || !profile || legislator.slug !== slug) return null;
    const election = this.#electionJson(this.catalog.primaryElection(legislator.state));
    const today = localCalendarDay(this.now());
    const key = `${language}:${slug}`;
    const cached = this.#cache.get(key);
    if (cached && cached.profile === profile && cached.election === election && cached.today === today) {
      return Promise.resolve(cached.page);
    }
    let rendering = this.#rendering.get(key);
    if (!rendering) {
      rendering = this.#renderPage(slug, language, today).then((page) => {
        if (page) this.#cache.set(key, { profile, election, today, page });
        return page;
      });
      const forget = () => this.#rendering.delete(key);
      rendering.then(forget, forget);
      this.#rendering.set(key, rendering);
    }
    return rendering;
  }

  #electionJson(election: PrimaryElection | null): string {
    if (!election) return "null";
    let json = this.#electionJsons.get(election);
    if (json === undefined) {
      json = JSON.stringify(election);
      this.#electionJsons.set(election, json);
    }
    return json;
  }

  async #renderPage(slug: string, language: Language, today: string): Promise<PrecompressedText | null> {
    const rendered = await this.render(slug, language, (input, init) => this.#fetchFromApp(input, init), {
      today,
      origin: this.origin,
    });
    if (!rendered) return null;
    const pathname = pathInLanguage(`/legislators/${slug}`, language);
    const html = renderIndexHtml(this.shell, this.pageMeta(pathname))
      .replace(ROOT, () => `<div id="root">${rendered.html}</div>`)
      .replace("</body>", () => `  ${rendered.dataScript}\n  </body>`);
    return new PrecompressedText(html, HTML);
  }

  /** The client's API reads, answered by this server's own routes without a network hop. */
  async #fetchFromApp(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    if (init?.method && init.method !== "GET") throw new Error("a page is rendered with reads only");
    const res = await this.app.inject({
      method: "GET",
      url: String(input),
      headers: { accept: "application/json" },
    });
    return new Response(res.payload, {
      status: res.statusCode,
      headers: { "content-type": String(res.headers["content-type"] ?? "application/json") },
    });
  }
}
