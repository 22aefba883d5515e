import type { Page } from "@playwright/test";
import { formatNumber } from "#shared/format";
import type { Legislator } from "#shared/legislator";
import { expectNoAxeViolations, shoot } from "./support/accessibility";
import { expect, signUp, test, VIEWPORTS, visit } from "./support/fixtures";

const DONATION_URL = "https://donate.example.org/pledge-watch";
const CONTACT_EMAIL = "team@pledge-watch.example";

interface Stats {
  pledges: number;
  statesRepresented: number;
  legislatorsContacted: number;
  legislators: number;
}

// Mail from this run (there is none here, but the server may queue some) stays out of the project.
test.use({ serverSetup: { file: "static-pages", env: { DONATION_URL, CONTACT_EMAIL }, ownDataDir: true } });

/** A full-page screenshot for a person to look at (with E2E_SHOTS), named after the page and width. */
async function shootPage(page: Page, name: string, viewport: keyof typeof VIEWPORTS) {
  // From the top, so the sticky header is drawn once, where a visitor first sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `${name}-${VIEWPORTS[viewport].width}.png`);
}

/** How far the element's top is from the top of the viewport, in CSS pixels. */
function topInViewport(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
}

/**
 * The element's top ends up below the sticky header (64 px), not hidden under it, and near the top
 * of the screen. Waits for the scroll first (the top drops below 160 px), then checks where it
 * stopped: the jump is instant, so the second reading is where the page came to rest.
 */
async function expectScrolledIntoPlace(page: Page, selector: string) {
  await expect.poll(() => topInViewport(page, selector)).toBeLessThan(160);
  await expect.poll(() => topInViewport(page, selector)).toBeGreaterThanOrEqual(64);
}

interface StaticPage {
  name: string;
  path: string;
  title: string;
  h1: string | RegExp;
  /** Text that must be on the page. */
  texts: Array<string | RegExp>;
  /** Links that must be there: accessible name → href. */
  links: Array<[string | RegExp, string]>;
}

const PAGES: StaticPage[] = [
  {
    name: "how-it-works",
    path: "/how-it-works",
    title: "How It Works · Pledge Watch",
    h1: /primary vote/i,
    texts: [
      "The Problem",
      "Our Solution",
      "Enter your address",
      "Make your pledge",
      "Stay informed",
      "Amplify your impact",
      "Your personal information is never shared with third parties.",
    ],
    links: [
      ["Start Your Pledge", "/pledge"],
      ["privacy policy", "/privacy-policy"],
    ],
  },
  {
    name: "faq",
    path: "/faq",
    title: "FAQ · Pledge Watch",
    h1: "Frequently asked questions",
    texts: [
      "What is the pledge?",
      "Do I have to change my party registration?",
      "Why would I vote in a Republican primary?",
      "How will legislators find out about my pledge?",
      "What do you do with my personal information?",
      "What if my legislator does not act?",
      "When are the primaries?",
      "Can I pledge to more than one legislator?",
    ],
    links: [["Contact us", "/contact"]],
  },
  {
    name: "about",
    path: "/about",
    title: "About · Pledge Watch",
    h1: "About Pledge Watch",
    texts: [
      "Why we started",
      "Our mission",
      "Collect pledges",
      "Show strength in numbers",
      "Show primary rules",
    ],
    links: [
      ["Make Your Pledge Now", "/pledge"],
      [/Support Our Mission/, DONATION_URL],
    ],
  },
  {
    name: "privacy-policy",
    path: "/privacy-policy",
    title: "Privacy Policy · Pledge Watch",
    h1: "Privacy Policy",
    texts: ["Last updated April 23, 2025", "HttpOnly", "aggregate counts only", "Disclaimer", CONTACT_EMAIL],
    links: [
      ["Terms of Service", "/terms-of-service"],
      ["Contact us", "/contact"],
    ],
  },
  {
    name: "terms-of-service",
    path: "/terms-of-service",
    title: "Terms of Service · Pledge Watch",
    h1: "Terms of Service",
    texts: ["Last updated April 23, 2025", "State of New York", "New York County, New York", CONTACT_EMAIL],
    links: [
      ["Privacy Policy", "/privacy-policy"],
      ["Disclaimer", "/privacy-policy#disclaimer"],
    ],
  },
  {
    name: "thank-you-donation",
    path: "/thank-you-donation",
    title: "Thank you for your donation · Pledge Watch",
    h1: "Thank you for your donation",
    texts: ["While you are here"],
    links: [
      ["Return to Home", "/"],
      ["Go to Your Dashboard", "/dashboard"],
    ],
  },
];

for (const viewport of ["mobile", "desktop"] as const) {
  test.describe(`the information pages on ${viewport}`, () => {
    test.use({ viewport: VIEWPORTS[viewport] });

    for (const spec of PAGES) {
      test(`${spec.path} shows its content under one h1, with no accessibility violations`, async ({
        page,
      }) => {
        await visit(page, spec.path);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1, name: spec.h1 })).toBeVisible();
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page).toHaveTitle(spec.title);

        for (const text of spec.texts) {
          await expect(main.getByText(text).filter({ visible: true }).first()).toBeVisible();
        }
        for (const [name, href] of spec.links) {
          await expect(
            main.getByRole("link", { name, exact: typeof name === "string" }).first(),
          ).toHaveAttribute("href", href);
        }
        // Nothing may be wider than the screen (no sideways scrolling on a phone).
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
          .toBeLessThanOrEqual(VIEWPORTS[viewport].width);
        await expectNoAxeViolations(page);
        await shootPage(page, spec.name, viewport);
      });
    }
  });
}

test.describe("the disclaimer anchor", () => {
  test.describe("on a phone", () => {
    test.use({ viewport: VIEWPORTS.mobile });

    test("lands on #disclaimer when the page is opened at that address", async ({ page }) => {
      await visit(page, "/privacy-policy#disclaimer");
      await expect(page.getByRole("heading", { name: /Disclaimer/, level: 2 })).toBeVisible();
      // Below the sticky header (64 px), not hidden under it, and the page really scrolled.
      await expectScrolledIntoPlace(page, "#disclaimer");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    });
  });

  test("lands on #disclaimer from the footer link, from another page and from the policy itself", async ({
    page,
  }) => {
    await visit(page, "/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Pledge Watch" })).toBeVisible();
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Disclaimer" });
    await footerLink.click();
    await expect(page).toHaveURL(/\/privacy-policy#disclaimer$/);
    await expect(page.locator("#disclaimer")).toBeVisible();
    await expectScrolledIntoPlace(page, "#disclaimer");

    // Already on the policy, scrolled back to the top: the same link brings the section back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => topInViewport(page, "#disclaimer")).toBeGreaterThan(800);
    await footerLink.click();
    await expect.poll(() => topInViewport(page, "#disclaimer")).toBeLessThan(160);

    // The table of contents links work too.
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: /Cookies/ })
      .click();
    await expect.poll(() => topInViewport(page, "#cookies")).toBeLessThan(160);
  });

  test("starts other pages at the top after visiting the anchor", async ({ page }) => {
    await visit(page, "/privacy-policy#disclaimer");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("the FAQ accordion", () => {
  test("opens and closes answers from the keyboard, moving between questions with the arrow keys", async ({
    page,
  }) => {
    await visit(page, "/faq");
    const triggers = page.getByRole("main").locator("h3 > button");
    await expect(triggers.first()).toBeVisible();
    await expect(triggers).toHaveCount(8);
    for (let i = 0; i < 8; i++) await expect(triggers.nth(i)).toHaveAttribute("aria-expanded", "false");

    // Tab from the page heading region to the first question.
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Tab");
    await expect(triggers.first()).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(triggers.first()).toHaveAttribute("aria-expanded", "true");
    const firstAnswer = page.getByRole("region", { name: "What is the pledge?" });
    await expect(firstAnswer).toBeVisible();
    await expect(firstAnswer).toContainText("next primary");

    await page.keyboard.press("ArrowDown");
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
    // Several answers may stay open at once.
    await expect(triggers.first()).toHaveAttribute("aria-expanded", "true");
    const registrationAnswer = page.getByRole("region", {
      name: "Do I have to change my party registration?",
    });
    await expect(registrationAnswer.getByRole("link", { name: "state page" })).toHaveAttribute(
      "href",
      "/state-information",
    );

    await page.keyboard.press("End");
    await expect(triggers.nth(7)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(triggers.first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(triggers.first()).toHaveAttribute("aria-expanded", "false");
    await expect(firstAnswer).toHaveCount(0);

    await expectNoAxeViolations(page);
    await shoot(page, `faq-open-${VIEWPORTS.desktop.width}.png`);
  });
});

test.describe("the About page's donation button", () => {
  test("opens the configured donation page in a new tab", async ({ page }) => {
    await visit(page, "/about");
    const donate = page.getByRole("main").getByRole("link", { name: /Support Our Mission/ });
    await expect(donate).toBeVisible();
    await expect(donate).toHaveAttribute("target", "_blank");
    await expect(donate).toHaveAttribute("rel", /noopener/);
    await expect(donate).toContainText("opens in a new tab");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: VIEWPORTS.mobile });

    test("is left out when no donation page is configured", async ({ page }) => {
      await page.route("**/api/config", (route) =>
        route.fulfill({ json: { links: {}, contactEmail: CONTACT_EMAIL } }),
      );
      await visit(page, "/about");
      await expect(page.getByRole("link", { name: "Make Your Pledge Now" })).toBeVisible();
      await expect(page.getByRole("link", { name: /Support Our Mission/ })).toHaveCount(0);
    });
  });
});

test.describe("the home page's stats banner", () => {
  let firstLegislator: Legislator;

  test.beforeAll(async ({ server }) => {
    const { legislators } = await server.getJson<{ legislators: Legislator[] }>("/api/legislators?type=sen");
    firstLegislator = legislators[0]!;
  });

  test.describe("on a phone", () => {
    test.use({ viewport: VIEWPORTS.mobile });

    test("shows skeletons, never a default figure, while the figures load", async ({ page }) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/stats", async (route) => {
        await held;
        await route.continue();
      });
      await visit(page, "/");
      const banner = page.locator("section[aria-labelledby=stats-banner-title]");
      await expect(banner.getByRole("heading", { name: "Strength in numbers" })).toBeVisible();
      await expect(banner.locator("dl")).toHaveAttribute("aria-busy", "true");
      await expect(banner.locator("dd")).toHaveText(["Loading", "Loading", "Loading"]);
      await expect(banner).not.toHaveText(/\d/);
      release();
      await expect(banner.locator("dl")).toHaveAttribute("aria-busy", "false");
    });

    test("says so when the figures cannot be loaded", async ({ page }) => {
      await page.route("**/api/stats", (route) =>
        route.fulfill({ status: 503, json: { message: "Unavailable" } }),
      );
      await visit(page, "/");
      const banner = page.locator("section[aria-labelledby=stats-banner-title]");
      await expect(banner.getByText("The pledge figures are not available right now.")).toBeVisible();
      await expect(banner.locator("dd")).toHaveCount(0);
      await shoot(page, `home-error-${VIEWPORTS.mobile.width}.png`);
    });
  });

  test("shows the live pledge total, states and legislator count, and follows a new pledge", async ({
    page,
    context,
    server,
    openPage,
  }) => {
    // A voter signs up and pledges (the page's context holds the session cookie).
    await signUp(context.request, { name: "Banner Voter" });
    const pledged = await context.request.post("/api/pledges", {
      data: { legislatorId: firstLegislator.id },
    });
    expect(pledged.status(), await pledged.text()).toBe(201);
    // The server's catalog notices the new pledge within about a second.
    let stats!: Stats;
    await expect
      .poll(async () => {
        stats = await server.getJson<Stats>("/api/stats");
        return stats.pledges;
      })
      .toBeGreaterThanOrEqual(1);
    expect(stats.statesRepresented).toBeGreaterThanOrEqual(1);

    await visit(page, "/");
    const banner = page.locator("section[aria-labelledby=stats-banner-title]");
    await expect(banner.locator("dd")).toHaveText([
      formatNumber(stats.pledges),
      formatNumber(stats.statesRepresented),
      formatNumber(stats.legislators),
    ]);
    await expect(banner.locator("dt")).toHaveText([
      "Pledges made",
      "States represented",
      "Members of Congress in office",
    ]);
    // The spec's display defaults are never shown.
    await expect(banner).not.toHaveText(/12,450|\b276\b/);
    await expect(banner.getByRole("link", { name: /Add your pledge/ })).toHaveAttribute("href", "/pledge");
    await banner.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await shootPage(page, "home", "desktop");

    // The phone layout, for a person to look at.
    const phone = await openPage("mobile");
    await visit(phone, "/");
    const phoneBanner = phone.locator("section[aria-labelledby=stats-banner-title]");
    await expect(phoneBanner.locator("dd").first()).toHaveText(formatNumber(stats.pledges));
    await shootPage(phone, "home", "mobile");
  });
});
