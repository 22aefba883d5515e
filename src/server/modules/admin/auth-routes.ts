import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServerContext } from "#server/context";
import { adminChangePasswordSchema, adminLoginSchema } from "#shared/admin";
import { requireAdmin } from "../auth/context";
import { adminLoginSubject, authenticateAdmin, changeAdminPassword, findAdminByLogin } from "./auth-service";

/** Signing in and out: open to anyone. */
export const adminSignInRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  const { limiter, rules, sessions } = ctx;

  app.post(
    "/api/admin/login",
    {
      schema: {
        body: adminLoginSchema,
        response: { 200: z.object({ token: z.string(), id: z.number().int() }) },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const account = await findAdminByLogin(ctx.db, username);
      await limiter.enforce([
        [rules.adminLoginPerAddress, request.ip],
        [rules.adminLoginPerAccount, adminLoginSubject(account, username)],
      ]);
      const admin = await authenticateAdmin(account, password);
      // A new token at every sign-in; one the caller already held dies.
      const previous = await request.actor();
      if (previous?.via === "admin_token") await sessions.revoke(previous.token);
      const { token } = await sessions.create(admin.id, "admin_token");
      request.log.info({ userId: admin.id }, "administrator signed in");
      return { token, id: admin.id };
    },
  );

  /** Idempotent: an expired or unknown token has nothing left to end. */
  app.post("/api/admin/logout", async (request, reply) => {
    const actor = await request.actor();
    if (actor?.via === "admin_token") await sessions.revoke(actor.token);
    return reply.code(204).send();
  });
};

/** The signed-in administrator's own password (in the admin scope: admins only). */
export const adminPasswordRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  const { limiter, rules } = ctx;
  app.post(
    "/api/admin/change-password",
    { schema: { body: adminChangePasswordSchema, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      const actor = await requireAdmin(request);
      await limiter.enforce([[rules.adminPasswordChangePerAccount, String(actor.user.id)]]);
      await changeAdminPassword(ctx, actor, request.body);
      request.log.info({ userId: actor.user.id }, "administrator changed their password");
      return { message: "Your admin password has been updated successfully" };
    },
  );
};
