import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureClientBuilt } from "./client-build";

/**
 * `npm test`: typecheck, lint (Biome and the import rules), unit tests, component tests (jsdom),
 * API tests on PGlite (and PostgreSQL when TEST_DATABASE_URL is set), then the end-to-end tests
 * in Chromium against the built client (Playwright).
 */
const root = path.resolve(import.meta.dirname, "..");
const resultsDir = path.join(root, ".test-data");
mkdirSync(resultsDir, { recursive: true });
const node = process.execPath;
const bin = (pkg: string) => path.join(root, "node_modules", pkg);

let passed = 0;
let failed = 0;
const failures: string[] = [];
const timings: { name: string; seconds: number }[] = [];
const runStarted = performance.now();

/** Runs `work`, remembering how long it took under `name` for the table printed at the end. */
function timed<T>(name: string, work: () => T): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    timings.push({ name, seconds: (performance.now() - started) / 1000 });
  }
}

function step(name: string, command: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.info(`\n▶ ${name}`);
  const result = timed(name, () => spawnSync(node, command, { cwd: root, stdio: "inherit", env }));
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

function printTimings() {
  const width = Math.max(...timings.map((t) => t.name.length), "total".length);
  const line = (name: string, seconds: number) =>
    `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s`;
  console.info("\nTime per step:");
  for (const { name, seconds } of timings) console.info(line(name, seconds));
  console.info(line("total", (performance.now() - runStarted) / 1000));
}

function vitest(name: string, project: string, env: NodeJS.ProcessEnv) {
  const report = path.join(resultsDir, `${name.replace(/\W+/g, "-")}.json`);
  step(
    name,
    [
      bin("vitest/vitest.mjs"),
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    env,
  );
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
  }
}

/** The end-to-end tests (playwright.config.ts, which writes its JSON report to .test-data). */
function playwright(name: string, env: NodeJS.ProcessEnv) {
  const report = path.join(resultsDir, "end-to-end-tests-in-Chromium.json");
  rmSync(report, { force: true });
  step(name, [bin("@playwright/test/cli.js"), "test"], env);
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, "utf8")) as {
      stats: { expected: number; unexpected: number; flaky: number };
    };
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
  }
}

const { TEST_DATABASE_URL, ...envWithoutPostgres } = process.env;
const TYPECHECK_LAYERS = ["web", "server", "tools"] as const;

// One project per layer, as `npm run typecheck` (tsconfig.json lists them).
for (const layer of TYPECHECK_LAYERS) {
  step(`typecheck: ${layer}`, [bin("typescript/bin/tsc"), "-p", `tsconfig.${layer}.json`]);
}
step("lint", [bin("@biomejs/biome/bin/biome"), "check", "."]);
// The import rules of docs/architecture.md: the second half of `npm run lint`.
step("lint: import rules", [
  bin("dependency-cruiser/bin/dependency-cruise.mjs"),
  "src",
  "--config",
  ".dependency-cruiser.cjs",
]);
vitest("unit tests", "unit", envWithoutPostgres);
vitest("component tests", "components", envWithoutPostgres);
vitest("API tests on PGlite", "api", envWithoutPostgres);
if (TEST_DATABASE_URL) vitest("API tests on PostgreSQL", "api", process.env);
else console.info("\n(TEST_DATABASE_URL is not set: API tests ran on PGlite only)");
timed("client build", ensureClientBuilt);
step("front-end budget", [bin("tsx/dist/cli.mjs"), "scripts/check-bundle-budget.ts", "dist/client"]);
playwright("end-to-end tests in Chromium", envWithoutPostgres);

printTimings();
if (failures.length > 0) console.error(`\nFailed steps: ${failures.join(", ")}`);
console.info(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
