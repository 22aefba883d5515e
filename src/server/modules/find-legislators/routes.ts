import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ServerContext } from "#server/context";
import { requestLanguage } from "#server/http/accept-language";
import { PrecompressedJson, precompressedRoute, sendPrecompressed } from "#server/http/precompressed";
import { recordDistrict } from "../accounts/service";
import { assertCallerClaims } from "../auth/access";
import { lookupBody, lookupQuery } from "./request-schemas";
import { settleDistricts } from "./service";

export const findLegislatorsRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  const { catalog } = ctx;
  app.post(
    "/api/pledge/find-legislators",
    {
      ...precompressedRoute,
      schema: { body: lookupBody, querystring: lookupQuery },
    },
    async (request, reply) => {
      await ctx.lookupLimiter(ctx.rules.lookupPerAddress, request.ip);
      const { state } = request.body;
      const districts = settleDistricts(catalog.zipIndex, request.body);
      // The answer's `message` is in the request's language; the data is the same in every one.
      const language = requestLanguage(request);
      const actor = await request.actor();
      if (actor?.via !== "session")
        return sendPrecompressed(request, reply, catalog.lookupBody(state, districts, language));
      assertCallerClaims(request, actor.user.id);
      const result = catalog.seats.answer(state, districts, language);
      // A signed-in voter's district is remembered when the address settles it.
      const userUpdated =
        result.district !== null &&
        actor.user.state === state &&
        (await recordDistrict(ctx.db, actor.user, result.district));
      // The voter's pledges may now count as a constituent's, or no longer.
      if (userUpdated) ctx.catalogChanged();
      return sendPrecompressed(request, reply, PrecompressedJson.of({ ...result, userUpdated }));
    },
  );
};
