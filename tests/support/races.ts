import { describe, it, type TestFunction } from "vitest";
import { testEngine } from "./database";

export type RaceTest = (name: string, fn: TestFunction, timeout?: number) => void;

/**
 * A block of race tests: what concurrent requests, workers or processes do to one another. PGlite
 * runs one statement at a time over its one connection, so nothing can race on it: these tests run
 * on PostgreSQL only, and on PGlite the block prints one line naming the tests it skipped, so that a
 * green PGlite run is not taken for having checked them. One block per file keeps it to one line.
 */
export function describeRaces(title: string, factory: (raceTest: RaceTest) => void): void {
  const skipped = testEngine !== "postgres";
  describe(title, () => {
    const names: string[] = [];
    factory((name, fn, timeout) => {
      names.push(name);
      it.skipIf(skipped)(name, fn, timeout);
    });
    if (skipped && names.length > 0) {
      console.warn(
        `Skipped ${names.length} race test(s), which need PostgreSQL (TEST_DATABASE_URL is unset): ${names.map((name) => `"${name}"`).join(", ")}`,
      );
    }
  });
}
