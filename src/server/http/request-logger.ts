import type { FastifyBaseLogger, LogLevel } from "fastify";

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

/** Fastify's childLoggerFactory option. */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}
