import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServerContext } from "#server/context";
import { requestLanguage } from "#server/http/accept-language";
import { apiMessage } from "#server/i18n/api-messages";
import {
  deleteAccountSchema,
  forgotPasswordSchema,
  legacyUserId,
  loginSchema,
  messageResponseSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  tokenSchema,
  userResponseSchema,
} from "#shared/accounts";
import { recordId } from "#shared/ids";
import { assertCallerClaims, guarded } from "../auth/access";
import { clearSessionCookie, requireUser, sessionCookieToken, setSessionCookie } from "../auth/context";
import { deleteAccount } from "./delete-account";
import { presentUser } from "./present-user";
import {
  authenticate,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  updateProfile,
  verifyEmail,
} from "./service";

export const accountRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  const { limiter, rules, sessions, cookie } = ctx;

  app.post(
    "/api/register",
    { schema: { body: registerSchema, response: { 201: messageResponseSchema } } },
    async (request, reply) => {
      await limiter.enforce([[rules.registerPerAddress, request.ip]]);
      const language = requestLanguage(request);
      await register(ctx, request.body, language);
      return reply.code(201).send({ message: apiMessage(language, "registered") });
    },
  );

  app.post(
    "/api/login",
    { schema: { body: loginSchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      await limiter.enforce([
        [rules.loginPerAddress, request.ip],
        [rules.loginPerAccount, email],
      ]);
      const user = await authenticate(ctx.db, email, password);
      // A fresh session id at every sign-in; whatever session the browser had is ended.
      const previous = sessionCookieToken(request, cookie);
      if (previous) await sessions.revoke(previous);
      const { token } = await sessions.create(user.id, "session");
      setSessionCookie(reply, cookie, token);
      request.log.info({ userId: user.id }, "signed in");
      return { user: presentUser(user) };
    },
  );

  app.post("/api/logout", async (request, reply) => {
    const token = sessionCookieToken(request, cookie);
    if (token) await sessions.revoke(token);
    clearSessionCookie(reply, cookie);
    return reply.code(204).send();
  });

  app.post(
    "/api/verify-email",
    { schema: { body: tokenSchema, response: { 200: userResponseSchema } } },
    async (request) => {
      const user = await verifyEmail(ctx, request.body.token);
      return { user: presentUser(user) };
    },
  );

  app.post(
    "/api/forgot-password",
    { schema: { body: forgotPasswordSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await limiter.enforce([[rules.forgotPerAddress, request.ip]]);
      const { email } = request.body;
      const { allowed } = await limiter.hit(rules.forgotPerAccount, email);
      // The answer is the same, and as quick, whether or not the account exists or is over its
      // limit: looking it up and queuing its mail happen after the answer.
      if (allowed) ctx.afterResponse.run("password reset request", () => requestPasswordReset(ctx, email));
      return { message: apiMessage(requestLanguage(request), "resetRequested") };
    },
  );

  app.post(
    "/api/reset-password",
    { schema: { body: resetPasswordSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return { message: apiMessage(requestLanguage(request), "passwordReset") };
    },
  );

  // Who this browser is signed in as, asked by every page: nobody is an answer, not an error, so
  // an anonymous visit logs no failed request in the browser's console.
  app.get("/api/session", { schema: { response: { 200: sessionResponseSchema } } }, async (request) => {
    const actor = await request.actor();
    return { user: actor?.via === "session" ? presentUser(actor.user) : null };
  });

  // The voter's own account: signed-in voters only, checked before any input is validated.
  await app.register(
    guarded("voter", async (voter) => {
      voter.get("/api/user", { schema: { response: { 200: userResponseSchema } } }, async (request) => {
        const actor = await requireUser(request);
        return { user: presentUser(actor.user) };
      });

      voter.patch(
        "/api/user/:id",
        {
          schema: {
            params: z.object({ id: recordId() }),
            body: profileUpdateSchema,
            response: { 200: userResponseSchema },
          },
        },
        async (request) => {
          const actor = await requireUser(request);
          assertCallerClaims(request, actor.user.id, [request.params.id]);
          const user = await updateProfile(ctx, actor.user.id, request.body);
          return { user: presentUser(user) };
        },
      );

      voter.delete(
        "/api/user/:id",
        { schema: { params: z.object({ id: recordId() }), body: deleteAccountSchema } },
        async (request, reply) => {
          const actor = await requireUser(request);
          assertCallerClaims(request, actor.user.id, [request.params.id]);
          await limiter.enforce([[rules.deleteAccountPerAccount, String(actor.user.id)]]);
          await deleteAccount(ctx, actor.user, request.body.password);
          request.log.info({ userId: actor.user.id }, "account deleted by its owner");
          clearSessionCookie(reply, cookie);
          return reply.code(204).send();
        },
      );

      voter.post(
        "/api/resend-verification",
        {
          schema: {
            body: z.object({ userId: legacyUserId }).optional(),
            response: { 200: messageResponseSchema },
          },
        },
        async (request) => {
          const actor = await requireUser(request);
          await limiter.enforce([[rules.resendPerAccount, String(actor.user.id)]]);
          return { message: apiMessage(requestLanguage(request), await resendVerification(ctx, actor.user)) };
        },
      );
    }),
  );
};
