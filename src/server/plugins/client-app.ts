import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { type PageMeta, renderIndexHtml } from "./page-meta";

const ONE_YEAR = 31536000;

/**
 * Serves the built client when there is one: hashed assets cached for a year, and the SPA's
 * index.html (never cached) for every other page path, so the client router shows its own 404
 * screen. Unknown /api paths, missing assets and non-GET requests get a JSON 404.
 */
export async function registerClientAndFallback(
  app: FastifyInstance,
  clientDir: string | null,
  pageMeta: (pathname: string) => PageMeta,
) {
  const indexFile = clientDir && path.join(clientDir, "index.html");
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;
  if (clientDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", hashed ? `public, max-age=${ONE_YEAR}, immutable` : "no-cache");
      },
    });
  } else if (clientDir) {
    app.log.warn("no built client found; run `npm run build` (the API is still served)");
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isPage =
      (request.method === "GET" || request.method === "HEAD") && !/^\/(api|assets)(\/|$)/.test(pathname);
    if (!isPage || !indexHtml) {
      return reply.code(404).send({ message: `Nothing at ${request.method} ${pathname}` });
    }
    return reply
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(renderIndexHtml(indexHtml, pageMeta(pathname)));
  });
}
