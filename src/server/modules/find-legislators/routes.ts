import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { findLegislatorsSchema } from "../../../shared/find-legislators";
import type { PublicCatalog } from "../../public-data/catalog";
import { findLegislators } from "./service";

export const findLegislatorsRoutes: FastifyPluginAsyncZod<{ catalog: PublicCatalog }> = async (
  app,
  { catalog },
) => {
  app.post("/api/pledge/find-legislators", { schema: { body: findLegislatorsSchema } }, async (request) =>
    findLegislators(catalog, request.body),
  );
};
