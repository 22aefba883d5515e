import type { FastifyInstance } from "fastify";
import { PHOTO_ORIGINS } from "#server/modules/legislators/present";

/**
 * An enforced Content-Security-Policy. Inline styles are allowed because Radix primitives set
 * style attributes and inject <style> tags (docs/decisions/0003-csp-inline-styles.md); scripts
 * never run inline.
 */
export function contentSecurityPolicy(production: boolean): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${PHOTO_ORIGINS.join(" ")}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(production ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/**
 * What a page and the files it loads need: the policy above and the browser isolation headers.
 */
function documentHeaders(production: boolean): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(production),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    ...transportSecurity(production),
  };
}

/**
 * What an API answer needs (docs/decisions/0011-api-security-headers.md): it is data, never a
 * document, so it may load nothing, be framed by nobody, be read by no other site's page and never
 * be sniffed as something else.
 */
function apiHeaders(production: boolean): Record<string, string> {
  return {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "cross-origin-resource-policy": "same-origin",
    "x-content-type-options": "nosniff",
    ...transportSecurity(production),
  };
}

function transportSecurity(production: boolean): Record<string, string> {
  return production ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {};
}

/** `/api`, `/api/…` and `/api?…`: answered by the API, found or not. */
export function isApiPath(url: string): boolean {
  return url.startsWith("/api") && (url.length === 4 || url[4] === "/" || url[4] === "?");
}

/**
 * Every answer's headers, built once: a per-request security-header middleware was measured at
 * half the cost of serving a legislator's profile (docs/performance.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }) {
  const forApi = Object.entries(apiHeaders(options.production));
  const forDocuments = Object.entries(documentHeaders(options.production));
  app.addHook("onRequest", function securityHeaders(request, reply, done) {
    for (const [name, value] of isApiPath(request.url) ? forApi : forDocuments) reply.header(name, value);
    done();
  });
}
