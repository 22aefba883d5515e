import type { FastifyBaseLogger } from "fastify";

/**
 * A crash is logged as one fatal line and the process exits with status 1; the exit writes out
 * whatever the buffered log still holds (pino flushes its destinations on exit).
 */
export function logCrashes(log: FastifyBaseLogger) {
  process.on("uncaughtException", (err, origin) => {
    log.fatal({ err, origin }, "crashed");
    process.exit(1);
  });
}
