import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatNumber } from "#shared/format";
import type { Legislator } from "#shared/legislator";
import { registration } from "../support/voters";
import { shoot, VIEWPORTS } from "./browser";
import { expectNoAxeViolations, setUpE2eSession } from "./session";

// Screenshots for a person to look at; .scratch/ is git-ignored.
const SCREENSHOT_DIR = ".scratch/screenshots";
const DONATION_URL = "https://donate.example.org/pledge-watch";
const BLUESKY_URL = "https://bsky.app/profile/example.org";

const e2e = setUpE2eSession({
  env: { DONATION_URL, SOCIAL_BLUESKY_URL: BLUESKY_URL },
  shots: SCREENSHOT_DIR,
});
const { open, getJson } = e2e;

let firstLegislator: Legislator;
let stats: { pledges: number; statesRepresented: number; legislatorsContacted: number };

/** An <img> that finished loading without pixels would show as a broken image. */
function brokenImages(page: Page): Promise<string[]> {
  return page.$$eval("img", (images) =>
    images.filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
  );
}

beforeAll(async () => {
  const { legislators } = await getJson<{ legislators: Legislator[] }>(
    "/api/legislators?party=Republican&sort=persuadability",
  );
  // The home page leaves out delegates, who have no vote on impeachment.
  firstLegislator = legislators.find((legislator) => !legislator.isDelegate)!;
  stats = await getJson("/api/stats");
});

describe.each(["desktop", "mobile"] as const)("the home page on %s", (viewport) => {
  it("shows the header, live figures, real legislators and the footer, with no accessibility violations", async () => {
    const { page, problems } = await open(viewport);
    await page.goto("/");

    const header = page.getByRole("banner");
    await expect.poll(() => header.isVisible()).toBe(true);
    // The pledge button keeps a short label until the header has room for the full one.
    const pledgeLabel = viewport === "desktop" ? "Make Your Pledge" : "Pledge";
    expect(await header.getByRole("link", { name: pledgeLabel, exact: true }).getAttribute("href")).toBe(
      "/pledge",
    );
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.title()).toBe("Pledge Watch");

    const legislatorHeading = page.getByRole("heading", { name: firstLegislator.fullName, level: 3 });
    await legislatorHeading.waitFor();
    expect(await legislatorHeading.getByRole("link").getAttribute("href")).toBe(
      `/legislators/${firstLegislator.slug}`,
    );
    expect(await page.locator("section[aria-labelledby=legislators-title] li").count()).toBe(12);

    const figures = page.locator("section[aria-labelledby=stats-title] dd");
    await expect
      .poll(() => figures.allTextContents())
      .toEqual([
        formatNumber(stats.pledges),
        formatNumber(stats.statesRepresented),
        formatNumber(stats.legislatorsContacted),
      ]);
    // The pledge wizard loads as its section scrolls near.
    const pledgeForm = page.locator("#pledge-form");
    await pledgeForm.scrollIntoViewIfNeeded();
    await pledgeForm.getByRole("button", { name: "Find My Legislators" }).waitFor();

    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    expect(await footer.getByRole("link", { name: /donate/i }).getAttribute("href")).toBe(DONATION_URL);
    expect(await footer.getByRole("link", { name: /bluesky/i }).getAttribute("href")).toBe(BLUESKY_URL);
    expect(await footer.getByRole("link", { name: /twitter|facebook/i }).count()).toBe(0);
    expect(await footer.textContent()).toContain(String(new Date().getFullYear()));

    // Every photo host is unreachable in this run: each card on screen must fall back to initials.
    await page.locator("section[aria-labelledby=legislators-title]").scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator("section[aria-labelledby=legislators-title] img:visible").count())
      .toBe(0);
    expect(await brokenImages(page)).toEqual([]);

    await expectNoAxeViolations(page);
    // From the top, so the sticky header is drawn once, where a visitor first sees it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, {
      path: `${SCREENSHOT_DIR}/home-${VIEWPORTS[viewport].width}.png`,
      fullPage: true,
    });
    expect(problems).toEqual([]);
  });
});

describe("navigation", () => {
  it("shows the full navigation in the header on wide screens", async () => {
    const { page } = await open("desktop");
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["How It Works", "Legislators", "Persuadables", "Accountability", "FAQ", "About"]) {
      await nav.getByRole("link", { name, exact: true }).waitFor();
    }
    expect(await page.getByRole("link", { name: "Login / Register" }).getAttribute("href")).toBe("/auth");
    await page.getByRole("button", { name: "Open menu" }).waitFor({ state: "hidden" });
  });

  it("offers a skip link as the first stop for keyboard users", async () => {
    const { page } = await open("desktop");
    await page.goto("/");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    // React may still be rendering after the load event on a busy machine.
    await skip.waitFor({ state: "attached" });
    await page.keyboard.press("Tab");
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main-content");
  });

  it("moves the links into a drawer on small screens that Escape and any link close", async () => {
    const { page } = await open("mobile");
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).waitFor({ state: "hidden" });

    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor();
    for (const name of ["How It Works", "Legislators", "Persuadables", "Accountability", "FAQ", "About"]) {
      await drawer.getByRole("link", { name, exact: true }).waitFor();
    }
    await drawer.getByRole("link", { name: "Login / Register" }).waitFor();
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // More Tab presses than the drawer has stops: focus must cycle inside it.
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page);
    await shoot(page, { path: `${SCREENSHOT_DIR}/drawer-${VIEWPORTS.mobile.width}.png` });

    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await menuButton.click();
    await drawer.getByRole("link", { name: "Legislators", exact: true }).click();
    await drawer.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/legislators");
  });
});

/** Registers a new voter and signs in from the page itself, so the browser holds the session cookie. */
async function signInFromPage(page: Page) {
  await page.goto("/");
  const failure = await page.evaluate(
    async (voter) => {
      const post = (path: string, body: unknown) =>
        fetch(path, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      const registered = await post("/api/register", voter);
      if (registered.status !== 201) return `register: ${registered.status}`;
      const signedIn = await post("/api/login", { email: voter.email, password: voter.password });
      return signedIn.ok ? null : `login: ${signedIn.status}`;
    },
    registration({ name: "Robin Signed-In" }),
  );
  expect(failure).toBeNull();
  await page.reload();
}

describe("a signed-in voter", () => {
  it("gets the Account menu instead of Login / Register, and can sign out from it", async () => {
    const { page, problems } = await open("desktop");
    await signInFromPage(page);
    const header = page.getByRole("banner");

    const accountButton = header.getByRole("button", { name: "Account" });
    await accountButton.click();
    const menu = page.getByRole("menu");
    await menu.waitFor();
    expect(await menu.textContent()).toContain("Robin Signed-In");
    expect(await menu.getByRole("menuitem", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(await header.getByRole("link", { name: "Login / Register" }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await shoot(page, { path: `${SCREENSHOT_DIR}/account-menu-${VIEWPORTS.desktop.width}.png` });

    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await accountButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await accountButton.click();
    await menu.getByRole("menuitem", { name: "Logout" }).click();
    await page
      .getByRole("region", { name: /notifications/i })
      .getByText("Logged out", { exact: true })
      .waitFor();
    await header.getByRole("link", { name: "Login / Register" }).waitFor();
    expect(await page.evaluate(() => fetch("/api/user").then((r) => r.status))).toBe(401);
    expect(problems).toEqual([]);
  });

  it("finds Dashboard and Logout in the drawer on small screens, and the drawer closes on logout", async () => {
    const { page } = await open("mobile");
    await signInFromPage(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("button", { name: "Logout" }).waitFor();
    expect(await drawer.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(await drawer.getByRole("link", { name: "Login / Register" }).count()).toBe(0);

    await drawer.getByRole("button", { name: "Logout" }).click();
    await drawer.waitFor({ state: "detached" });
    await page
      .getByRole("region", { name: /notifications/i })
      .getByText("Logged out", { exact: true })
      .waitFor();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("link", { name: "Login / Register" })
      .waitFor();
  });
});

describe("an unknown address", () => {
  it("shows the not-found screen with a way home", async () => {
    const { page, problems } = await open("mobile");
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    const heading = page.getByRole("heading", { level: 1, name: "404 Page Not Found" });
    await heading.waitFor();
    await page.getByText("There is no page at this address.").waitFor();
    expect(await page.getByText(/router/).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Find your legislators" }).getAttribute("href")).toBe(
      "/legislators",
    );
    expect(await page.getByRole("link", { name: "Make a pledge" }).getAttribute("href")).toBe("/pledge");
    expect(await page.title()).toBe("Page not found · Pledge Watch");
    expect(await page.locator("h1").count()).toBe(1);
    await expectNoAxeViolations(page);
    await shoot(page, {
      path: `${SCREENSHOT_DIR}/not-found-${VIEWPORTS.mobile.width}.png`,
      fullPage: true,
    });

    await page.getByRole("link", { name: "Back to the home page" }).click();
    await page.getByRole("heading", { level: 1 }).filter({ hasNotText: "404" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(problems).toEqual([]);
  });
});

describe("loading and failure states", () => {
  it("shows skeletons, never a made-up figure, until the data arrives", async () => {
    const { page } = await open("desktop");
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/{stats,legislators}*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");

    await page.getByRole("status").filter({ hasText: "Loading legislators" }).waitFor({ state: "attached" });
    const figures = page.locator("section[aria-labelledby=stats-title] dd");
    expect((await figures.allTextContents()).join("")).not.toMatch(/\d/);
    expect(await page.locator("main").textContent()).not.toMatch(/\d{2,}/);
    await shoot(page, {
      path: `${SCREENSHOT_DIR}/home-loading-${VIEWPORTS.desktop.width}.png`,
      fullPage: true,
    });

    release();
    await page.getByRole("heading", { name: firstLegislator.fullName }).waitFor();
    await expect.poll(() => figures.first().textContent()).toBe(formatNumber(stats.pledges));
  });

  it("says so when the legislators or the figures cannot be loaded", async () => {
    const { page } = await open("mobile");
    await page.route("**/api/legislators*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Internal error"}' }),
    );
    await page.route("**/api/stats", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"Unavailable"}' }),
    );
    await page.goto("/");

    const alert = page
      .getByRole("alert")
      .filter({ hasText: "Error loading legislators. Please try again later." });
    await alert.waitFor();
    const statsSection = page.locator("section[aria-labelledby=stats-title]");
    await statsSection.getByText("The pledge figures are not available right now.").waitFor();
    expect(await statsSection.locator("dd").count()).toBe(0);
    await expectNoAxeViolations(page);
    await shoot(page, {
      path: `${SCREENSHOT_DIR}/home-error-${VIEWPORTS.mobile.width}.png`,
      fullPage: true,
    });
  });
});
