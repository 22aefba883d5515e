import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServerContext } from "#server/context";
import { recordId } from "#shared/ids";
import { legislatorActionInputSchema, legislatorActionSchema } from "#shared/legislator-actions";
import { listLegislatorActions } from "../actions/service";
import { requireAdmin } from "../auth/context";
import { correctAction, recordAction } from "./action-service";

const legislatorParams = z.object({ id: recordId() });
const actionParams = z.object({ id: recordId(), actionId: recordId() });

/** Actions on record (docs/principles.md, "Constituents and actions"): recorded, listed and corrected by administrators. */
export const adminActionRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  const limitWrites = (adminId: number) =>
    ctx.limiter.enforce([[ctx.rules.actionWritesPerAccount, String(adminId)]]);

  app.get(
    "/api/admin/legislators/:id/actions",
    {
      schema: {
        params: legislatorParams,
        response: { 200: z.object({ actions: z.array(legislatorActionSchema) }) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { actions: await listLegislatorActions(ctx.db, request.params.id) };
    },
  );

  app.post(
    "/api/admin/legislators/:id/actions",
    {
      schema: {
        params: legislatorParams,
        body: legislatorActionInputSchema,
        response: { 201: z.object({ action: legislatorActionSchema }) },
      },
    },
    async (request, reply) => {
      const actor = await requireAdmin(request);
      await limitWrites(actor.user.id);
      const action = await recordAction(ctx.db, actor.user.id, request.params.id, request.body, ctx.now());
      ctx.wakeNotices();
      return reply.code(201).send({ action });
    },
  );

  app.delete(
    "/api/admin/legislators/:id/actions/:actionId",
    { schema: { params: actionParams } },
    async (request, reply) => {
      const actor = await requireAdmin(request);
      await limitWrites(actor.user.id);
      await correctAction(ctx.db, actor.user.id, request.params.id, request.params.actionId, ctx.now());
      return reply.code(204).send();
    },
  );
};
