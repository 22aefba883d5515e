import { defineConfig } from "@playwright/test";

// The end-to-end tests (tests/e2e): Debian's Chromium, never a downloaded browser, against the real
// server on the built client and a copy of the seeded database, one server per test file.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "*.e2e.ts",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  outputDir: ".test-data/e2e-results",
  // A test that fails once is a failure to fix, not to retry.
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".test-data/end-to-end-tests-in-Chromium.json" }]],
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Without these, Chromium stalls on a closed network trying to phone home.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        // Only the app under test is reachable (it listens on 127.0.0.1): the photo hosts do not
        // resolve, which keeps runs offline and shows the initials fallback. Cheaper than
        // intercepting every request to refuse a few.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
      ],
    },
    viewport: { width: 1280, height: 800 },
    // Dialogs and toasts appear at once: nothing is measured half-way through a fade.
    contextOptions: { reducedMotion: "reduce" },
    trace: "retain-on-failure",
  },
});
