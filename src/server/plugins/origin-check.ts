import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { HttpError } from "../http/errors";
import { apiText } from "../i18n/api-messages";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * With SameSite=Lax cookies, refusing state-changing calls from a foreign Origin is the
 * cross-site request defence (docs/principles.md, API conventions). The check is attached to every route that
 * accepts a state-changing method, wherever it is registered, so read-only routes skip it.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  const checkOrigin: onRequestHookHandler = (request, _reply, done) => {
    const origin = request.headers.origin;
    if (
      origin === undefined ||
      SAFE_METHODS.has(request.method) ||
      origin === publicOrigin ||
      origin === `${request.protocol}://${request.host}`
    ) {
      return done();
    }
    request.log.warn({ origin }, "cross-site request refused");
    done(new HttpError(403, apiText("crossSite")));
  };
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => SAFE_METHODS.has(method))) return;
    const existing = route.onRequest ?? [];
    route.onRequest = [checkOrigin, ...(Array.isArray(existing) ? existing : [existing])];
  });
}
