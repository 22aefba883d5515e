import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "#db/client";
import { DATABASE_RETRY_AFTER_SECONDS } from "#db/errors";

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  // ping() gives up after its own short timeout (1 s), not the statement timeout: a load balancer
  // learns within a second that this process cannot reach its database.
  app.get("/api/health", async (_request, reply) => {
    if (await database.ping()) return { status: "ok" };
    return reply
      .code(503)
      .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ status: "unavailable", message: "The database is not answering" });
  });
};
