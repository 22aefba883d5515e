import type { Page } from "@playwright/test";
import { formatNumber } from "#shared/format";
import type { Legislator } from "#shared/legislator";
import { expectNoAxeViolations, shoot } from "./support/accessibility";
import { expect, signUp, test, VIEWPORTS, visit } from "./support/fixtures";
import { toast } from "./support/toasts";

const DONATION_URL = "https://donate.example.org/pledge-watch";
const BLUESKY_URL = "https://bsky.app/profile/example.org";

test.use({ serverSetup: { file: "shell", env: { DONATION_URL, SOCIAL_BLUESKY_URL: BLUESKY_URL } } });

let firstLegislator: Legislator;
let stats: { pledges: number; statesRepresented: number; legislatorsContacted: number };

/** An <img> that finished loading without pixels would show as a broken image. */
function brokenImages(page: Page): Promise<string[]> {
  return page.$$eval("img", (images) =>
    images.filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
  );
}

test.beforeAll(async ({ server }) => {
  const { legislators } = await server.getJson<{ legislators: Legislator[] }>(
    "/api/legislators?party=Republican&sort=persuadability",
  );
  // The home page leaves out delegates, who have no vote on impeachment.
  firstLegislator = legislators.find((legislator) => !legislator.isDelegate)!;
  stats = await server.getJson("/api/stats");
});

for (const viewport of ["desktop", "mobile"] as const) {
  test.describe(`the home page on ${viewport}`, () => {
    test.use({ viewport: VIEWPORTS[viewport] });

    test("shows the header, live figures, real legislators and the footer, with no accessibility violations", async ({
      page,
    }) => {
      await visit(page, "/");

      const header = page.getByRole("banner");
      await expect(header).toBeVisible();
      // The pledge button keeps a short label until the header has room for the full one.
      const pledgeLabel = viewport === "desktop" ? "Make Your Pledge" : "Pledge";
      await expect(header.getByRole("link", { name: pledgeLabel, exact: true })).toHaveAttribute(
        "href",
        "/pledge",
      );
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle("Pledge Watch");

      const legislatorHeading = page.getByRole("heading", { name: firstLegislator.fullName, level: 3 });
      await expect(legislatorHeading).toBeVisible();
      await expect(legislatorHeading.getByRole("link")).toHaveAttribute(
        "href",
        `/legislators/${firstLegislator.slug}`,
      );
      await expect(page.locator("section[aria-labelledby=legislators-title] li")).toHaveCount(12);

      const figures = page.locator("section[aria-labelledby=stats-title] dd");
      await expect(figures).toHaveText([
        formatNumber(stats.pledges),
        formatNumber(stats.statesRepresented),
        formatNumber(stats.legislatorsContacted),
      ]);
      // The pledge wizard loads as its section scrolls near.
      const pledgeForm = page.locator("#pledge-form");
      await pledgeForm.scrollIntoViewIfNeeded();
      await expect(pledgeForm.getByRole("button", { name: "Find My Legislators" })).toBeVisible();

      const footer = page.getByRole("contentinfo");
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByRole("link", { name: /donate/i })).toHaveAttribute("href", DONATION_URL);
      await expect(footer.getByRole("link", { name: /bluesky/i })).toHaveAttribute("href", BLUESKY_URL);
      await expect(footer.getByRole("link", { name: /twitter|facebook/i })).toHaveCount(0);
      await expect(footer).toContainText(String(new Date().getFullYear()));

      // Every photo host is unreachable in this run: each card on screen must fall back to initials.
      await page.locator("section[aria-labelledby=legislators-title]").scrollIntoViewIfNeeded();
      await expect(page.locator("section[aria-labelledby=legislators-title] img:visible")).toHaveCount(0);
      await expect.poll(() => brokenImages(page)).toEqual([]);

      await expectNoAxeViolations(page);
      // From the top, so the sticky header is drawn once, where a visitor first sees it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `home-${VIEWPORTS[viewport].width}.png`);
    });
  });
}

test.describe("navigation", () => {
  test("shows the full navigation in the header on wide screens", async ({ page }) => {
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["How It Works", "Legislators", "Persuadables", "Accountability", "FAQ", "About"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Login / Register" })).toHaveAttribute("href", "/auth");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("offers a skip link as the first stop for keyboard users", async ({ page }) => {
    await visit(page, "/");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    // Out of sight until focused, so only in the page, not visible.
    await expect(skip).toBeAttached();
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: VIEWPORTS.mobile });

    test("moves the links into a drawer on small screens that Escape and any link close", async ({
      page,
    }) => {
      await visit(page, "/");
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

      const menuButton = page.getByRole("button", { name: "Open menu" });
      await menuButton.click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await expect(drawer).toBeVisible();
      for (const name of ["How It Works", "Legislators", "Persuadables", "Accountability", "FAQ", "About"]) {
        await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await expect(drawer.getByRole("link", { name: "Login / Register" })).toBeVisible();
      await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      // More Tab presses than the drawer has stops: focus must cycle inside it.
      for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
      await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await expectNoAxeViolations(page);
      await shoot(page, `drawer-${VIEWPORTS.mobile.width}.png`, { fullPage: false });

      await page.keyboard.press("Escape");
      await expect(drawer).toHaveCount(0);
      await expect(menuButton).toBeFocused();

      await menuButton.click();
      await drawer.getByRole("link", { name: "Legislators", exact: true }).click();
      await expect(drawer).toHaveCount(0);
      await expect(page).toHaveURL((url) => url.pathname === "/legislators");
    });
  });
});

test.describe("a signed-in voter", () => {
  test("gets the Account menu instead of Login / Register, and can sign out from it", async ({
    page,
    context,
  }) => {
    await signUp(context.request, { name: "Robin Signed-In" });
    await visit(page, "/");
    const header = page.getByRole("banner");

    const accountButton = header.getByRole("button", { name: "Account" });
    await accountButton.click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu).toContainText("Robin Signed-In");
    await expect(menu.getByRole("menuitem", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(header.getByRole("link", { name: "Login / Register" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shoot(page, `account-menu-${VIEWPORTS.desktop.width}.png`, { fullPage: false });

    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(accountButton).toBeFocused();

    await accountButton.click();
    await menu.getByRole("menuitem", { name: "Logout" }).click();
    await expect(toast(page, "Logged out")).toBeVisible();
    await expect(header.getByRole("link", { name: "Login / Register" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => fetch("/api/user").then((r) => r.status))).toBe(401);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: VIEWPORTS.mobile });

    test("finds Dashboard and Logout in the drawer on small screens, and the drawer closes on logout", async ({
      page,
      context,
    }) => {
      await signUp(context.request, { name: "Robin Signed-In" });
      await visit(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await expect(drawer.getByRole("button", { name: "Logout" })).toBeVisible();
      await expect(drawer.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
      await expect(drawer.getByRole("link", { name: "Login / Register" })).toHaveCount(0);

      await drawer.getByRole("button", { name: "Logout" }).click();
      await expect(drawer).toHaveCount(0);
      await expect(toast(page, "Logged out")).toBeVisible();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(
        page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Login / Register" }),
      ).toBeVisible();
    });
  });
});

test.describe("an unknown address", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("shows the not-found screen with a way home", async ({ page }) => {
    const response = await visit(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    const heading = page.getByRole("heading", { level: 1, name: "404 Page Not Found" });
    await expect(heading).toBeVisible();
    await expect(page.getByText("There is no page at this address.")).toBeVisible();
    await expect(page.getByText(/router/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Find your legislators" })).toHaveAttribute(
      "href",
      "/legislators",
    );
    await expect(page.getByRole("link", { name: "Make a pledge" })).toHaveAttribute("href", "/pledge");
    await expect(page).toHaveTitle("Page not found · Pledge Watch");
    await expect(page.locator("h1")).toHaveCount(1);
    await expectNoAxeViolations(page);
    await shoot(page, `not-found-${VIEWPORTS.mobile.width}.png`);

    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page.getByRole("heading", { level: 1 }).filter({ hasNotText: "404" })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });
});

test.describe("loading and failure states", () => {
  test("shows skeletons, never a made-up figure, until the data arrives", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/{stats,legislators}*", async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, "/");

    await expect(page.getByRole("status").filter({ hasText: "Loading legislators" })).toBeAttached();
    const figures = page.locator("section[aria-labelledby=stats-title] dd");
    await expect.poll(async () => (await figures.allTextContents()).join("")).not.toMatch(/\d/);
    await expect(page.locator("main")).not.toHaveText(/\d{2,}/);
    await shoot(page, `home-loading-${VIEWPORTS.desktop.width}.png`);

    release();
    await expect(page.getByRole("heading", { name: firstLegislator.fullName })).toBeVisible();
    await expect(figures.first()).toHaveText(formatNumber(stats.pledges));
  });

  test.describe("on a phone", () => {
    test.use({ viewport: VIEWPORTS.mobile });

    test("says so when the legislators or the figures cannot be loaded", async ({ page }) => {
      await page.route("**/api/legislators*", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Internal error"}' }),
      );
      await page.route("**/api/stats", (route) =>
        route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"Unavailable"}' }),
      );
      await visit(page, "/");

      const alert = page
        .getByRole("alert")
        .filter({ hasText: "Error loading legislators. Please try again later." });
      await expect(alert).toBeVisible();
      const statsSection = page.locator("section[aria-labelledby=stats-title]");
      await expect(statsSection.getByText("The pledge figures are not available right now.")).toBeVisible();
      await expect(statsSection.locator("dd")).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shoot(page, `home-error-${VIEWPORTS.mobile.width}.png`);
    });
  });
});
