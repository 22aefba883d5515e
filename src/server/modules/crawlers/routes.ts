import type { FastifyPluginAsync } from "fastify";
import type { ServerContext } from "#server/context";
import { prerenderedPagePaths } from "#server/plugins/client-app";
import { LANGUAGES, pathInLanguage, splitLanguagePath } from "#shared/language";
import { STATE_AND_DC_CODES } from "#shared/states";

/** Paths no search engine needs: the API, the voter's and the administrator's own pages, secrets. */
const PRIVATE_PATHS = ["/api/", "/admin", "/calendar/"];
/** The voter's own pages and the pages of e-mailed links, in every language. */
const PRIVATE_PAGES = ["/dashboard", "/unsubscribe", "/reset-password", "/verify-email"].flatMap((page) =>
  LANGUAGES.map((language) => pathInLanguage(page, language)),
);

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * robots.txt and sitemap.xml (docs/principles.md, "Operating at scale"): the sitemap lists every
 * public page the build prerendered, each state's page and the profile of every member in office,
 * each in English and in Spanish, with the other language named as its alternate.
 */
export const crawlerRoutes: FastifyPluginAsync<ServerContext> = async (app, ctx) => {
  const base = ctx.config.publicUrl.replace(/\/+$/, "");
  const robots = [
    "User-agent: *",
    "Allow: /",
    ...[...PRIVATE_PATHS, ...PRIVATE_PAGES].map((path) => `Disallow: ${path}`),
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");

  // Files for crawlers, not JSON calls: left out of the API document.
  const file = { schema: { hide: true } };
  app.get("/robots.txt", file, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robots),
  );

  // Rebuilt when the members in office change; the list object is the catalog's own.
  let built: { members: unknown; xml: string } | undefined;
  app.get("/sitemap.xml", file, async (_request, reply) => {
    const members = ctx.catalog.legislators;
    if (built?.members !== members) {
      const pages = [
        ...prerenderedPagePaths(ctx.config.clientDir).filter(
          (path) => splitLanguagePath(path).language === "en",
        ),
        ...STATE_AND_DC_CODES.map((code) => `/state-information/${code.toLowerCase()}`),
        ...members.map((l) => `/legislators/${l.slug}`),
      ];
      const url = (page: string, language: (typeof LANGUAGES)[number]) =>
        escapeXml(`${base}${pathInLanguage(page, language)}`);
      const entries = pages.flatMap((page) => {
        const alternates = LANGUAGES.map(
          (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${url(page, language)}"/>`,
        ).join("");
        return LANGUAGES.map((language) => `  <url><loc>${url(page, language)}</loc>${alternates}</url>`);
      });
      built = {
        members,
        xml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`,
      };
    }
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(built.xml);
  });
};
