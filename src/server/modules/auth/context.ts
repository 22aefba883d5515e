import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "#server/http/errors";
import { apiText } from "#server/i18n/api-messages";
import { SESSION_POLICY, type SessionStore, type UserRow } from "./sessions";

export interface Actor {
  user: UserRow;
  via: "session" | "admin_token";
  token: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Who is calling, from the session cookie or an admin bearer token; resolved once per request. */
    actor(): Promise<Actor | null>;
  }
}

export interface SessionCookie {
  name: string;
  secure: boolean;
}

export function sessionCookieFor(production: boolean): SessionCookie {
  // The __Host- prefix pins the cookie to this exact host over HTTPS.
  return production ? { name: "__Host-pw_session", secure: true } : { name: "pw_session", secure: false };
}

/** Who calls without a cookie or an Authorization header: nobody, known without any work. */
const NO_ACTOR: Promise<Actor | null> = Promise.resolve(null);

/**
 * Cookies and request.actor() for the routes registered in `app`'s scope. There is no parsing hook:
 * the Cookie header is read only when a route asks who is calling.
 */
export async function registerAuthContext(app: FastifyInstance, store: SessionStore, cookie: SessionCookie) {
  await app.register(fastifyCookie, { hook: false });
  const cache = new WeakMap<FastifyRequest, Promise<Actor | null>>();
  app.decorateRequest("actor", function (this: FastifyRequest) {
    if (this.headers.cookie === undefined && this.headers.authorization === undefined) return NO_ACTOR;
    let actor = cache.get(this);
    if (!actor) {
      actor = resolveActor(this, store, cookie);
      cache.set(this, actor);
    }
    return actor;
  });
}

async function resolveActor(request: FastifyRequest, store: SessionStore, cookie: SessionCookie) {
  const bearer = /^Bearer\s+(\S{20,200})$/i.exec(request.headers.authorization ?? "")?.[1];
  if (bearer) {
    const user = await store.resolve(bearer, "admin_token");
    return user ? ({ user, via: "admin_token", token: bearer } as const) : null;
  }
  const token = sessionCookieToken(request, cookie);
  if (!token) return null;
  const user = await store.resolve(token, "session");
  return user ? ({ user, via: "session", token } as const) : null;
}

/** The session cookie's token, when the request carries one that could be valid. */
export function sessionCookieToken(request: FastifyRequest, cookie: SessionCookie): string | null {
  const header = request.headers.cookie;
  const token = header ? request.server.parseCookie(header)[cookie.name] : undefined;
  return token && token.length <= 200 ? token : null;
}

/**
 * The token of a request that signs in with its session cookie alone, for the hot paths that
 * authenticate inside their own statement (SessionStore.actorCtes); null sends the caller to
 * request.actor(), which also handles bearer tokens.
 */
export function cookieOnlySessionToken(request: FastifyRequest, cookie: SessionCookie): string | null {
  return request.headers.authorization === undefined ? sessionCookieToken(request, cookie) : null;
}

export function setSessionCookie(reply: FastifyReply, cookie: SessionCookie, token: string) {
  reply.setCookie(cookie.name, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: cookie.secure,
    path: "/",
    maxAge: SESSION_POLICY.session.idleMs / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, cookie: SessionCookie) {
  reply.clearCookie(cookie.name, { path: "/", httpOnly: true, sameSite: "lax", secure: cookie.secure });
}

/** A signed-in voter (or admin) through the session cookie; 401 otherwise. */
export async function requireUser(request: FastifyRequest): Promise<Actor> {
  const actor = await request.actor();
  if (actor?.via !== "session") throw signInRequired();
  return actor;
}

export const signInRequired = () => new HttpError(401, apiText("signInRequired"));

/** An admin bearer token, or the session of a user whose role is admin. */
export async function requireAdmin(request: FastifyRequest): Promise<Actor> {
  const actor = await request.actor();
  if (!actor) throw new HttpError(401, "Administrator sign-in required");
  if (actor.user.role !== "admin") {
    request.log.warn({ userId: actor.user.id }, "non-admin refused on an admin call");
    throw new HttpError(403, "Administrator access required");
  }
  return actor;
}
