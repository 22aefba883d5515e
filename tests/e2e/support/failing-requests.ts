import type { Page } from "@playwright/test";

/**
 * Answers the page's requests matching `pattern` with a 500 until the returned function is
 * called; after that they reach the server again (a Retry that works).
 */
export async function failRequestsUntilRestored(page: Page, pattern: string): Promise<() => void> {
  let failing = true;
  await page.route(pattern, (route) =>
    failing
      ? route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Internal error"}' })
      : route.continue(),
  );
  return () => {
    failing = false;
  };
}
