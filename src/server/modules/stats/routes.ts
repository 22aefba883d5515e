import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "#server/http/errors";
import { apiText } from "#server/i18n/api-messages";
import type { PublicCatalog } from "#server/public-data/catalog";

export const statsRoutes: FastifyPluginAsyncZod<{ catalog: PublicCatalog }> = async (app, { catalog }) => {
  app.get("/api/stats", async () => catalog.stats);

  app.get("/api/data-sources", async () => {
    const sources = catalog.dataSources;
    if (!sources) throw notFound(apiText("noDataYet"));
    return { dataSources: sources };
  });
};
