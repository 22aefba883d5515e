import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import pino, { type DestinationStream, type Logger } from "pino";
import { loggableError } from "./error-log";

/**
 * Fields that must never be written, wherever a caller puts them (one level deep): credentials,
 * the personal data a voter sends, and a failed query's parameters.
 */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "*.password",
  "*.passwordHash",
  "*.token",
  "*.email",
  "*.address",
  "*.phone",
  "*.params",
  "*.query",
];

/**
 * The app's structured log: JSON lines, requests named by method and path only (query strings
 * can carry tokens and e-mail addresses), errors by type, code and stack (http/error-log.ts),
 * credentials and personal fields redacted.
 */
export function createAppLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        path: req.url.split("?")[0],
        reqId: req.id,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: loggableError,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Fastify options that log through `log`: every request.log is a pino child of it, bound to the
 * request id. Fastify itself gets no logger of its own, since with one it would watch every
 * response for its two request lines even when the level writes neither (docs/performance.md);
 * registerRequestLog writes one line per request instead, only when the level asks for it.
 */
export function loggingOptions(log: FastifyBaseLogger) {
  return {
    logger: false,
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (_unused, bindings, options) => log.child(bindings, options),
  } as const satisfies FastifyServerOptions;
}

/** Makes `log` the app's logger and, at info or below, writes a line for every answer. */
export function registerRequestLog(app: FastifyInstance, log: Logger) {
  app.log = log;
  if (!log.isLevelEnabled("info")) return;
  app.addHook("onResponse", function logRequest(request, reply, done) {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
    done();
  });
}
