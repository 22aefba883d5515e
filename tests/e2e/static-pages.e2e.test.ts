import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatNumber } from "#shared/format";
import type { Legislator } from "#shared/legislator";
import { registration } from "../support/voters";
import { shoot, type TestPage, VIEWPORTS } from "./browser";
import { expectNoAxeViolations, setUpE2eSession } from "./session";

// Screenshots for a person to look at; .scratch/ is git-ignored.
const SCREENSHOT_DIR = ".scratch/static-shots";
const DONATION_URL = "https://donate.example.org/pledge-watch";
const CONTACT_EMAIL = "team@pledge-watch.example";

interface Stats {
  pledges: number;
  statesRepresented: number;
  legislatorsContacted: number;
  legislators: number;
}

// Mail from this run (there is none here, but the server may queue some) stays out of the project.
const e2e = setUpE2eSession({
  env: { DONATION_URL, CONTACT_EMAIL },
  ownDataDir: true,
  shots: SCREENSHOT_DIR,
});
const { open, getJson } = e2e;

async function shootPage(page: Page, name: string, viewport: keyof typeof VIEWPORTS) {
  // From the top, so the sticky header is drawn once, where a visitor first sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, {
    path: `${SCREENSHOT_DIR}/${name}-${VIEWPORTS[viewport].width}.png`,
    fullPage: true,
  });
}

/** How far the element's top is from the top of the viewport, in CSS pixels. */
function topInViewport(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
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

describe.each(["mobile", "desktop"] as const)("the information pages on %s", (viewport) => {
  let testPage: TestPage;
  beforeAll(async () => {
    testPage = await open(viewport);
  });

  it.each(PAGES)("$path shows its content under one h1, with no accessibility violations", async (spec) => {
    const { page, problems } = testPage;
    await page.goto(spec.path);
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1, name: spec.h1 }).waitFor();
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.title()).toBe(spec.title);

    for (const text of spec.texts) {
      await main.getByText(text).filter({ visible: true }).first().waitFor();
    }
    for (const [name, href] of spec.links) {
      expect(
        await main
          .getByRole("link", { name, exact: typeof name === "string" })
          .first()
          .getAttribute("href"),
      ).toBe(href);
    }
    // Nothing may be wider than the screen (no sideways scrolling on a phone).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS[viewport].width,
    );
    await expectNoAxeViolations(page);
    await shootPage(page, spec.name, viewport);
    expect(problems).toEqual([]);
  });
});

describe("the disclaimer anchor", () => {
  it("lands on #disclaimer when the page is opened at that address", async () => {
    const { page, problems } = await open("mobile");
    await page.goto("/privacy-policy#disclaimer");
    await page.getByRole("heading", { name: /Disclaimer/, level: 2 }).waitFor();
    // Below the sticky header (64 px), not hidden under it, and the page really scrolled.
    await expect.poll(() => topInViewport(page, "#disclaimer")).toBeGreaterThanOrEqual(64);
    expect(await topInViewport(page, "#disclaimer")).toBeLessThan(160);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  });

  it("lands on #disclaimer from the footer link, from another page and from the policy itself", async () => {
    const { page, problems } = await open("desktop");
    await page.goto("/about");
    await page.getByRole("heading", { level: 1, name: "About Pledge Watch" }).waitFor();
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Disclaimer" });
    await footerLink.click();
    await page.waitForURL("**/privacy-policy#disclaimer");
    await page.locator("#disclaimer").waitFor();
    await expect.poll(() => topInViewport(page, "#disclaimer")).toBeGreaterThanOrEqual(64);
    expect(await topInViewport(page, "#disclaimer")).toBeLessThan(160);

    // Already on the policy, scrolled back to the top: the same link brings the section back.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await topInViewport(page, "#disclaimer")).toBeGreaterThan(800);
    await footerLink.click();
    await expect.poll(() => topInViewport(page, "#disclaimer")).toBeLessThan(160);

    // The table of contents links work too.
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: /Cookies/ })
      .click();
    await expect.poll(() => topInViewport(page, "#cookies")).toBeLessThan(160);
    expect(problems).toEqual([]);
  });

  it("starts other pages at the top after visiting the anchor", async () => {
    const { page } = await open("desktop");
    await page.goto("/privacy-policy#disclaimer");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe("the FAQ accordion", () => {
  it("opens and closes answers from the keyboard, moving between questions with the arrow keys", async () => {
    const { page, problems } = await open("desktop");
    await page.goto("/faq");
    const triggers = page.getByRole("main").locator("h3 > button");
    await triggers.first().waitFor();
    expect(await triggers.count()).toBe(8);
    for (let i = 0; i < 8; i++) expect(await triggers.nth(i).getAttribute("aria-expanded")).toBe("false");

    // Tab from the page heading region to the first question.
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Tab");
    expect(await triggers.first().evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press("Enter");
    expect(await triggers.first().getAttribute("aria-expanded")).toBe("true");
    const firstAnswer = page.getByRole("region", { name: "What is the pledge?" });
    await firstAnswer.waitFor();
    expect(await firstAnswer.textContent()).toContain("next primary");

    await page.keyboard.press("ArrowDown");
    expect(await triggers.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Space");
    expect(await triggers.nth(1).getAttribute("aria-expanded")).toBe("true");
    // Several answers may stay open at once.
    expect(await triggers.first().getAttribute("aria-expanded")).toBe("true");
    const registrationAnswer = page.getByRole("region", {
      name: "Do I have to change my party registration?",
    });
    expect(await registrationAnswer.getByRole("link", { name: "state page" }).getAttribute("href")).toBe(
      "/state-information",
    );

    await page.keyboard.press("End");
    expect(await triggers.nth(7).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Home");
    await page.keyboard.press("Enter");
    expect(await triggers.first().getAttribute("aria-expanded")).toBe("false");
    await firstAnswer.waitFor({ state: "detached" });

    await expectNoAxeViolations(page);
    await shoot(page, {
      path: `${SCREENSHOT_DIR}/faq-open-${VIEWPORTS.desktop.width}.png`,
      fullPage: true,
    });
    expect(problems).toEqual([]);
  });
});

describe("the About page's donation button", () => {
  it("opens the configured donation page in a new tab", async () => {
    const { page } = await open("desktop");
    await page.goto("/about");
    const donate = page.getByRole("main").getByRole("link", { name: /Support Our Mission/ });
    await donate.waitFor();
    expect(await donate.getAttribute("target")).toBe("_blank");
    expect(await donate.getAttribute("rel")).toContain("noopener");
    expect(await donate.textContent()).toContain("opens in a new tab");
  });

  it("is left out when no donation page is configured", async () => {
    const { page } = await open("mobile");
    await page.route("**/api/config", (route) =>
      route.fulfill({ json: { links: {}, contactEmail: CONTACT_EMAIL } }),
    );
    await page.goto("/about");
    await page.getByRole("link", { name: "Make Your Pledge Now" }).waitFor();
    expect(await page.getByRole("link", { name: /Support Our Mission/ }).count()).toBe(0);
  });
});

describe("the home page's stats banner", () => {
  let firstLegislator: Legislator;

  beforeAll(async () => {
    const { legislators } = await getJson<{ legislators: Legislator[] }>("/api/legislators?type=sen");
    firstLegislator = legislators[0]!;
  });

  it("shows skeletons, never a default figure, while the figures load", async () => {
    const { page } = await open("mobile");
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/stats", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const banner = page.locator("section[aria-labelledby=stats-banner-title]");
    await banner.getByRole("heading", { name: "Strength in numbers" }).waitFor();
    expect(await banner.locator("dl").getAttribute("aria-busy")).toBe("true");
    expect(await banner.locator("dd").allTextContents()).toEqual(["Loading", "Loading", "Loading"]);
    expect(await banner.textContent()).not.toMatch(/\d/);
    release();
    await expect.poll(() => banner.locator("dl").getAttribute("aria-busy")).toBe("false");
  });

  it("shows the live pledge total, states and legislator count, and follows a new pledge", async () => {
    const { page, problems } = await open("desktop");
    await page.goto("/");
    // A voter signs up and pledges, from the page itself (same origin, session cookie).
    const failure = await page.evaluate(
      async ({ voter, legislatorId }) => {
        const post = (url: string, body: unknown) =>
          fetch(url, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(body),
          });
        const registered = await post("/api/register", voter);
        if (registered.status !== 201) return `register: ${registered.status}`;
        const signedIn = await post("/api/login", { email: voter.email, password: voter.password });
        if (!signedIn.ok) return `login: ${signedIn.status}`;
        const pledged = await post("/api/pledges", { legislatorId });
        return pledged.status === 201 ? null : `pledge: ${pledged.status}`;
      },
      { voter: registration({ name: "Banner Voter" }), legislatorId: firstLegislator.id },
    );
    expect(failure).toBeNull();
    // The server's catalog notices the new pledge within about a second.
    let stats!: Stats;
    await expect
      .poll(async () => {
        stats = await getJson<Stats>("/api/stats");
        return stats.pledges;
      })
      .toBeGreaterThanOrEqual(1);
    expect(stats.statesRepresented).toBeGreaterThanOrEqual(1);

    await page.reload();
    const banner = page.locator("section[aria-labelledby=stats-banner-title]");
    await expect
      .poll(() => banner.locator("dd").allTextContents())
      .toEqual([
        formatNumber(stats.pledges),
        formatNumber(stats.statesRepresented),
        formatNumber(stats.legislators),
      ]);
    expect(await banner.locator("dt").allTextContents()).toEqual([
      "Pledges made",
      "States represented",
      "Members of Congress in office",
    ]);
    // The spec's display defaults are never shown.
    expect(await banner.textContent()).not.toMatch(/12,450|\b276\b/);
    expect(await banner.getByRole("link", { name: /Add your pledge/ }).getAttribute("href")).toBe("/pledge");
    await banner.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await shootPage(page, "home", "desktop");
    expect(problems).toEqual([]);

    // The phone layout, for a person to look at.
    const phone = await open("mobile");
    await phone.page.goto("/");
    const phoneBanner = phone.page.locator("section[aria-labelledby=stats-banner-title]");
    await expect
      .poll(() => phoneBanner.locator("dd").first().textContent())
      .toBe(formatNumber(stats.pledges));
    await shootPage(phone.page, "home", "mobile");
  });

  it("says so when the figures cannot be loaded", async () => {
    const { page } = await open("mobile");
    await page.route("**/api/stats", (route) =>
      route.fulfill({ status: 503, json: { message: "Unavailable" } }),
    );
    await page.goto("/");
    const banner = page.locator("section[aria-labelledby=stats-banner-title]");
    await banner.getByText("The pledge figures are not available right now.").waitFor();
    expect(await banner.locator("dd").count()).toBe(0);
    await shoot(page, {
      path: `${SCREENSHOT_DIR}/home-error-${VIEWPORTS.mobile.width}.png`,
      fullPage: true,
    });
  });
});
