import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServerContext } from "#server/context";
import { adminLegislatorSchema, legislatorEditSchema, onlyKnownFields } from "#shared/admin";
import { recordId } from "#shared/ids";
import { requireAdmin } from "../auth/context";
import { listAdminLegislators, updateLegislator } from "./legislator-service";

export const adminLegislatorRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  // No response schema here: checking every field of 500-odd members would cost more than the
  // query, and presentAdminLegislator builds each one field by field.
  app.get("/api/admin/legislators", async (request) => {
    await requireAdmin(request);
    return { legislators: await listAdminLegislators(ctx.db, ctx.now()) };
  });

  app.patch(
    "/api/admin/legislators/:id",
    {
      schema: {
        params: z.object({ id: recordId() }),
        body: onlyKnownFields(legislatorEditSchema),
        response: { 200: z.object({ legislator: adminLegislatorSchema }) },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const legislator = await updateLegislator(
        ctx.db,
        actor.user.id,
        request.params.id,
        request.body,
        ctx.now(),
      );
      return { legislator };
    },
  );
};
