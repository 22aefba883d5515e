import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "src/**/*.test.ts",
            "src/**/*.test.tsx",
            "scripts/**/*.test.ts",
            "tests/support/**/*.test.ts",
          ],
          // Component tests (the "components" project below) need a DOM.
          exclude: [
            "**/node_modules/**",
            "**/.git/**",
            "src/web/{features,entities,components}/**/*.test.tsx",
          ],
          environment: "node",
        },
      },
      {
        test: {
          // A component rendered in jsdom with Testing Library, its API answered by MSW
          // (src/web/test/): the .test.tsx files beside the components.
          name: "components",
          include: ["src/web/{features,entities,components}/**/*.test.tsx"],
          setupFiles: ["src/web/test/setup.ts"],
          environment: "jsdom",
          // One jsdom per worker, shared by its files: a third of the time. setup.ts resets
          // what a test leaves behind (the page, the mock API, toasts, history, mocks, timers).
          isolate: false,
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          // One file per core (Vitest's default leaves one free): each file has a database of its
          // own, and much of a file's time is spent waiting on it.
          maxWorkers: "100%",
          globalSetup: ["tests/support/global-setup.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
