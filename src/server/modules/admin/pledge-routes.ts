import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ServerContext } from "#server/context";
import { adminPledgePageSchema, searchPageQuerySchema } from "#shared/admin";
import { requireAdmin } from "../auth/context";
import { countPledges, findPledges, pledgeFilter } from "./pledge-repo";

export const adminPledgeRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  app.get(
    "/api/admin/pledges",
    { schema: { querystring: searchPageQuerySchema, response: { 200: adminPledgePageSchema } } },
    async (request) => {
      await requireAdmin(request);
      const { page, pageSize, search } = request.query;
      const where = await pledgeFilter(ctx.db, search);
      const [pledges, total] = await Promise.all([
        findPledges(ctx.db, where, request.query),
        countPledges(ctx.db, where),
      ]);
      return { pledges, total, page, pageSize };
    },
  );
};
