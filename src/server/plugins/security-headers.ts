import type { FastifyInstance } from "fastify";
import { PHOTO_ORIGINS } from "../modules/legislators/present";

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
 * The same headers on every answer, built once: a per-request security-header middleware was
 * measured at half the cost of serving a legislator's profile (docs/performance.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }) {
  const headers: Record<string, string> = {
    "content-security-policy": contentSecurityPolicy(options.production),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    ...(options.production ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
  const entries = Object.entries(headers);
  app.addHook("onRequest", function securityHeaders(_request, reply, done) {
    for (const [name, value] of entries) reply.header(name, value);
    done();
  });
}
