import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatNumber } from "#shared/format";
import type { Legislator } from "#shared/legislator";
import { filterForBrowse } from "#shared/rules/legislator-search";
import { pledgeTallyText } from "#web/entities/legislators/pledge-tally";
import { PAGE_SIZE, pageCount } from "#web/lib/display/pagination";
import { registration } from "../support/voters";
import { shoot, type TestPage, VIEWPORTS } from "./browser";
import { expectNoAxeViolations, setUpE2eSession } from "./session";

// The /legislators page: filters in the query string, search, chamber, pagination, loading, empty
// and error states, and pledging from a card. Screenshots are for a person to look at.
const SHOTS = ".scratch/legislators-shots";

const e2e = setUpE2eSession({ shots: SHOTS });
const { open, getJson } = e2e;

let all: Legislator[];

/** A screenshot for a person to look at; whole pages from the top, so the sticky header sits where it belongs. */
async function shot(page: Page, path: string, fullPage = false) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, { path, fullPage });
}

const results = (page: Page) => page.locator("section[aria-labelledby=results-title]");
// The grid's items (the pagination below is a list too).
const cards = (page: Page) =>
  results(page)
    .locator("li")
    .filter({ has: page.locator("h3") });
const cardOf = (page: Page, legislator: Legislator) =>
  cards(page).filter({
    has: page.getByRole("heading", { level: 3, name: legislator.fullName, exact: true }),
  });
const toast = (page: Page, title: string) =>
  page.getByRole("region", { name: /notifications/i }).getByText(title, { exact: true });

async function cardNames(page: Page): Promise<string[]> {
  return cards(page).locator("h3").allTextContents();
}

/** The query string, as the page wrote it. */
function query(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

async function waitForCards(page: Page, first: Legislator) {
  await cardOf(page, first).waitFor();
}

beforeAll(async () => {
  ({ legislators: all } = await getJson<{ legislators: Legislator[] }>("/api/legislators"));
});

describe.each(["desktop", "mobile"] as const)("browsing legislators on %s", (viewport) => {
  const width = VIEWPORTS[viewport].width;
  let tab: TestPage;

  beforeAll(async () => {
    tab = await open(viewport);
  });

  it("lists every member, 24 a page, with the card's details and no accessibility violations", async () => {
    const { page, problems } = tab;
    await page.goto("/legislators");
    await waitForCards(page, all[0]!);
    expect(await page.title()).toBe("Legislators · Pledge Watch");
    expect(await page.locator("h1").count()).toBe(1);
    expect(await cards(page).count()).toBe(PAGE_SIZE);
    expect(await cardNames(page)).toEqual(all.slice(0, PAGE_SIZE).map((l) => l.fullName));
    await page.getByText(`Showing 1–24 of ${formatNumber(all.length)} legislators`).waitFor();

    // A Republican senator's card: chamber, seat and party, score, pledges, primary, X and phone.
    const murkowski = all.find((l) => l.slug === "lisa-murkowski")!;
    const card = cardOf(page, murkowski);
    const text = (await card.textContent()) ?? "";
    expect(text).toContain("Senate");
    expect(text).toContain("AK · R");
    expect(text).toMatch(new RegExp(`Persuadability\\s${murkowski.persuadabilityScore}\\b`));
    expect(text).toContain(pledgeTallyText(murkowski));
    await expect.poll(async () => (await card.textContent()) ?? "").toMatch(/Primary: [A-Z][a-z]+ \d{4}\*/);
    expect(await card.getByRole("link", { name: /on X/ }).getAttribute("href")).toBe(
      "https://x.com/LisaMurkowski",
    );
    expect(await card.getByRole("link", { name: /^Call/ }).getAttribute("href")).toBe("tel:+12022246665");
    expect(await card.getByRole("link", { name: murkowski.fullName, exact: true }).getAttribute("href")).toBe(
      "/legislators/lisa-murkowski",
    );
    // Signed out, the card's button leads to the pledge wizard with this legislator chosen.
    expect(await card.getByRole("link", { name: /Pledge Your Support/ }).getAttribute("href")).toBe(
      `/pledge?legislator=${murkowski.id}`,
    );
    // Expected dates carry an asterisk, explained once under the grid.
    await page.getByText("* Estimated: the year of the next regular primary").waitFor();

    // Pagination: 1, 2, …, last, with previous greyed out and next available.
    const nav = page.getByRole("navigation", { name: "Pagination" });
    const pages = pageCount(all.length);
    expect(await nav.getByRole("link").allTextContents()).toEqual(["1", "2", String(pages), "Next"]);
    expect(await nav.getByRole("link", { name: "Page 1", exact: true }).getAttribute("aria-current")).toBe(
      "page",
    );

    await expectNoAxeViolations(page);
    await shot(page, `${SHOTS}/browse-${width}.png`, true);
    expect(problems).toEqual([]);
  });

  it("goes to page 2 and back to page 1 when a filter changes", async () => {
    const { page } = tab;
    const nav = page.getByRole("navigation", { name: "Pagination" });
    await nav.getByRole("link", { name: "Next page" }).click();
    await waitForCards(page, all[PAGE_SIZE]!);
    expect(query(page)).toEqual({ page: "2" });
    expect(await cardNames(page)).toEqual(all.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((l) => l.fullName));
    expect(await nav.getByRole("link", { name: "Page 2", exact: true }).getAttribute("aria-current")).toBe(
      "page",
    );
    // The results heading takes focus so keyboard users start at the new page's first card.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("results-title");
    await page.getByText(`Showing 25–48 of ${formatNumber(all.length)} legislators`).waitFor();

    await page.getByLabel("Chamber", { exact: true }).selectOption("sen");
    const senators = all.filter((l) => l.type === "sen");
    await waitForCards(page, senators[0]!);
    expect(query(page)).toEqual({ type: "sen" });
    expect(await cardNames(page)).toEqual(senators.slice(0, PAGE_SIZE).map((l) => l.fullName));
    expect(await results(page).getByText("House", { exact: true }).count()).toBe(0);
  });

  it("reads its filters from the query string and writes them back", async () => {
    const { page } = tab;
    await page.goto("/legislators?state=tx&type=rep&page=2");
    const texans = filterForBrowse(all, { state: "TX", type: "rep" });
    await waitForCards(page, texans[PAGE_SIZE]!);
    expect(await page.getByLabel("State", { exact: true }).inputValue()).toBe("TX");
    expect(await page.getByLabel("Chamber", { exact: true }).inputValue()).toBe("rep");
    expect(await cardNames(page)).toEqual(texans.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((l) => l.fullName));
    await page
      .getByText(`Showing 25–${Math.min(48, texans.length)} of ${texans.length} legislators`)
      .waitFor();

    // Clearing the state keeps the chamber and starts again at page 1.
    await page.getByRole("button", { name: "Clear state filter" }).click();
    const house = all.filter((l) => l.type === "rep");
    await waitForCards(page, house[0]!);
    expect(query(page)).toEqual({ type: "rep" });
    expect(await page.getByLabel("State", { exact: true }).inputValue()).toBe("");
    expect(await page.getByRole("button", { name: "Clear state filter" }).count()).toBe(0);

    await page.getByLabel("Chamber", { exact: true }).selectOption("");
    await page.getByLabel("State", { exact: true }).selectOption("AK");
    await expect
      .poll(() => cardNames(page))
      .toEqual(filterForBrowse(all, { state: "AK" }).map((l) => l.fullName));
    expect(query(page)).toEqual({ state: "AK" });
    expect(await page.getByRole("navigation", { name: "Pagination" }).count()).toBe(0);
  });

  it("says so when the address names no state, and shows every state", async () => {
    const { page } = tab;
    await page.goto("/legislators?state=zz");
    await page
      .getByText('No state, DC or territory has the code "zz": members from every state are shown.')
      .waitFor();
    await waitForCards(page, all[0]!);
    expect(await page.getByLabel("State", { exact: true }).inputValue()).toBe("");
    expect(await page.getByRole("button", { name: "Clear state filter" }).count()).toBe(0);
  });

  it("searches on Enter and with the Search button, ignoring case and accents", async () => {
    const { page } = tab;
    await page.goto("/legislators?page=3");
    await waitForCards(page, all[2 * PAGE_SIZE]!);
    const box = page.getByRole("searchbox", { name: "Search by name" });
    // Typing alone changes nothing: the search applies on submit.
    await box.fill("murkowski");
    expect(query(page)).toEqual({ page: "3" });
    await box.press("Enter");
    await expect.poll(() => cardNames(page)).toEqual(["Lisa Murkowski"]);
    expect(query(page)).toEqual({ search: "murkowski" });
    await page.getByText("Showing 1–1 of 1 legislator").waitFor();

    await box.fill("RAÚL");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const rauls = filterForBrowse(all, { search: "raúl" });
    expect(rauls.length).toBeGreaterThan(0);
    await expect.poll(() => cardNames(page)).toEqual(rauls.map((l) => l.fullName));
    expect(query(page)).toEqual({ search: "RAÚL" });

    // Back restores the previous search, in the grid and in the box.
    await page.goBack();
    await expect.poll(() => cardNames(page)).toEqual(["Lisa Murkowski"]);
    expect(await box.inputValue()).toBe("murkowski");
  });

  it("says so when nothing matches, and offers to clear the filters", async () => {
    const { page } = tab;
    await page.goto("/legislators?search=zzzz-nobody&state=ME");
    await page.getByText("No legislators found. Try adjusting your search or filters.").waitFor();
    expect(await cards(page).count()).toBe(0);
    await expectNoAxeViolations(page);
    await shot(page, `${SHOTS}/browse-empty-${width}.png`);
    await page.getByRole("button", { name: "Clear all filters" }).click();
    await waitForCards(page, all[0]!);
    expect(new URL(page.url()).search).toBe("");
  });

  it("shows the error message when the list cannot be loaded", async () => {
    const { page } = await open(viewport);
    await page.route("**/api/legislators*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Internal error"}' }),
    );
    await page.goto("/legislators?state=AK");
    await page
      .getByRole("alert")
      .filter({ hasText: "Error loading legislators. Please try again later." })
      .waitFor();
    // The filters stay usable.
    expect(await page.getByLabel("State", { exact: true }).inputValue()).toBe("AK");
    await expectNoAxeViolations(page);
    await shot(page, `${SHOTS}/browse-error-${width}.png`);
  });
});

describe("while the list loads", () => {
  it("shows skeleton cards the size of the real ones, so nothing shifts", async () => {
    const { page } = await open("desktop");
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/legislators", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/legislators");
    const loading = page.getByRole("status").filter({ hasText: "Loading legislators" });
    await loading.waitFor({ state: "attached" });
    const skeletonBox = await loading.locator("li").first().boundingBox();
    await expectNoAxeViolations(page);
    await shot(page, `${SHOTS}/browse-loading-1280.png`);

    release();
    await waitForCards(page, all[0]!);
    const cardBox = await cards(page).first().boundingBox();
    expect(skeletonBox).not.toBeNull();
    expect(Math.abs(cardBox!.height - skeletonBox!.height)).toBeLessThanOrEqual(2);
    expect(cardBox!.width).toBeCloseTo(skeletonBox!.width, 0);
  });
});

/** Registers a new voter and signs in from the page itself, so the browser holds the session cookie. */
async function signInFromPage(page: Page, name: string) {
  await page.goto("/");
  const failure = await page.evaluate(async (voter) => {
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
  }, registration({ name }));
  expect(failure).toBeNull();
}

describe("pledging from a card", () => {
  it("pledges for a signed-in voter once they confirm its words (one request for a double tap), then goes to the dashboard's pledges", async () => {
    const { page, problems } = await open("mobile");
    await signInFromPage(page, "Casey Card-Pledger");
    const alaska = filterForBrowse(all, { state: "AK" });
    const [murkowski, sullivan] = [alaska.find((l) => l.slug === "lisa-murkowski")!, alaska[1]!];
    await page.goto("/legislators?state=AK");
    const card = cardOf(page, murkowski);
    const button = card.getByRole("button", { name: /Pledge Your Support/ });
    const pledgeRequests: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/pledges"))
        pledgeRequests.push(request.url());
    });
    // The pledge's words come first, in a dialog; "Not now" makes no pledge.
    await button.click();
    const dialog = page.getByRole("dialog", { name: `Your pledge to ${murkowski.fullName}` });
    await dialog
      .getByText(`I pledge to vote for ${murkowski.fullName} in the next primary election`)
      .waitFor();
    await expectNoAxeViolations(page);
    await shot(page, `${SHOTS}/browse-confirm-pledge-${VIEWPORTS.mobile.width}.png`);
    await dialog.getByRole("button", { name: "Not now" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(pledgeRequests).toHaveLength(0);
    // Confirmed with a double tap: one pledge, and nothing said of a failure.
    await button.click();
    await dialog.getByRole("button", { name: "I make this pledge" }).dblclick();

    await toast(page, "Pledge Added").waitFor();
    expect(pledgeRequests).toHaveLength(1);
    expect(await toast(page, "Pledge failed").count()).toBe(0);
    // The card turns at once, before the move to the dashboard a second later.
    const pledged = card.getByRole("button", { name: /Pledged/ });
    await pledged.waitFor();
    expect(await pledged.isDisabled()).toBe(true);
    expect((await pledged.textContent())?.startsWith("Pledged ✓")).toBe(true);
    await page.waitForURL((url) => url.pathname === "/dashboard" && url.search === "?tab=pledges");

    // Back on the list: the pledge is remembered and counted.
    await page.goto("/legislators?state=AK");
    await cardOf(page, murkowski)
      .getByRole("button", { name: /Pledged/ })
      .waitFor();
    await expect
      .poll(async () => (await cardOf(page, murkowski).textContent()) ?? "")
      .toContain(`${formatNumber(murkowski.pledgeCount + 1)} pledge`);
    expect(
      await cardOf(page, sullivan)
        .getByRole("button", { name: /Pledge Your Support/ })
        .isEnabled(),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await shot(page, `${SHOTS}/browse-pledged-${VIEWPORTS.mobile.width}.png`);

    // A refusal from the server is shown with its own words.
    await page.route("**/api/pledges", (route) =>
      route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({ message: "You have already pledged to support this legislator" }),
      }),
    );
    const confirmSullivan = async () => {
      await cardOf(page, sullivan)
        .getByRole("button", { name: /Pledge Your Support/ })
        .click();
      await page.getByRole("dialog").getByRole("button", { name: "I make this pledge" }).click();
    };
    await confirmSullivan();
    await toast(page, "Pledge failed").waitFor();
    await toast(page, "You have already pledged to support this legislator").waitFor();

    // No answer at all: the network wording.
    await page.unroute("**/api/pledges");
    await page.route("**/api/pledges", (route) => route.abort("connectionfailed"));
    await confirmSullivan();
    await toast(page, "Error creating pledge").waitFor();
    await toast(page, "There was a problem creating your pledge. Please try again.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/legislators");
    expect(problems).toEqual([]);
  });

  it("offers delegates Contact and Website buttons instead, since they have no vote to pledge for", async () => {
    const { page } = await open("desktop");
    const delegate = all.find((l) => l.isDelegate && l.contactForm === null && l.phone)!;
    await page.goto(`/legislators?state=${delegate.state}`);
    const card = cardOf(page, delegate);
    await card.waitFor();
    expect(await card.getByRole("link", { name: /Pledge Your Support/ }).count()).toBe(0);
    expect(await card.getByRole("link", { name: /^Contact/ }).getAttribute("href")).toMatch(/^tel:/);
    const website = new URL((await card.getByRole("link", { name: /^Website/ }).getAttribute("href"))!);
    expect(website.searchParams.get("q")).toContain(delegate.fullName);
    await expectNoAxeViolations(page);
  });
});
