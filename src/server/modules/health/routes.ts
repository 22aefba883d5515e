import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "../../../db/client";

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get("/api/health", async (_request, reply) => {
    if (await database.ping()) return { status: "ok" };
    return reply.code(503).send({ status: "unavailable", message: "The database is not answering" });
  });
};
