import type { Page } from "@playwright/test";
import type { Legislator } from "#shared/legislator";
import { DEFAULT_SORT, sortRanking } from "#web/features/persuadables/ranking";
import { PERSUADABLE_MIN_SCORE, rankPersuadables } from "#web/lib/display/persuadability";
import { newVoter } from "../support/voters";
import { expectNoAxeViolations, shoot } from "./support/accessibility";
import { failRequestsUntilRestored } from "./support/failing-requests";
import { type E2eServer, expect, test, VIEWPORTS, visit } from "./support/fixtures";

test.use({ serverSetup: { file: "persuadables" } });

/** The machine may be busy: give the page time to answer. */
const POLL = { timeout: 15_000 };

/** What the page should list, in its default order. */
let expected: Legislator[];

async function loadExpected(server: E2eServer): Promise<Legislator[]> {
  const { legislators } = await server.getJson<{ legislators: Legislator[] }>(
    "/api/legislators?party=Republican&sort=persuadability",
  );
  return sortRanking(rankPersuadables(legislators), DEFAULT_SORT);
}

const rows = (page: Page) => page.locator("main table tbody tr");
const rowNames = (page: Page) => rows(page).locator("th a");
const names = (legislators: Legislator[]) => legislators.map((l) => l.fullName);

async function openRanking(page: Page) {
  await visit(page, "/persuadable-republicans");
  await expect(
    rows(page)
      .nth(expected.length - 1)
      .locator("th a"),
  ).toBeVisible();
  await expect(rowNames(page)).toHaveCount(expected.length);
}

function sortButton(page: Page, name: string) {
  return page.getByRole("columnheader", { name }).getByRole("button");
}

/** The column header, whose aria-sort tells how the table is sorted by it. */
function sortHeader(page: Page, name: string) {
  return page.getByRole("columnheader", { name });
}

test.beforeAll(async ({ server }) => {
  // Real pledges, so that sorting by pledges has something to sort.
  const before = await loadExpected(server);
  const [first, second] = [before[5]!, before[9]!];
  for (const targets of [[first, second], [second]]) {
    const voter = await newVoter(server.app);
    for (const target of targets) {
      const res = await voter.inject({
        method: "POST",
        url: "/api/pledges",
        payload: { legislatorId: target.id },
      });
      if (res.statusCode !== 201) throw new Error(`pledge: ${res.statusCode} ${res.body}`);
    }
  }
  await server.app.catalog.refreshIfChanged();
  expected = await loadExpected(server);
  if (expected.find((l) => l.id === second.id)?.pledgeCount !== 2) throw new Error("pledges not counted yet");
});

test.describe("the data behind the page", () => {
  test("is the Republican conference's members scoring 60 or more, without delegates", () => {
    expect(expected.length).toBeGreaterThan(10);
    for (const legislator of expected) {
      expect(legislator.caucus ?? legislator.party).toBe("Republican");
      expect(legislator.persuadabilityScore).toBeGreaterThanOrEqual(PERSUADABLE_MIN_SCORE);
      expect(legislator.isDelegate).toBe(false);
    }
    // An Independent in the Republican conference belongs in the ranking.
    expect(expected.some((l) => l.party === "Independent")).toBe(true);
  });
});

for (const viewport of ["desktop", "mobile"] as const) {
  test.describe(`/persuadable-republicans on ${viewport}`, () => {
    test.use({ viewport: VIEWPORTS[viewport] });

    test("lists only persuadable Republicans, highest score first, with no accessibility violations", async ({
      page,
    }) => {
      await openRanking(page);

      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Persuadable Republicans");
      await expect(page).toHaveTitle("Persuadable Republicans · Pledge Watch");
      await expect(rowNames(page)).toHaveText(names(expected));
      await expect(sortHeader(page, "Score")).toHaveAttribute("aria-sort", "descending");
      await expect(sortHeader(page, "Legislator")).not.toHaveAttribute("aria-sort");

      // Each row: office, district with its lean, score and band, pledge count, and a Details link.
      const first = rows(page).first();
      const top = expected[0]!;
      await expect(first).toContainText(top.type === "sen" ? "Senator" : "Representative (");
      await expect(first.getByRole("link", { name: `Details for ${top.fullName}` })).toHaveAttribute(
        "href",
        `/legislators/${top.slug}`,
      );
      if (top.cookPvi)
        await expect(
          first.getByRole("button", { name: `Partisan lean (PVI-style) ${top.cookPvi}` }),
        ).toHaveCount(1);
      const scores = rows(page).locator("td:nth-of-type(3) button");
      await expect
        .poll(async () => (await scores.allTextContents()).map((text) => Number.parseInt(text, 10)))
        .toEqual(expected.map((l) => l.persuadabilityScore));
      await expect(scores.first()).toContainText("Highly");

      // The explanation and the data's date.
      const main = page.getByRole("main");
      await expect(main.getByText("Data as of June 15, 2026")).toBeVisible();
      await expect(main).toContainText("not a poll or a forecast");

      // Phones get cards, never a sideways scroll.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(VIEWPORTS[viewport].width);

      await expectNoAxeViolations(page);
      await shoot(page, `persuadables-${VIEWPORTS[viewport].width}.png`, { fullPage: true });
    });

    test("sorts by name, pledges and score, flipping on a second click", async ({ page }) => {
      await openRanking(page);

      await sortButton(page, "Legislator").click();
      await expect(sortHeader(page, "Legislator")).toHaveAttribute("aria-sort", "ascending");
      await expect(sortHeader(page, "Score")).not.toHaveAttribute("aria-sort");
      const byName = names(sortRanking(expected, { key: "name", direction: "ascending" }));
      await expect(rowNames(page)).toHaveText(byName);

      await sortButton(page, "Legislator").click();
      await expect(sortHeader(page, "Legislator")).toHaveAttribute("aria-sort", "descending");
      await expect(rowNames(page)).toHaveText([...byName].reverse());

      await sortButton(page, "Pledges").click();
      await expect(sortHeader(page, "Pledges")).toHaveAttribute("aria-sort", "descending");
      const byPledges = sortRanking(expected, { key: "pledges", direction: "descending" });
      expect(byPledges[0]!.pledgeCount).toBe(2);
      await expect(rowNames(page)).toHaveText(names(byPledges));

      await sortButton(page, "Pledges").click();
      await expect(sortHeader(page, "Pledges")).toHaveAttribute("aria-sort", "ascending");
      await expect(rowNames(page).last()).toHaveText(byPledges[0]!.fullName);

      await sortButton(page, "Score").click();
      await expect(sortHeader(page, "Score")).toHaveAttribute("aria-sort", "descending");
      await expect(rowNames(page)).toHaveText(names(expected));
    });

    test("filters by chamber", async ({ page }) => {
      await openRanking(page);
      const senators = expected.filter((l) => l.type === "sen");
      const house = expected.filter((l) => l.type === "rep");

      await page.getByRole("radio", { name: "Senate Only" }).check();
      await expect(rowNames(page)).toHaveText(names(senators));
      await expect(page.getByText(`${senators.length} legislators · Senate Only`)).toBeVisible();

      await page.getByRole("radio", { name: "House Only" }).check();
      await expect(rowNames(page)).toHaveText(names(house));
      await expect(rows(page).first()).toContainText("Representative (");
      // Ranks count within the chamber shown.
      await expect
        .poll(async () => (await rows(page).first().locator("td").first().textContent())?.replace("#", ""))
        .toBe("1");

      await page.getByRole("radio", { name: "All Chambers" }).check();
      await expect(rowNames(page)).toHaveCount(expected.length);
    });
  });
}

test.describe("keyboard and tooltips", () => {
  test("sorts from the keyboard and shows the score's label and key facts on focus", async ({ page }) => {
    await openRanking(page);

    await sortButton(page, "Legislator").focus();
    await page.keyboard.press("Enter");
    await expect(sortHeader(page, "Legislator")).toHaveAttribute("aria-sort", "ascending");
    await page.keyboard.press("Space");
    await expect(sortHeader(page, "Legislator")).toHaveAttribute("aria-sort", "descending");

    await sortButton(page, "Score").click();
    const top = expected[0]!;
    await rows(page).first().locator("td:nth-of-type(3) button").focus();
    const tip = page.getByRole("tooltip");
    await expect(tip).toBeVisible();
    await expect(tip).toContainText(`Highly Persuadable: ${top.persuadabilityScore} out of 100`);
    await expect(tip).toContainText(top.keyFacts[0]!);
    await shoot(page, "persuadables-tooltip-1280.png", { fullPage: false });
    await page.keyboard.press("Escape");

    if (top.cookPvi) {
      await rows(page)
        .first()
        .getByRole("button", { name: `Partisan lean (PVI-style) ${top.cookPvi}` })
        .focus();
      await expect(
        page.getByRole("tooltip").filter({ hasText: "presidential results equally" }),
      ).toBeVisible();
    }
  });

  test.describe(() => {
    test.use({ viewport: VIEWPORTS.mobile });

    test("moves between chambers with the arrow keys", async ({ page }) => {
      await openRanking(page);
      await page.getByRole("radio", { name: "All Chambers" }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("radio", { name: "Senate Only" })).toBeChecked();
      await expect(rowNames(page)).toHaveText(names(expected.filter((l) => l.type === "sen")));
    });
  });
});

test.describe("loading and failure", () => {
  test("shows placeholder rows while the list loads", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/legislators?*", async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, "/persuadable-republicans");
    await expect(page.getByText("Loading the ranking…")).toBeVisible();
    await expect(page.locator("main table")).toHaveAttribute("aria-busy", "true");
    await expect(rows(page)).toHaveCount(8);
    await shoot(page, "persuadables-loading-1280.png", { fullPage: false });
    release();
    await expect(rowNames(page)).toHaveCount(expected.length, POLL);
  });

  for (const viewport of ["desktop", "mobile"] as const) {
    test.describe(() => {
      test.use({ viewport: VIEWPORTS[viewport] });

      test(`shows the error card on ${viewport} when the list cannot be loaded`, async ({ page }) => {
        const restore = await failRequestsUntilRestored(page, "**/api/legislators?*");
        await visit(page, "/persuadable-republicans");
        const alert = page.getByRole("alert").filter({ hasText: "Error Loading Data" });
        await expect(alert).toBeVisible();
        await expect(alert).toContainText("We encountered a problem loading the persuadability data.");
        await expect(page.locator("main table")).toHaveCount(0);
        await expectNoAxeViolations(page);
        await shoot(page, `persuadables-error-${VIEWPORTS[viewport].width}.png`, { fullPage: true });

        restore();
        await alert.getByRole("button", { name: "Retry" }).click();
        await expect(rowNames(page)).toHaveCount(expected.length, POLL);
      });
    });
  }
});
