import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { startTestServer } from "../support/server";
import { type SmtpCapture, startSmtpCapture } from "../support/smtp";
import { axeViolations } from "./axe";
import { launchChromium, openPage, shoot, type TestPage, VIEWPORTS } from "./browser";

type Viewport = keyof typeof VIEWPORTS;
type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export interface E2eOptions {
  /** The server's environment; a function when it needs something made in an earlier beforeAll. */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Give the server a DATA_DIR of its own (mail written as .eml files lands there), removed after. */
  ownDataDir?: boolean;
  /** Where this file's screenshots go with E2E_SHOTS set, for a person to look at (under .scratch/). */
  shots?: string;
  /** Open every page with reduced motion, so dialogs and toasts need no waiting for animations. */
  reducedMotion?: boolean;
  /** Start a real SMTP server for the file, and send the app's mail through it (SMTP_URL). */
  smtp?: boolean;
}

export interface E2eSession {
  /** The running server (its URL, and the app for tests that arrange data directly). */
  readonly server: TestServer;
  /** The server's own DATA_DIR (with `ownDataDir`). */
  readonly dataDir: string;
  /** A fresh browser context and page on the app, closed after the file's tests. */
  open(viewport?: Viewport): Promise<TestPage>;
  /** A JSON answer of the app's API; any status but 2xx fails the test. */
  getJson<T>(pathname: string, init?: RequestInit): Promise<T>;
  /** POSTs JSON to the app (with a session cookie when given): the status and any cookie it sets. */
  post(pathname: string, body: object, cookie?: string): Promise<{ status: number; cookie: string }>;
  /**
   * axe at 1280 px and 390 px, and with E2E_SHOTS set a screenshot at each width in the `shots` folder for a person
   * to look at; the page is left at the desktop width, scrolled where it was.
   */
  checkScreen(page: Page, name: string, options?: { fullPage?: boolean; only?: string }): Promise<void>;
  /** The SMTP server the app sends through (with `smtp`). */
  readonly smtp: SmtpCapture;
}

/**
 * One test file's server and browser: started in a beforeAll, closed in an afterAll together with
 * every page the file opened. Call it at the top level of the file.
 */
export function setUpE2eSession(options: E2eOptions = {}): E2eSession {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let dataDir: string | undefined;
  let smtp: SmtpCapture | undefined;
  const opened: TestPage[] = [];

  beforeAll(async () => {
    if (options.shots) mkdirSync(options.shots, { recursive: true });
    if (options.smtp) smtp = await startSmtpCapture();
    const given = typeof options.env === "function" ? options.env() : (options.env ?? {});
    const env = smtp ? { ...given, SMTP_URL: smtp.url } : given;
    if (options.ownDataDir) dataDir = mkdtempSync(path.join(tmpdir(), "pw-e2e-"));
    server = await startTestServer(dataDir ? { ...env, DATA_DIR: dataDir } : env);
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const { context } of opened) await context.close();
    await browser?.close();
    await server?.close();
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const running = () => {
    if (!server || !browser) throw new Error("the e2e session is used before its beforeAll ran");
    return { server, browser };
  };

  return {
    get server() {
      return running().server;
    },
    get smtp() {
      if (!smtp) throw new Error("the e2e session has no SMTP server (smtp)");
      return smtp;
    },
    get dataDir() {
      if (!dataDir) throw new Error("the e2e session has no DATA_DIR of its own (ownDataDir)");
      return dataDir;
    },
    async open(viewport = "desktop") {
      const { server, browser } = running();
      const testPage = await openPage(browser, server.url, viewport);
      if (options.reducedMotion) await testPage.page.emulateMedia({ reducedMotion: "reduce" });
      opened.push(testPage);
      return testPage;
    },
    async getJson<T>(pathname: string, init?: RequestInit) {
      const response = await fetch(new URL(pathname, running().server.url), init);
      if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
      return (await response.json()) as T;
    },
    async post(pathname, body, cookie) {
      const res = await fetch(new URL(pathname, running().server.url), {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, cookie: res.headers.getSetCookie()[0]?.split(";")[0] ?? "" };
    },
    async checkScreen(page, name, { fullPage = true, only } = {}) {
      if (!options.shots) throw new Error("the e2e session has no shots folder");
      for (const viewport of ["desktop", "mobile"] as const) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        await expectNoAxeViolations(page, `${name} at ${viewport}`);
        const scrollY = await page.evaluate(() => window.scrollY);
        // From the top, so the sticky header is drawn once, where a visitor first sees it.
        await page.evaluate(() => window.scrollTo(0, 0));
        const path = `${options.shots}/${name}-${VIEWPORTS[viewport].width}.png`;
        // `only`: a selector of the part to show, such as the home page's wizard section.
        if (only) await shoot(page.locator(only), { path });
        else await shoot(page, { path, fullPage });
        await page.evaluate((y) => window.scrollTo(0, y), scrollY);
      }
      await page.setViewportSize(VIEWPORTS.desktop);
    },
  };
}

export async function expectNoAxeViolations(page: Page, label?: string) {
  expect(await axeViolations(page), label).toEqual([]);
}
