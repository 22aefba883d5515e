import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ServerContext } from "../../context";
import { adminAuditRoutes } from "./audit-routes";
import { adminAuthRoutes } from "./auth-routes";
import { adminExportRoutes } from "./export-routes";
import { adminLegislatorRoutes } from "./legislator-routes";
import { adminPledgeRoutes } from "./pledge-routes";
import { adminPrimaryElectionRoutes } from "./primary-election-routes";
import { adminStatsRoutes } from "./stats-routes";
import { adminUserRoutes } from "./user-routes";

/** The administrator API (decisions.md section 3). Every call but login and logout needs an admin. */
export const adminRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  for (const routes of [
    adminAuthRoutes,
    adminLegislatorRoutes,
    adminPrimaryElectionRoutes,
    adminUserRoutes,
    adminPledgeRoutes,
    adminStatsRoutes,
    adminExportRoutes,
    adminAuditRoutes,
  ]) {
    await app.register(routes, ctx);
  }
};
