import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ServerContext } from "#server/context";
import { auditPageSchema, pageQuerySchema } from "#shared/admin";
import { requireAdmin } from "../auth/context";
import { listAuditLog } from "./audit";

export const adminAuditRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  app.get(
    "/api/admin/audit-log",
    { schema: { querystring: pageQuerySchema, response: { 200: auditPageSchema } } },
    async (request) => {
      await requireAdmin(request);
      const { page, pageSize } = request.query;
      return { ...(await listAuditLog(ctx.db, request.query)), page, pageSize };
    },
  );
};
