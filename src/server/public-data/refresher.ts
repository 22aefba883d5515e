import type { FastifyBaseLogger } from "fastify";
import type { PublicCatalog } from "./catalog";

/**
 * Polls the catalog's fingerprint so that a pledge or an admin edit made by any server process
 * shows in every list within a second. Never overlaps two refreshes.
 */
export function startCatalogRefresher(catalog: PublicCatalog, log: FastifyBaseLogger, intervalMs = 400) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await catalog.refreshIfChanged();
    } catch (err) {
      log.error({ err }, "catalog refresh failed");
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
