import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "#server/http/errors";
import { precompressedRead, sendPrecompressed } from "#server/http/precompressed";
import { apiText } from "#server/i18n/api-messages";
import type { PublicCatalog } from "#server/public-data/catalog";
import { vacantSeatsResponseSchema } from "#shared/find-legislators";
import { legislatorDetailSchema, legislatorSchema } from "#shared/legislator";
import { legislatorKeyParams, listQuery, stateQuery } from "./request-schemas";

export const legislatorRoutes: FastifyPluginAsyncZod<{ catalog: PublicCatalog }> = async (
  app,
  { catalog },
) => {
  app.get(
    "/api/legislators",
    {
      ...precompressedRead,
      schema: { querystring: listQuery },
      config: { documentedResponse: { 200: z.object({ legislators: z.array(legislatorSchema) }) } },
    },
    (request, reply) => sendPrecompressed(request, reply, catalog.listBody(request.query)),
  );

  app.get(
    "/api/vacant-seats",
    {
      schema: {
        querystring: z.object({ state: stateQuery }),
        response: { 200: vacantSeatsResponseSchema },
      },
    },
    async (request) => ({ vacantSeats: catalog.vacantSeats(request.query.state) }),
  );

  app.get(
    "/api/legislators/:idOrSlug",
    {
      ...precompressedRead,
      schema: { params: legislatorKeyParams },
      config: { documentedResponse: { 200: z.object({ legislator: legislatorDetailSchema }) } },
    },
    (request, reply) => {
      const legislator = catalog.find(request.params.idOrSlug);
      const body = legislator && catalog.profileBody(legislator.id);
      if (!body) throw notFound(apiText("legislatorNotFound"));
      return sendPrecompressed(request, reply, body);
    },
  );
};
