import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppConfig } from "#server/config";

/** Campaign links and the support address the client shows; an unset link is left out. */
export const siteConfigRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const body = { links: config.links, contactEmail: config.contactEmail ?? null };
  app.get("/api/config", async () => body);
};
