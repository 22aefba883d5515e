import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { vi } from "vitest";

/**
 * The API as the component tests see it: MSW answers the client's fetch calls in the test process.
 * Only the session check has a default answer (nobody signed in); a test declares every other call
 * it expects with `api.use(...)`, and any call nobody declared fails the test (setup.ts).
 */
export const api = setupServer(http.get("/api/session", () => HttpResponse.json({ user: null })));

export { HttpResponse, http };

/** A JSON error body as the server sends it: `{ message, errors? }` with the given status. */
export function apiError(status: number, message: string, errors?: Record<string, string>) {
  return HttpResponse.json(errors ? { message, errors } : { message }, { status });
}

/** The connection fails before any answer (offline, reset): fetch rejects with a TypeError. */
export function networkError() {
  return HttpResponse.error();
}

/**
 * An answer the test releases when it wants, to see what the page shows while it waits:
 * `const held = holdUntilReleased(); api.use(http.get(path, held.handler(() => answer)))`, then
 * `held.release()`.
 */
export function holdUntilReleased() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release,
    handler<T>(answer: () => T) {
      return async () => {
        await released;
        return answer();
      };
    },
  };
}

/**
 * The app logs every failure it reports to the visitor (console.error): a test that provokes
 * failures on purpose keeps them out of the run's output. Restored after the test (setup.ts).
 */
export function quietErrorLog() {
  return vi.spyOn(console, "error").mockImplementation(() => undefined);
}
