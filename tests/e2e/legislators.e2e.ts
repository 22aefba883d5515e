import type { Page } from "@playwright/test";
import { formatNumber } from "#shared/format";
import type { Legislator } from "#shared/legislator";
import { filterForBrowse } from "#shared/rules/legislator-search";
import { pledgeTallyText } from "#web/entities/legislators/pledge-tally";
import { PAGE_SIZE, pageCount } from "#web/lib/display/pagination";
import { entitiesTranslator } from "#web/test/translators";
import { expectNoAxeViolations, shoot } from "./support/accessibility";
import { expect, signUp, test, VIEWPORTS, visit } from "./support/fixtures";
import { toast } from "./support/toasts";

// The /legislators page: filters in the query string, search, chamber, pagination, loading, empty
// and error states, and pledging from a card. Screenshots are for a person to look at.
test.use({ serverSetup: { file: "legislators" } });

let all: Legislator[];

/** A screenshot for a person to look at; whole pages from the top, so the sticky header sits where it belongs. */
async function shot(page: Page, file: string, fullPage = false) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, file, { fullPage });
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

/** The cards' names, in order: exactly `names`. */
async function expectCardNames(page: Page, names: string[]) {
  await expect(cards(page).locator("h3")).toHaveText(names);
}

/** The query string, as the page wrote it. */
function query(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

async function waitForCards(page: Page, first: Legislator) {
  await expect(cardOf(page, first)).toBeVisible();
}

test.beforeAll(async ({ server }) => {
  ({ legislators: all } = await server.getJson<{ legislators: Legislator[] }>("/api/legislators"));
});

for (const viewport of ["desktop", "mobile"] as const) {
  test.describe(`browsing legislators on ${viewport}`, () => {
    const width = VIEWPORTS[viewport].width;
    test.use({ viewport: VIEWPORTS[viewport] });

    test("lists every member, 24 a page, with the card's details and no accessibility violations", async ({
      page,
    }) => {
      await visit(page, "/legislators");
      await waitForCards(page, all[0]!);
      await expect(page).toHaveTitle("Legislators · Pledge Watch");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
      await expectCardNames(
        page,
        all.slice(0, PAGE_SIZE).map((l) => l.fullName),
      );
      await expect(page.getByText(`Showing 1–24 of ${formatNumber(all.length)} legislators`)).toBeVisible();

      // A Republican senator's card: chamber, seat and party, score, pledges, primary, X and phone.
      const murkowski = all.find((l) => l.slug === "lisa-murkowski")!;
      const card = cardOf(page, murkowski);
      await expect(card).toContainText("Senate");
      await expect(card).toContainText("AK · R");
      await expect(card).toHaveText(new RegExp(`Persuadability\\s${murkowski.persuadabilityScore}\\b`));
      await expect(card).toContainText(pledgeTallyText(murkowski, entitiesTranslator("en")));
      await expect(card).toHaveText(/Primary: [A-Z][a-z]+ \d{4}\*/);
      await expect(card.getByRole("link", { name: /on X/ })).toHaveAttribute(
        "href",
        "https://x.com/LisaMurkowski",
      );
      await expect(card.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", "tel:+12022246665");
      await expect(card.getByRole("link", { name: murkowski.fullName, exact: true })).toHaveAttribute(
        "href",
        "/legislators/lisa-murkowski",
      );
      // Signed out, the card's button leads to the pledge wizard with this legislator chosen.
      await expect(card.getByRole("link", { name: /Pledge Your Support/ })).toHaveAttribute(
        "href",
        `/pledge?legislator=${murkowski.id}`,
      );
      // Expected dates carry an asterisk, explained once under the grid.
      await expect(page.getByText("* Estimated: the year of the next regular primary")).toBeVisible();

      // Pagination: 1, 2, …, last, with previous greyed out and next available.
      const nav = page.getByRole("navigation", { name: "Pagination" });
      const pages = pageCount(all.length);
      await expect(nav.getByRole("link")).toHaveText(["1", "2", String(pages), "Next"]);
      await expect(nav.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );

      await expectNoAxeViolations(page);
      await shot(page, `browse-${width}.png`, true);
    });

    test("goes to page 2 and back to page 1 when a filter changes", async ({ page }) => {
      // From the first page, where the test before leaves off.
      await visit(page, "/legislators");
      await waitForCards(page, all[0]!);
      const nav = page.getByRole("navigation", { name: "Pagination" });
      await nav.getByRole("link", { name: "Next page" }).click();
      await waitForCards(page, all[PAGE_SIZE]!);
      await expect.poll(() => query(page)).toEqual({ page: "2" });
      await expectCardNames(
        page,
        all.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((l) => l.fullName),
      );
      await expect(nav.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      // The results heading takes focus so keyboard users start at the new page's first card.
      await expect(page.locator("#results-title")).toBeFocused();
      await expect(page.getByText(`Showing 25–48 of ${formatNumber(all.length)} legislators`)).toBeVisible();

      await page.getByLabel("Chamber", { exact: true }).selectOption("sen");
      const senators = all.filter((l) => l.type === "sen");
      await waitForCards(page, senators[0]!);
      await expect.poll(() => query(page)).toEqual({ type: "sen" });
      await expectCardNames(
        page,
        senators.slice(0, PAGE_SIZE).map((l) => l.fullName),
      );
      await expect(results(page).getByText("House", { exact: true })).toHaveCount(0);
    });

    test("reads its filters from the query string and writes them back", async ({ page }) => {
      await visit(page, "/legislators?state=tx&type=rep&page=2");
      const texans = filterForBrowse(all, { state: "TX", type: "rep" });
      await waitForCards(page, texans[PAGE_SIZE]!);
      await expect(page.getByLabel("State", { exact: true })).toHaveValue("TX");
      await expect(page.getByLabel("Chamber", { exact: true })).toHaveValue("rep");
      await expectCardNames(
        page,
        texans.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((l) => l.fullName),
      );
      await expect(
        page.getByText(`Showing 25–${Math.min(48, texans.length)} of ${texans.length} legislators`),
      ).toBeVisible();

      // Clearing the state keeps the chamber and starts again at page 1.
      await page.getByRole("button", { name: "Clear state filter" }).click();
      const house = all.filter((l) => l.type === "rep");
      await waitForCards(page, house[0]!);
      await expect.poll(() => query(page)).toEqual({ type: "rep" });
      await expect(page.getByLabel("State", { exact: true })).toHaveValue("");
      await expect(page.getByRole("button", { name: "Clear state filter" })).toHaveCount(0);

      await page.getByLabel("Chamber", { exact: true }).selectOption("");
      await page.getByLabel("State", { exact: true }).selectOption("AK");
      await expectCardNames(
        page,
        filterForBrowse(all, { state: "AK" }).map((l) => l.fullName),
      );
      await expect.poll(() => query(page)).toEqual({ state: "AK" });
      await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
    });

    test("says so when the address names no state, and shows every state", async ({ page }) => {
      await visit(page, "/legislators?state=zz");
      await expect(
        page.getByText('No state, DC or territory has the code "zz": members from every state are shown.'),
      ).toBeVisible();
      await waitForCards(page, all[0]!);
      await expect(page.getByLabel("State", { exact: true })).toHaveValue("");
      await expect(page.getByRole("button", { name: "Clear state filter" })).toHaveCount(0);
    });

    test("searches on Enter and with the Search button, ignoring case and accents", async ({ page }) => {
      await visit(page, "/legislators?page=3");
      await waitForCards(page, all[2 * PAGE_SIZE]!);
      const box = page.getByRole("searchbox", { name: "Search by name" });
      // Typing alone changes nothing: the search applies on submit.
      await box.fill("murkowski");
      await expect.poll(() => query(page)).toEqual({ page: "3" });
      await box.press("Enter");
      await expectCardNames(page, ["Lisa Murkowski"]);
      await expect.poll(() => query(page)).toEqual({ search: "murkowski" });
      await expect(page.getByText("Showing 1–1 of 1 legislator")).toBeVisible();

      await box.fill("RAÚL");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      const rauls = filterForBrowse(all, { search: "raúl" });
      expect(rauls.length).toBeGreaterThan(0);
      await expectCardNames(
        page,
        rauls.map((l) => l.fullName),
      );
      await expect.poll(() => query(page)).toEqual({ search: "RAÚL" });

      // Back restores the previous search, in the grid and in the box.
      await page.goBack();
      await expectCardNames(page, ["Lisa Murkowski"]);
      await expect(box).toHaveValue("murkowski");
    });

    test("says so when nothing matches, and offers to clear the filters", async ({ page }) => {
      await visit(page, "/legislators?search=zzzz-nobody&state=ME");
      await expect(
        page.getByText("No legislators found. Try adjusting your search or filters."),
      ).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shot(page, `browse-empty-${width}.png`);
      await page.getByRole("button", { name: "Clear all filters" }).click();
      await waitForCards(page, all[0]!);
      await expect.poll(() => new URL(page.url()).search).toBe("");
    });

    test("shows the error message when the list cannot be loaded", async ({ page }) => {
      await page.route("**/api/legislators*", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Internal error"}' }),
      );
      await visit(page, "/legislators?state=AK");
      await expect(
        page.getByRole("alert").filter({ hasText: "Error loading legislators. Please try again later." }),
      ).toBeVisible();
      // The filters stay usable.
      await expect(page.getByLabel("State", { exact: true })).toHaveValue("AK");
      await expectNoAxeViolations(page);
      await shot(page, `browse-error-${width}.png`);
    });
  });
}

test.describe("while the list loads", () => {
  test("shows skeleton cards the size of the real ones, so nothing shifts", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/legislators", async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, "/legislators");
    const loading = page.getByRole("status").filter({ hasText: "Loading legislators" });
    await expect(loading).toBeAttached();
    const skeletonBox = await loading.locator("li").first().boundingBox();
    await expectNoAxeViolations(page);
    await shot(page, "browse-loading-1280.png");

    release();
    await waitForCards(page, all[0]!);
    const cardBox = await cards(page).first().boundingBox();
    expect(skeletonBox).not.toBeNull();
    expect(Math.abs(cardBox!.height - skeletonBox!.height)).toBeLessThanOrEqual(2);
    expect(cardBox!.width).toBeCloseTo(skeletonBox!.width, 0);
  });
});

interface CardTurning {
  /** What the card's button first became once it said "Pledged", and where the page was then. */
  cardTurned?: { pathname: string; text: string | null; disabled: boolean; visible: boolean };
}

/**
 * Notes in the page what `legislator`'s card button becomes as soon as it says "Pledged". The app
 * moves to the dashboard a second after a pledge: on a busy machine a check from the test can come
 * after that move, so the page itself records the card as the voter saw it.
 */
async function recordCardTurning(page: Page, legislator: Legislator) {
  await page.evaluate((name) => {
    const record = window as unknown as CardTurning;
    delete record.cardTurned;
    const look = () => {
      const heading = [...document.querySelectorAll("section[aria-labelledby=results-title] li h3")].find(
        (h) => h.textContent?.trim() === name,
      );
      const button = [...(heading?.closest("li")?.querySelectorAll("button") ?? [])].find((b) =>
        b.textContent?.includes("Pledged"),
      );
      if (!button) return;
      observer.disconnect();
      record.cardTurned = {
        pathname: location.pathname,
        text: button.textContent,
        disabled: button.disabled,
        visible: button.checkVisibility(),
      };
    };
    const observer = new MutationObserver(look);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  }, legislator.fullName);
}

test.describe("pledging from a card", () => {
  test.describe(() => {
    test.use({ viewport: VIEWPORTS.mobile });

    test("pledges for a signed-in voter once they confirm its words (one request for a double tap), then goes to the dashboard's pledges", async ({
      page,
      context,
    }) => {
      await signUp(context.request, { name: "Casey Card-Pledger" });
      const alaska = filterForBrowse(all, { state: "AK" });
      const [murkowski, sullivan] = [alaska.find((l) => l.slug === "lisa-murkowski")!, alaska[1]!];
      await visit(page, "/legislators?state=AK");
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
      await expect(
        dialog.getByText(`I pledge to vote for ${murkowski.fullName} in the next primary election`),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `browse-confirm-pledge-${VIEWPORTS.mobile.width}.png`);
      await dialog.getByRole("button", { name: "Not now" }).click();
      await expect(dialog).not.toBeAttached();
      await expect.poll(() => pledgeRequests).toHaveLength(0);
      // Confirmed with a double tap: one pledge, and nothing said of a failure.
      await button.click();
      await recordCardTurning(page, murkowski);
      await dialog.getByRole("button", { name: "I make this pledge" }).dblclick();

      await expect(toast(page, "Pledge Added")).toBeVisible();
      await expect.poll(() => pledgeRequests).toHaveLength(1);
      // Any toast so titled, open or on its way out.
      await expect(
        page.getByRole("region", { name: /notifications/i }).getByText("Pledge failed", { exact: true }),
      ).toHaveCount(0);
      // The card turns at once, before the move to the dashboard a second later.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as CardTurning).cardTurned))
        .toEqual({
          pathname: "/legislators",
          text: expect.stringMatching(/^Pledged ✓/),
          disabled: true,
          visible: true,
        });
      await page.waitForURL((url) => url.pathname === "/dashboard" && url.search === "?tab=pledges");

      // Back on the list: the pledge is remembered and counted.
      await visit(page, "/legislators?state=AK");
      await expect(cardOf(page, murkowski).getByRole("button", { name: /Pledged/ })).toBeVisible();
      await expect(cardOf(page, murkowski)).toContainText(
        `${formatNumber(murkowski.pledgeCount + 1)} pledge`,
      );
      await expect(cardOf(page, sullivan).getByRole("button", { name: /Pledge Your Support/ })).toBeEnabled();
      await expectNoAxeViolations(page);
      await shot(page, `browse-pledged-${VIEWPORTS.mobile.width}.png`);

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
      await expect(toast(page, "Pledge failed")).toContainText(
        "You have already pledged to support this legislator",
      );

      // No answer at all: the network wording.
      await page.unroute("**/api/pledges");
      await page.route("**/api/pledges", (route) => route.abort("connectionfailed"));
      await confirmSullivan();
      await expect(toast(page, "Error creating pledge")).toContainText(
        "There was a problem creating your pledge. Please try again.",
      );
      await expect(page).toHaveURL((url) => url.pathname === "/legislators");
    });
  });

  test("offers delegates Contact and Website buttons instead, since they have no vote to pledge for", async ({
    page,
  }) => {
    const delegate = all.find((l) => l.isDelegate && l.contactForm === null && l.phone)!;
    await visit(page, `/legislators?state=${delegate.state}`);
    const card = cardOf(page, delegate);
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: /Pledge Your Support/ })).toHaveCount(0);
    await expect(card.getByRole("link", { name: /^Contact/ })).toHaveAttribute("href", /^tel:/);
    const website = card.getByRole("link", { name: /^Website/ });
    await expect
      .poll(async () => new URL((await website.getAttribute("href")) ?? "about:blank").searchParams.get("q"))
      .toContain(delegate.fullName);
    await expectNoAxeViolations(page);
  });
});
