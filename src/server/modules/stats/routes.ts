import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PublicCatalog } from "../../public-data/catalog";

export const statsRoutes: FastifyPluginAsyncZod<{ catalog: PublicCatalog }> = async (app, { catalog }) => {
  app.get("/api/stats", async () => catalog.stats);
};
