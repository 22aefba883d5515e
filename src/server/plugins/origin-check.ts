import type { FastifyInstance } from "fastify";
import { HttpError } from "../http/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * With SameSite=Lax cookies, refusing state-changing calls from a foreign Origin is the
 * cross-site request defence (decisions.md section 3).
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin !== publicOrigin && origin !== ownOrigin) {
      request.log.warn({ origin }, "cross-site request refused");
      throw new HttpError(403, "Cross-site requests are not allowed");
    }
  });
}
