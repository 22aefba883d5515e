import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from "@playwright/test";
import { type DatabaseTemplates, openSeededCopy } from "../../support/database-template";
import { startTestServer, type TestServer } from "../../support/server";
import { type SmtpCapture, startSmtpCapture } from "../../support/smtp";
import { registration } from "../../support/voters";
import { TEMPLATES_VARIABLE } from "./global-setup";

export { expect };

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type Viewport = keyof typeof VIEWPORTS;

/** How a test file's server is set up: `test.use({ serverSetup: { file: "…", … } })` at its top. */
export interface ServerSetup {
  /**
   * The file the server belongs to. Each file gets a server, and so a worker, of its own: what one
   * file's tests arrange or count cannot meet another's.
   */
  file: string;
  /** The server's environment, over the tests' defaults. */
  env?: Record<string, string>;
  /** Start a real SMTP server and send the app's mail through it (SMTP_URL). */
  smtp?: boolean;
  /** Give the server a DATA_DIR of its own (mail written as .eml files lands there), removed after. */
  ownDataDir?: boolean;
}

export interface E2eServer extends TestServer {
  /** The SMTP server the app sends through (with `smtp`). */
  smtp: SmtpCapture | null;
  /** The server's own DATA_DIR (with `ownDataDir`). */
  dataDir: string | null;
  /** A JSON answer of the app's API; any status but 2xx fails. */
  getJson<T>(pathname: string): Promise<T>;
  /** POSTs JSON (with a session cookie when given): the status and any session cookie it sets. */
  post(pathname: string, body: object, cookie?: string): Promise<{ status: number; cookie: string }>;
}

export type Registration = ReturnType<typeof registration>;

interface WorkerFixtures {
  serverSetup: ServerSetup;
  server: E2eServer;
}

interface TestFixtures {
  /** Uncaught errors and Content-Security-Policy violations of the test's pages: none, or it fails. */
  pageProblems: string[];
  /** Another page in a fresh context (its own cookies), set up as `page` is. */
  openPage(viewport?: Viewport): Promise<Page>;
  /** A new voter, registered and signed in through `context.request`: `page` holds the session. */
  voter: Registration;
}

function databaseTemplates(): DatabaseTemplates {
  const given = process.env[TEMPLATES_VARIABLE];
  if (!given) throw new Error(`${TEMPLATES_VARIABLE} is not set: run the tests through playwright.config.ts`);
  return JSON.parse(given) as DatabaseTemplates;
}

async function startE2eServer(setup: ServerSetup): Promise<E2eServer> {
  if (!setup.file)
    throw new Error('each e2e file names its server: test.use({ serverSetup: { file: "…" } })');
  const smtp = setup.smtp ? await startSmtpCapture() : null;
  const dataDir = setup.ownDataDir ? mkdtempSync(path.join(tmpdir(), "pw-e2e-")) : null;
  const database = await openSeededCopy(databaseTemplates(), process.env.TEST_DATABASE_URL);
  if (!database) throw new Error("this run made no seeded database for the engine in use");
  const server = await startTestServer(database, {
    ...setup.env,
    ...(smtp ? { SMTP_URL: smtp.url } : {}),
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  });
  return {
    ...server,
    smtp,
    dataDir,
    async getJson<T>(pathname: string) {
      const response = await fetch(new URL(pathname, server.url));
      if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
      return (await response.json()) as T;
    },
    async post(pathname, body, cookie) {
      const response = await fetch(new URL(pathname, server.url), {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
      return { status: response.status, cookie: response.headers.getSetCookie()[0]?.split(";")[0] ?? "" };
    },
    async close() {
      await server.close();
      await smtp?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What every test context gets (besides reaching only the app: playwright.config.ts): uncaught
 * errors and CSP violations are collected into `problems`.
 */
async function prepareContext(context: BrowserContext, problems: string[]) {
  // Some violations reach no console (a library that probes eval and catches the error): the
  // browser still fires the event a report would be sent for.
  await context.exposeBinding("reportCspViolation", (_source, violation: string) => {
    problems.push(`csp: ${violation}`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}`);
    });
  });
  const watch = (page: Page) => {
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" && message.text().includes("Content Security Policy")) {
        problems.push(`csp: ${message.text()}`);
      }
    });
  };
  for (const page of context.pages()) watch(page);
  context.on("page", watch);
}

/** Registers a voter through `request` and signs in with it, so its cookies hold the session. */
export async function signUp(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<Registration> {
  const voter = registration(overrides);
  const registered = await request.post("/api/register", { data: voter });
  expect(registered.status(), await registered.text()).toBe(201);
  const signedIn = await request.post("/api/login", {
    data: { email: voter.email, password: voter.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return voter;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverSetup: [{ file: "" }, { scope: "worker", option: true }],
  server: [
    async ({ serverSetup }, use) => {
      const server = await startE2eServer(serverSetup);
      await use(server);
      await server.close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  pageProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      await prepareContext(context, problems);
      await use(problems);
      expect(problems, "uncaught errors and CSP violations").toEqual([]);
    },
    { auto: true },
  ],
  openPage: async ({ browser, server, pageProblems }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (viewport = "desktop") => {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: VIEWPORTS[viewport],
        reducedMotion: "reduce",
      });
      contexts.push(context);
      await prepareContext(context, pageProblems);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
  voter: async ({ context }, use) => use(await signUp(context.request)),
});

/**
 * Goes to `url` and waits until the app has taken the page over. A prerendered page shows before
 * its scripts have run and ignores clicks and typing until then; the app marks <html> once it is
 * interactive (AppLayout).
 */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-interactive");
  return response;
}

/** Reloads the page and waits until the app has taken it over again (see visit). */
export async function reload(page: Page) {
  const response = await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-interactive");
  return response;
}
