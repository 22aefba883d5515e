import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ServerContext } from "#server/context";
import { adminStatsSchema } from "#shared/admin";
import { requireAdmin } from "../auth/context";
import { adminStats, PledgingVoters } from "./stats";

export const adminStatsRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  const voters = new PledgingVoters();
  app.get("/api/admin/stats", { schema: { response: { 200: adminStatsSchema } } }, async (request) => {
    await requireAdmin(request);
    return adminStats(ctx.db, voters);
  });
};
