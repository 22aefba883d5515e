import { hostname } from "node:os";
import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import pino, { type DestinationStream, type Logger } from "pino";
import { loggableError } from "./error-log";
import { BufferedDestination } from "./log-destination";

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

/** Standard output, written in blocks (log-destination.ts). */
export function bufferedStdout(): DestinationStream {
  return new BufferedDestination(1);
}

/** A request's path as the log writes it: no query string, and no secret a path carries. */
export function loggablePath(url: string): string {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  // A calendar feed's file name is its token (modules/calendar).
  return path.startsWith("/calendar/") ? "/calendar/[redacted]" : path;
}

/**
 * The app's structured log: JSON lines, requests named by method and path only (query strings
 * can carry tokens and e-mail addresses), errors by type, code and stack (http/error-log.ts),
 * credentials and personal fields redacted.
 */
export function createAppLogger(level: string, destination: DestinationStream = bufferedStdout()): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      serializers: {
        req: (req: { method: string; url: string; id: string }) => ({
          method: req.method,
          path: loggablePath(req.url),
          reqId: req.id,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: loggableError,
      },
    },
    destination,
  );
}

/**
 * A request's logger, made only when the request logs something: a pino child with redaction
 * costs more to make than most answers (docs/performance.md), and most requests write nothing
 * but their access line, which does not go through it.
 */
class RequestLogger implements FastifyBaseLogger {
  #logger: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: pino.Bindings,
    private readonly options: pino.ChildLoggerOptions,
  ) {}

  get #child(): FastifyBaseLogger {
    // Fastify passes {} when there are no options, which sends pino down its slower path.
    this.#logger ??= this.parent.child(
      this.bindings,
      Object.keys(this.options).length > 0 ? this.options : undefined,
    );
    return this.#logger;
  }

  get level() {
    return this.parent.level;
  }
  set level(level: string) {
    this.#child.level = level;
  }
  // Methods on the prototype, not arrow fields: a request makes one of these, and should pay for
  // nothing else.
  fatal(...args: Parameters<pino.LogFn>) {
    this.#child.fatal(...args);
  }
  error(...args: Parameters<pino.LogFn>) {
    this.#child.error(...args);
  }
  warn(...args: Parameters<pino.LogFn>) {
    this.#child.warn(...args);
  }
  info(...args: Parameters<pino.LogFn>) {
    this.#child.info(...args);
  }
  debug(...args: Parameters<pino.LogFn>) {
    this.#child.debug(...args);
  }
  trace(...args: Parameters<pino.LogFn>) {
    this.#child.trace(...args);
  }
  silent() {}
  child(bindings: pino.Bindings, options?: pino.ChildLoggerOptions): FastifyBaseLogger {
    return this.#child.child(bindings, options);
  }
}

const PLAIN = /^[\w./~-]*$/;

/** A JSON string: most ids, methods and paths need no escaping, and skip JSON.stringify. */
function jsonString(value: string): string {
  return PLAIN.test(value) ? `"${value}"` : JSON.stringify(value);
}

/**
 * Fastify's request lines, replaced: none when a request comes in, and at `info` or below one when
 * its answer has gone (method, path, status, time). Fastify calls requestCompleted for every
 * answer when it has a logger, so the line costs no hook; and it is built here, in the format of the app's other
 * lines (pino's), from what it alone holds, so it skips the serialisers and the redaction every
 * other line goes through. With a hook and those, the line cost a third of a profile's answer
 * (docs/performance.md).
 */
class AccessLog extends LogController {
  readonly #destination: DestinationStream | null;
  readonly #host = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;

  constructor(log: Logger) {
    super({ disableRequestLogging: true });
    // The app log's own destination, so that both write through one buffer, in order.
    const destination = (log as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym];
    this.#destination = log.isLevelEnabled("info") && destination ? destination : null;
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (!this.#destination) return;
    const reqId = jsonString(request.id);
    const [level, msg] = error ? [50, "request errored"] : [30, "request completed"];
    this.#destination.write(
      `{"level":${level},"time":${Date.now()}${this.#host},"reqId":${reqId},"req":{"method":${jsonString(request.method)},"path":${jsonString(loggablePath(request.url))},"reqId":${reqId}},"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},"msg":"${msg}"}\n`,
    );
  }
}

/**
 * Fastify options that log through `log`: every request.log is a child of it, bound to the
 * request id, and one line per answer at `info` or below (AccessLog). Above `info` Fastify gets no
 * logger, since with one it watches every response for a line the level would not write
 * (docs/performance.md).
 */
export function loggingOptions(log: Logger): FastifyServerOptions {
  const childLoggerFactory: FastifyServerOptions["childLoggerFactory"] = (_unused, bindings, options) =>
    new RequestLogger(log, bindings, options);
  return log.isLevelEnabled("info")
    ? { loggerInstance: log, logController: new AccessLog(log), childLoggerFactory }
    : { logger: false, logController: new AccessLog(log), childLoggerFactory };
}

/** Makes `log` the app's logger (app.log). */
export function registerRequestLog(app: FastifyInstance, log: Logger) {
  app.log = log;
}
