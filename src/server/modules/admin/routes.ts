import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ServerContext } from "#server/context";
import { guarded } from "../auth/access";
import { adminActionRoutes } from "./action-routes";
import { adminAuditRoutes } from "./audit-routes";
import { adminPasswordRoutes, adminSignInRoutes } from "./auth-routes";
import { adminExportRoutes } from "./export-routes";
import { adminLegislatorRoutes } from "./legislator-routes";
import { adminPledgeRoutes } from "./pledge-routes";
import { adminPrimaryElectionRoutes } from "./primary-election-routes";
import { adminStatsRoutes } from "./stats-routes";
import { adminUserRoutes } from "./user-routes";

/**
 * The administrator API (docs/principles.md, API conventions). Every call but login and logout needs an
 * administrator, checked before the call's input is read.
 */
export const adminRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  await app.register(adminSignInRoutes, ctx);
  await app.register(
    guarded("admin", async (admin) => {
      for (const routes of [
        adminPasswordRoutes,
        adminLegislatorRoutes,
        adminActionRoutes,
        adminPrimaryElectionRoutes,
        adminUserRoutes,
        adminPledgeRoutes,
        adminStatsRoutes,
        adminExportRoutes,
        adminAuditRoutes,
      ]) {
        await admin.register(routes, ctx);
      }
    }),
  );
};
