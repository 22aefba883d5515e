import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("WEB_CONCURRENCY", () => {
  it("is one process unless set", () => {
    expect(loadConfig({ NODE_ENV: "test" }).webConcurrency).toBe(1);
    expect(loadConfig({ NODE_ENV: "test", WEB_CONCURRENCY: "4" }).webConcurrency).toBe(4);
  });

  it("refuses anything but a whole number of processes from 1 to 64", () => {
    for (const value of ["0", "65", "2.5", "many"]) {
      expect(() => loadConfig({ NODE_ENV: "test", WEB_CONCURRENCY: value })).toThrow(
        "WEB_CONCURRENCY: must be a whole number of processes from 1 to 64",
      );
    }
  });
});
