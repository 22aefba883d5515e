import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { PHOTO_ORIGINS } from "../modules/legislators/present";

/**
 * An enforced Content-Security-Policy. Inline styles are allowed because Radix primitives set
 * style attributes and inject <style> tags (docs/decisions/0003-csp-inline-styles.md); scripts
 * never run inline.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", ...PHOTO_ORIGINS],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : { upgradeInsecureRequests: null }),
      },
    },
    strictTransportSecurity: options.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}
