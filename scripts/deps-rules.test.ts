import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The import rules of docs/architecture.md (.dependency-cruiser.cjs) fail the build: run on
 * scripts/fixtures/deps, laid out like src/, they report each planted violation and nothing
 * else. That they pass on src is `npm run lint`'s second half (a step of `npm test`).
 */
const root = path.resolve(import.meta.dirname, "..");
const cli = path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
const config = path.join(root, ".dependency-cruiser.cjs");

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

const run = (cwd: string, ...options: string[]) =>
  spawnSync(process.execPath, [cli, "src", "--config", config, ...options], {
    cwd,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });

/** The exit status of the command `npm run lint` runs, and the violations it reports (JSON). */
function cruise(cwd: string) {
  const report = JSON.parse(run(cwd, "--output-type", "json").stdout) as {
    summary: { violations: Violation[] };
  };
  return { status: run(cwd).status, violations: report.summary.violations };
}

describe("import rules", { timeout: 60_000 }, () => {
  it("report every planted violation in the fixture, and only those", () => {
    const { status, violations } = cruise(path.join(root, "scripts/fixtures/deps"));
    expect(status).not.toBe(0);
    // A package's path depends on where node_modules is: keep it from node_modules on.
    const found = violations
      .map((v) => `${v.rule.name}: ${v.from} → ${v.to.replace(/^.*?node_modules\//, "node_modules/")}`)
      .sort();
    expect(found).toEqual(
      [
        "entities-below-features: src/web/entities/things/things-of-beta.ts → src/web/features/beta/beta-data.ts",
        "no-circular: src/web/lib/cycle-a.ts → src/web/lib/cycle-b.ts",
        "no-cross-feature: src/web/features/alpha/alpha-page.ts → src/web/features/beta/beta-data.ts",
        "no-sql-in-routes: src/server/modules/notes/routes.ts → node_modules/drizzle-orm/index.d.ts",
        "server-code-through-module-api: src/server/plugins/notes-header.ts → src/server/modules/notes/repo.ts",
        "server-modules-through-service: src/server/modules/other/service.ts → src/server/modules/notes/repo.ts",
        "shared-only-shared: src/shared/format.ts → src/web/entities/things/things.ts",
        "web-not-server-or-db: src/web/lib/reads-server.ts → src/server/modules/notes/repo.ts",
      ].sort(),
    );
  });
});
