import type { FastifyInstance, FastifyPluginOptions, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError } from "#server/http/errors";
import { apiText } from "#server/i18n/api-messages";
import { type Actor, requireAdmin, requireUser } from "./context";

export type Access = "voter" | "admin";

const CHECKS: Record<Access, (request: FastifyRequest) => Promise<Actor>> = {
  voter: requireUser,
  admin: requireAdmin,
};

/**
 * Every route registered in `scope` needs a signed-in voter (session cookie) or an administrator.
 * Who is calling is settled before the request's input is validated, so an anonymous caller learns
 * nothing about a route's fields (401/403, never a 400); after validation, any `userId` the client
 * sent must name the caller (docs/principles.md, principle 2). Handlers ask `requireUser`/`requireAdmin`
 * again for the actor: request.actor() is resolved once per request.
 */
function guardScope(scope: FastifyInstance, access: Access) {
  const check = CHECKS[access];
  scope.addHook("preValidation", async function checkIdentity(request) {
    await check(request);
  });
  scope.addHook("preHandler", async function checkClaimedUserId(request) {
    assertCallerClaims(request, (await check(request)).user.id);
  });
}

/** `routes` as a plugin whose every route is guarded by guardScope. */
export function guarded<Options extends FastifyPluginOptions>(
  access: Access,
  routes: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return async (scope, options) => {
    guardScope(scope, access);
    await routes(scope, options);
  };
}

/**
 * The `userId` values a client sent in the body and the query string. A route's schema has
 * already turned them into numbers; on a route without one they are raw text (or a list, for a
 * repeated parameter), which names the caller only when it is exactly their id.
 */
export function claimedUserIds(request: FastifyRequest): unknown[] {
  const claims: unknown[] = [];
  for (const source of [request.body, request.query]) {
    if (source && typeof source === "object" && "userId" in source && source.userId !== undefined) {
      claims.push(source.userId);
    }
  }
  return claims;
}

const namesCaller = (claim: unknown, actorUserId: number) =>
  claim === actorUserId || (typeof claim === "string" && claim === String(actorUserId));

/** docs/principles.md, principle 2: a client-sent userId is tolerated only when it names the caller. */
export function assertCallerClaims(
  request: FastifyRequest,
  actorUserId: number,
  claims: unknown[] = claimedUserIds(request),
) {
  if (!claims.every((claim) => namesCaller(claim, actorUserId))) {
    request.log.warn({ userId: actorUserId }, "userId of another user refused");
    throw new HttpError(403, apiText("ownAccountOnly"));
  }
}
