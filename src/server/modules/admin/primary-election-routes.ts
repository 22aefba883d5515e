import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServerContext } from "#server/context";
import { adminPrimaryElectionSchema, onlyKnownFields, primaryElectionEditSchema } from "#shared/admin";
import { requireAdmin } from "../auth/context";
import { listAdminPrimaryElections, updatePrimaryElection } from "./primary-election-service";

export const adminPrimaryElectionRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  app.get(
    "/api/admin/primary-elections",
    { schema: { response: { 200: z.object({ primaryElections: z.array(adminPrimaryElectionSchema) }) } } },
    async (request) => {
      await requireAdmin(request);
      return { primaryElections: await listAdminPrimaryElections(ctx.db, ctx.now()) };
    },
  );

  app.patch(
    "/api/admin/primary-elections/:state",
    {
      schema: {
        params: z.object({
          state: z
            .string()
            .regex(/^[A-Za-z]{2}$/, "Please provide a 2-letter state code")
            .transform((s) => s.toUpperCase()),
        }),
        body: onlyKnownFields(primaryElectionEditSchema),
        response: { 200: z.object({ primaryElection: adminPrimaryElectionSchema }) },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const primaryElection = await updatePrimaryElection(
        ctx.db,
        actor.user.id,
        request.params.state,
        request.body,
        ctx.now(),
      );
      return { primaryElection };
    },
  );
};
