import { type FastifyBaseLogger, type FastifyInstance, LogController, type LogLevel } from "fastify";
import pino, { type DestinationStream, type Logger } from "pino";
import { loggableError } from "./error-log";

type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
type ChildOptions = Parameters<FastifyBaseLogger["child"]>[1];
type WritingLevel = Exclude<LogLevel, "silent">;

/** pino's numbers for its default levels, the only ones the app uses. */
const LEVEL_VALUES: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};

/**
 * request.log bound to the request id like pino's own child, but made on the first line written
 * at an enabled level. A pino child serialises its bindings up front, about a microsecond per
 * request, and most requests write no line at all (docs/performance.md).
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  #level: string;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {
    this.#level = options?.level ?? parent.level;
  }

  get level(): string {
    return this.#child?.level ?? this.#level;
  }

  set level(level: string) {
    this.#bound().level = level;
  }

  fatal(...args: unknown[]) {
    this.#write("fatal", args);
  }
  error(...args: unknown[]) {
    this.#write("error", args);
  }
  warn(...args: unknown[]) {
    this.#write("warn", args);
  }
  info(...args: unknown[]) {
    this.#write("info", args);
  }
  debug(...args: unknown[]) {
    this.#write("debug", args);
  }
  trace(...args: unknown[]) {
    this.#write("trace", args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#bound().child(bindings, options);
  }

  #write(level: WritingLevel, args: unknown[]) {
    if (LEVEL_VALUES[level]! < (LEVEL_VALUES[this.level] ?? 0)) return;
    const child = this.#bound();
    Reflect.apply(child[level], child, args);
  }

  #bound(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }
}

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
 * Fastify options that log through `log`: request.log is a RequestLogger over it. Fastify itself
 * gets no logger of its own, since with one it would watch every response for its two request
 * lines even when the level writes neither (docs/performance.md); registerRequestLog writes one
 * line per request instead, only when the level asks for it.
 */
export function loggingOptions(log: FastifyBaseLogger) {
  return {
    logger: false,
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (_unused: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) =>
      new RequestLogger(log, bindings, options),
  } as const;
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
