import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { legislatorListQuerySchema } from "../../../shared/legislator";
import { notFound } from "../../http/errors";
import { precompressedRoute, sendPrecompressed } from "../../http/precompressed";
import type { PublicCatalog } from "../../public-data/catalog";

const idOrSlugParams = z.object({
  idOrSlug: z
    .string()
    .max(120)
    .regex(/^[A-Za-z0-9-]+$/, "Must be a legislator id or slug"),
});

export const legislatorRoutes: FastifyPluginAsyncZod<{ catalog: PublicCatalog }> = async (
  app,
  { catalog },
) => {
  app.get(
    "/api/legislators",
    { ...precompressedRoute, schema: { querystring: legislatorListQuerySchema } },
    (request, reply) => sendPrecompressed(request, reply, catalog.listBody(request.query)),
  );

  app.get(
    "/api/legislators/:idOrSlug",
    { ...precompressedRoute, schema: { params: idOrSlugParams } },
    (request, reply) => {
      const legislator = catalog.find(request.params.idOrSlug);
      const body = legislator && catalog.profileBody(legislator.id);
      if (!body) throw notFound("Legislator not found");
      return sendPrecompressed(request, reply, body);
    },
  );
};
