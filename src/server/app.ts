import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Logger } from "pino";
import type { DatabaseHandle } from "#db/client";
import { accountRoutes } from "#server/modules/accounts/routes";
import { queueNoticeBatch } from "#server/modules/actions/service";
import { adminRoutes } from "#server/modules/admin/routes";
import { registerAuthContext, sessionCookieFor } from "#server/modules/auth/context";
import { enableTestPasswordHashing, loadTokenKey, SessionStore } from "#server/modules/auth/service";
import { calendarFeedRoutes } from "#server/modules/calendar/routes";
import { contactRoutes } from "#server/modules/contact/routes";
import { crawlerRoutes } from "#server/modules/crawlers/routes";
import { queueDepartureBatch } from "#server/modules/departures/service";
import { engagementRoutes } from "#server/modules/engagement/routes";
import { findLegislatorsRoutes } from "#server/modules/find-legislators/routes";
import { healthRoutes } from "#server/modules/health/routes";
import { legislatorRoutes } from "#server/modules/legislators/routes";
import { pledgeRoutes } from "#server/modules/pledges/routes";
import { primaryElectionRoutes } from "#server/modules/primary-elections/routes";
import { scanReminders } from "#server/modules/reminders/service";
import { shareCardRoutes } from "#server/modules/share-cards/routes";
import { createShareCards, type PhotoFetcher } from "#server/modules/share-cards/service";
import { siteConfigRoutes } from "#server/modules/site-config/routes";
import { statsRoutes } from "#server/modules/stats/routes";
import { templateRoutes } from "#server/modules/templates/routes";
import { unsubscribeRoutes } from "#server/modules/unsubscribe/routes";
import { stateCodeFromParam } from "#shared/states";
import type { AppConfig } from "./config";
import type { ServerContext } from "./context";
import { createAppLogger, loggingOptions, registerRequestLog } from "./http/logging";
import { AfterResponseTasks } from "./jobs/after-response";
import { startJobLoop } from "./jobs/job-loop";
import { startMaintenance } from "./jobs/maintenance";
import { createMailTransport, type MailTransport } from "./mail/transport";
import { startMailWorker } from "./mail/worker";
import { registerClientAndFallback } from "./plugins/client-app";
import { registerErrorHandling } from "./plugins/error-handler";
import { openApiRoute, registerOpenApi } from "./plugins/openapi";
import { registerOriginCheck } from "./plugins/origin-check";
import { metaForPath } from "./plugins/page-meta";
import { ProfilePages } from "./plugins/profile-pages";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { PublicCatalog } from "./public-data/catalog";
import { startCatalogRefresher } from "./public-data/refresher";
import { RateLimiter } from "./rate-limit/limiter";
import { lookupLimiter } from "./rate-limit/lookup-limiter";
import { DEFAULT_RATE_RULES, type RateRules } from "./rate-limit/rules";

export const BODY_LIMIT_BYTES = 64 * 1024;
const PGLITE_MAIL_POLL_MS = 30_000;
const NOTICE_POLL_MS = 5_000;
const PGLITE_NOTICE_POLL_MS = 60_000;
/** The longest delay setTimeout takes (a longer one fires at once). */
const LONGEST_TIMER_MS = 2_147_483_647;

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** The clock; tests pin it. */
  now?: () => Date;
  /** Serve the built client from config.clientDir (off in API tests). */
  serveClient?: boolean;
  /** Replace some abuse limits (tests and benchmarks that act from one address). */
  rateRules?: Partial<RateRules>;
  /** Write the log here instead of to standard output (tests). */
  log?: Logger;
  /** Deliver mail through this instead of SMTP or .eml files. */
  mailTransport?: MailTransport;
  /** Pledgers queued per notice batch (tests make it small to interleave processes). */
  noticeBatchSize?: number;
  /** Where share cards get legislators' photos (tests; the official hosts by default). */
  fetchPhoto?: PhotoFetcher;
  /** Voters queued per reminder batch (the same). */
  reminderBatchSize?: number;
  /**
   * Tests that drive the background jobs themselves: the notice fan-out and the mail worker then
   * run only when their runOnce() is called.
   */
  manualJobs?: boolean;
}

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const now = deps.now ?? (() => new Date());
  enableTestPasswordHashing(config.env === "test");
  const log = deps.log ?? createAppLogger(config.logLevel);
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy ?? false,
    forceCloseConnections: "idle",
    requestTimeout: 30_000,
    ...loggingOptions(log),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestLog(app, log);

  registerErrorHandling(app);
  registerSecurityHeaders(app, { production: config.env === "production" });
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  await registerOpenApi(app);
  registerOriginCheck(app, config.publicUrl);

  const db = database.db;
  const catalog = await PublicCatalog.load(db, now);
  const tokenKey = await loadTokenKey(db, config.sessionSecret);
  const sessions = new SessionStore(db, tokenKey, now);
  const cookie = sessionCookieFor(config.env === "production");

  const mailWorker = startMailWorker({
    db,
    transport: deps.mailTransport ?? createMailTransport(config),
    from: config.mailFrom,
    log: app.log,
    // On PGlite only this process queues mail, and it wakes the worker when it does: the poll is
    // left with retries, which wait 30 s or more anyway, and each look blocks the event loop.
    pollIntervalMs: deps.manualJobs
      ? LONGEST_TIMER_MS
      : database.engine === "pglite"
        ? PGLITE_MAIL_POLL_MS
        : undefined,
  });
  const limiter = new RateLimiter(db, tokenKey);
  const refresher = startCatalogRefresher(catalog, app.log, database.engine === "pglite" ? null : 400);
  const maintenance = startMaintenance({ db, limiter, log: app.log });
  const afterResponse = new AfterResponseTasks(app.log);
  // The jobs' steps read ctx, built below, only when they run: the first runs on a later turn.
  const noticeFanOut = startJobLoop({
    name: "pledger notices",
    step: async () => {
      const queued =
        (await queueNoticeBatch(ctx, deps.noticeBatchSize)) ||
        (await queueDepartureBatch(ctx, deps.noticeBatchSize));
      if (queued && !deps.manualJobs) mailWorker.notify();
      return queued;
    },
    // Picks up an action another process recorded, one a restart left half queued, and members
    // whose departure the passing days confirm; PGlite has no other process, so it looks less often.
    pollIntervalMs: database.engine === "pglite" ? PGLITE_NOTICE_POLL_MS : NOTICE_POLL_MS,
    log: app.log,
    automatic: !deps.manualJobs,
  });
  const reminderScan = startJobLoop({
    name: "e-mail reminders",
    step: async () => {
      const queued = await scanReminders(ctx, deps.reminderBatchSize);
      if (queued > 0 && !deps.manualJobs) mailWorker.notify();
      return false;
    },
    pollIntervalMs: config.reminderScanSeconds * 1000,
    log: app.log,
    automatic: !deps.manualJobs,
  });
  app.addHook("onClose", async () => {
    refresher.stop();
    maintenance.stop();
    await afterResponse.drain();
    await noticeFanOut.stop();
    await reminderScan.stop();
    await mailWorker.stop();
  });

  const ctx: ServerContext = {
    config,
    database,
    db,
    catalog,
    sessions,
    cookie,
    limiter,
    lookupLimiter: lookupLimiter(database.engine, limiter),
    rules: { ...DEFAULT_RATE_RULES, ...config.rateRules, ...deps.rateRules },
    tokenKey,
    now,
    wakeMailer: () => (deps.manualJobs ? undefined : mailWorker.notify()),
    wakeNotices: () => noticeFanOut.notify(),
    catalogChanged: () => refresher.nudge(),
    afterResponse,
  };

  // Public reads, answered from the in-memory catalog: no cookies, no caller, nothing to refresh.
  openApiRoute(app);
  await app.register(healthRoutes, { database });
  await app.register(siteConfigRoutes, { config });
  await app.register(legislatorRoutes, { catalog });
  await app.register(primaryElectionRoutes, { catalog });
  await app.register(statsRoutes, { catalog });
  await app.register(shareCardRoutes, { cards: createShareCards(catalog, deps.fetchPhoto) });
  await app.register(crawlerRoutes, ctx);
  // Routes that may act for the caller; the session cookie is read only when one asks who it is.
  await app.register(async (callers) => {
    // Their answers may carry the caller's personal data or tokens: no cache may keep them.
    callers.addHook("onRequest", function uncached(_request, reply, done) {
      reply.header("cache-control", "no-store");
      done();
    });
    await registerAuthContext(callers, sessions, cookie);
    // Writes at most the caller's own district, which the catalog does not hold.
    await callers.register(findLegislatorsRoutes, ctx);
    await callers.register(async (writers) => {
      // A successful write here may move pledge counts or the public data: look again soon.
      writers.addHook("onResponse", (request, reply, done) => {
        if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400)
          refresher.nudge();
        done();
      });
      for (const routes of [
        accountRoutes,
        pledgeRoutes,
        engagementRoutes,
        contactRoutes,
        templateRoutes,
        unsubscribeRoutes,
        calendarFeedRoutes,
        adminRoutes,
      ]) {
        await writers.register(routes, ctx);
      }
    });
  });
  const clientDir = deps.serveClient === false ? null : config.clientDir;
  const pageMeta = (pathname: string) => metaForPath(pathname, catalog, config.publicUrl);
  const profilePages = clientDir
    ? await ProfilePages.load(clientDir, {
        app,
        catalog,
        pageMeta,
        now,
        origin: new URL(config.publicUrl).origin,
      })
    : null;
  await registerClientAndFallback(app, clientDir, pageMeta, profilePages, {
    idOrSlug: (idOrSlug) => catalog.find(idOrSlug) !== undefined,
    state: (state) => stateCodeFromParam(state) !== null,
  });

  return Object.assign(app as unknown as FastifyInstance, {
    catalog,
    mailWorker,
    noticeFanOut,
    reminderScan,
    sessions,
    afterResponse,
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
