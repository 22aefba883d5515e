import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "../db/client";
import type { AppConfig } from "./config";
import { findLegislatorsRoutes } from "./modules/find-legislators/routes";
import { healthRoutes } from "./modules/health/routes";
import { legislatorRoutes } from "./modules/legislators/routes";
import { primaryElectionRoutes } from "./modules/primary-elections/routes";
import { siteConfigRoutes } from "./modules/site-config/routes";
import { statsRoutes } from "./modules/stats/routes";
import { registerClientAndFallback } from "./plugins/client-app";
import { registerErrorHandling } from "./plugins/error-handler";
import { registerOriginCheck } from "./plugins/origin-check";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { PublicCatalog } from "./public-data/catalog";
import { startCatalogRefresher } from "./public-data/refresher";

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** The clock; tests pin it. */
  now?: () => Date;
  /** Serve the built client from config.clientDir (off in API tests). */
  serveClient?: boolean;
}

export async function buildApp({ config, database, now = () => new Date(), serveClient = true }: AppDeps) {
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy ?? false,
    forceCloseConnections: "idle",
    requestTimeout: 30_000,
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie"],
      serializers: {
        // Paths only: query strings can carry tokens and e-mail addresses.
        req: (req) => ({ method: req.method, path: req.url.split("?")[0], reqId: req.id }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  await registerSecurityHeaders(app, { production: config.env === "production" });
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  registerOriginCheck(app, config.publicUrl);

  const catalog = await PublicCatalog.load(database.db, now);
  const refresher = startCatalogRefresher(catalog, app.log);
  app.addHook("onClose", async () => refresher.stop());

  await app.register(healthRoutes, { database });
  await app.register(siteConfigRoutes, { config });
  await app.register(legislatorRoutes, { catalog });
  await app.register(primaryElectionRoutes, { catalog });
  await app.register(findLegislatorsRoutes, { catalog });
  await app.register(statsRoutes, { catalog });
  await registerClientAndFallback(app, serveClient ? config.clientDir : null);

  return Object.assign(app as unknown as FastifyInstance, { catalog });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
