import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { dismissToast } from "#web/components/ui/use-toast";
import { api } from "./api";
import { settleRenders } from "./render";

// The components project's setup (vitest.config.ts): the mock API for every file, and a clean
// page, API, toast list and history entry after every test.

/** Calls no handler answered: each fails the test it was made in. */
const unanswered: string[] = [];

beforeAll(() =>
  api.listen({
    onUnhandledRequest(request) {
      unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
    },
  }),
);
afterEach(async () => {
  await settleRenders();
  cleanup();
  api.resetHandlers();
  vi.restoreAllMocks();
  vi.useRealTimers();
  // The toasts live in a module of their own, outside React: close the last test's.
  dismissToast();
  // The pledge wizard keeps its steps in history.state.
  window.history.replaceState(null, "", "/");
  const calls = unanswered.splice(0);
  if (calls.length > 0) throw new Error(`API calls the test did not expect: ${calls.join(", ")}`);
});
afterAll(() => api.close());

// jsdom has no layout, so no ResizeObserver; Radix's checkbox and switch measure themselves with one.
if (!("ResizeObserver" in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
