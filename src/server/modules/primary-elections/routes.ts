import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { PublicCatalog } from "#server/public-data/catalog";
import { isStateCode } from "#shared/states";

const query = z.object({
  state: z
    .string()
    .trim()
    .refine(isStateCode, "Please provide a 2-letter state code")
    .transform((s) => s.toUpperCase())
    .optional(),
});

export const primaryElectionRoutes: FastifyPluginAsyncZod<{ catalog: PublicCatalog }> = async (
  app,
  { catalog },
) => {
  app.get("/api/primary-elections", { schema: { querystring: query } }, async (request) => {
    const { state } = request.query;
    if (state) return { primaryElection: catalog.primaryElection(state) };
    return { primaryElections: catalog.primaryElections };
  });
};
