import type { FastifyBaseLogger } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicCatalog } from "./catalog";
import { startCatalogRefresher } from "./refresher";

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

function fakeCatalog() {
  const refreshIfChanged = vi.fn(async () => false);
  return { catalog: { refreshIfChanged } as unknown as PublicCatalog, refreshIfChanged };
}

describe("startCatalogRefresher", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-21T23:59:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("without a poll, looks only when nudged and when a new day starts", async () => {
    const { catalog, refreshIfChanged } = fakeCatalog();
    const refresher = startCatalogRefresher(catalog, log, null);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(refreshIfChanged).not.toHaveBeenCalled();
    refresher.nudge();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshIfChanged).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_001);
    expect(refreshIfChanged).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(refreshIfChanged).toHaveBeenCalledTimes(3);
    refresher.stop();
  });

  it("with a poll, also looks on every tick", async () => {
    const { catalog, refreshIfChanged } = fakeCatalog();
    const refresher = startCatalogRefresher(catalog, log, 400);
    await vi.advanceTimersByTimeAsync(2_001);
    expect(refreshIfChanged).toHaveBeenCalledTimes(5);
    refresher.stop();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(refreshIfChanged).toHaveBeenCalledTimes(5);
  });
});
