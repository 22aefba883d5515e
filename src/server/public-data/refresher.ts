import type { FastifyBaseLogger } from "fastify";
import type { PublicCatalog } from "./catalog";

/** Rebuilds come at most this often under a stream of writes. */
const MIN_GAP_MS = 250;

export interface CatalogRefresher {
  /** A write just succeeded in this process: look again soon. */
  nudge(): void;
  stop(): void;
}

/**
 * Keeps the catalog in step with the database so that a pledge or an admin edit shows in every
 * list within a second. Writes made by this process nudge a refresh at once; the poll catches
 * writes by other processes (PostgreSQL). PGlite serves one process only, so there the poll is a
 * slow safety net: each look blocks the event loop for a few milliseconds.
 */
export function startCatalogRefresher(
  catalog: PublicCatalog,
  log: FastifyBaseLogger,
  pollIntervalMs: number,
): CatalogRefresher {
  let running = false;
  let lastRun = 0;
  let pending: NodeJS.Timeout | undefined;

  async function refresh() {
    pending = undefined;
    if (running) return schedule(MIN_GAP_MS);
    running = true;
    lastRun = Date.now();
    try {
      await catalog.refreshIfChanged();
    } catch (err) {
      log.error({ err }, "catalog refresh failed");
    } finally {
      running = false;
    }
  }

  function schedule(delayMs: number) {
    if (pending) return;
    pending = setTimeout(refresh, delayMs);
    pending.unref();
  }

  const poll = setInterval(() => schedule(0), pollIntervalMs);
  poll.unref();
  return {
    nudge: () => schedule(Math.max(0, lastRun + MIN_GAP_MS - Date.now())),
    stop() {
      clearInterval(poll);
      if (pending) clearTimeout(pending);
    },
  };
}
