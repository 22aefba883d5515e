import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { legacyUserId } from "../../../shared/accounts";
import { findLegislatorsSchema } from "../../../shared/find-legislators";
import type { ServerContext } from "../../context";
import { recordDistrict } from "../accounts/service";
import { assertOwnUserId } from "../auth/context";
import { findLegislators } from "./service";

export const findLegislatorsRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  app.post(
    "/api/pledge/find-legislators",
    { schema: { body: findLegislatorsSchema, querystring: z.object({ userId: legacyUserId }) } },
    async (request) => {
      ctx.memoryLimiter.enforce(ctx.rules.lookupPerAddress, request.ip);
      const result = findLegislators(ctx.catalog, request.body);
      const actor = await request.actor();
      if (actor?.via !== "session") return result;
      assertOwnUserId(request, actor.user.id, request.query.userId);
      // A signed-in voter's district is remembered when the address settles it.
      const userUpdated =
        result.district !== null &&
        actor.user.state === request.body.state &&
        (await recordDistrict(ctx.db, actor.user, result.district));
      return { ...result, userUpdated };
    },
  );
};
