import type { FastifyBaseLogger } from "fastify";
import type { PublicCatalog } from "./catalog";

/** Rebuilds come at most this often under a stream of writes. */
const MIN_GAP_MS = 250;
const DAY_MS = 24 * 60 * 60_000;

export interface CatalogRefresher {
  /** A write that may change the catalog's data just succeeded in this process: look again soon. */
  nudge(): void;
  stop(): void;
}

/**
 * Keeps the catalog in step with the database so that a pledge or an admin edit shows in every
 * list within a second. Writes made by this process nudge a refresh at once; a poll, when given,
 * catches writes by other processes (PostgreSQL). PGlite serves one process only, so it needs no
 * poll, whose every look would block the event loop for a few milliseconds. A look at each new
 * day (UTC) updates the election years, which depend on the date.
 */
export function startCatalogRefresher(
  catalog: PublicCatalog,
  log: FastifyBaseLogger,
  pollIntervalMs: number | null,
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

  let newDay: NodeJS.Timeout;
  function scheduleNewDay() {
    newDay = setTimeout(
      () => {
        schedule(0);
        scheduleNewDay();
      },
      DAY_MS - (Date.now() % DAY_MS),
    );
    newDay.unref();
  }
  scheduleNewDay();

  const poll = pollIntervalMs === null ? undefined : setInterval(() => schedule(0), pollIntervalMs);
  poll?.unref();
  return {
    nudge: () => schedule(Math.max(0, lastRun + MIN_GAP_MS - Date.now())),
    stop() {
      clearInterval(poll);
      clearTimeout(newDay);
      if (pending) clearTimeout(pending);
    },
  };
}
