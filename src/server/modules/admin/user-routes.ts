import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServerContext } from "#server/context";
import {
  adminUserPageSchema,
  adminUserSchema,
  onlyKnownFields,
  searchPageQuerySchema,
  userEditSchema,
} from "#shared/admin";
import { recordId } from "#shared/ids";
import { requireAdmin } from "../auth/context";
import { listUsers, updateUser } from "./user-service";

export const adminUserRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  app.get(
    "/api/admin/users",
    { schema: { querystring: searchPageQuerySchema, response: { 200: adminUserPageSchema } } },
    async (request) => {
      await requireAdmin(request);
      const { page, pageSize } = request.query;
      return { ...(await listUsers(ctx.db, request.query)), page, pageSize };
    },
  );

  app.patch(
    "/api/admin/users/:id",
    {
      schema: {
        params: z.object({ id: recordId() }),
        body: onlyKnownFields(userEditSchema),
        response: { 200: z.object({ user: adminUserSchema }) },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const user = await updateUser(
        ctx.db,
        ctx.sessions,
        actor.user.id,
        request.params.id,
        request.body,
        ctx.now(),
      );
      request.log.info({ userId: actor.user.id, targetUserId: user.id }, "administrator edited a user");
      return { user };
    },
  );
};
