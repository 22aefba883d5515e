import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "playwright-core";

// The system Chromium, never a downloaded one; the flags keep it from phoning home during tests.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions and Content-Security-Policy violations seen so far. */
  problems: string[];
}

/**
 * A page that can reach only the app under test: anything else (the legislator photo hosts) is
 * refused, which keeps runs offline and exercises the initials fallback.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: keyof typeof VIEWPORTS,
): Promise<TestPage> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS[viewport] });
  await context.route(
    (url) => url.origin !== new URL(baseUrl).origin,
    (route) => route.abort("blockedbyclient"),
  );
  const page = await context.newPage();
  waitForInteractiveOnLoad(page);
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("Content Security Policy")) {
      problems.push(`csp: ${message.text()}`);
    }
  });
  // Some violations reach no console (a library that probes eval and catches the error): the
  // browser still fires the event a report would be sent for.
  await page.exposeFunction("reportCspViolation", (violation: string) => problems.push(`csp: ${violation}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}`);
    });
  });
  return { context, page, problems };
}

/**
 * A prerendered page shows before its scripts have run and ignores clicks and typing until React
 * has taken it over: every goto and reload here also waits for the app's mark (AppLayout).
 */
function waitForInteractiveOnLoad(page: Page) {
  const interactive = () =>
    page.waitForFunction(() => document.documentElement.hasAttribute("data-interactive"));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await interactive();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await interactive();
    return response;
  };
}

/**
 * The text of the showing toast titled `title`. Only open toasts count: one replaced by a newer one
 * stays in the page while it animates out. By CSS, since a modal dialog hides the rest of the page,
 * toasts included, from the accessibility tree.
 */
export async function toastText(page: Page, title: string): Promise<string> {
  const item = page
    .locator("[aria-label^='Notifications'] li[data-state=open]")
    .filter({ has: page.getByText(title, { exact: true }) })
    .first();
  await item.waitFor();
  return (await item.textContent()) ?? "";
}

/**
 * A screenshot for a person to look at, taken only when E2E_SHOTS is set (`E2E_SHOTS=1 npm run
 * test:e2e`): no test compares them, and full pages at two widths cost a good part of a run.
 */
export async function shoot(
  target: Page | Locator,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  if ("goto" in target) await target.screenshot(options);
  else await target.screenshot({ path: options.path });
}
