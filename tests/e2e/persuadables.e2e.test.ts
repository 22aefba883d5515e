import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Legislator } from "#shared/legislator";
import { DEFAULT_SORT, sortRanking } from "#web/features/persuadables/ranking";
import { PERSUADABLE_MIN_SCORE, rankPersuadables } from "#web/lib/display/persuadability";
import { newVoter } from "../support/voters";
import { shoot, VIEWPORTS } from "./browser";
import { expectNoAxeViolations, setUpE2eSession } from "./session";

const SHOTS = ".scratch/info-shots";
/** The machine may be busy: give the page time to answer. */
const POLL = { timeout: 15_000 };

const e2e = setUpE2eSession({ shots: SHOTS });
const { open, getJson } = e2e;

/** What the page should list, in its default order. */
let expected: Legislator[];

async function loadExpected(): Promise<Legislator[]> {
  const { legislators } = await getJson<{ legislators: Legislator[] }>(
    "/api/legislators?party=Republican&sort=persuadability",
  );
  return sortRanking(rankPersuadables(legislators), DEFAULT_SORT);
}

const rows = (page: Page) => page.locator("main table tbody tr");
const rowNames = (page: Page) => rows(page).locator("th a").allTextContents();

async function openRanking(page: Page) {
  await page.goto("/persuadable-republicans");
  await rows(page)
    .nth(expected.length - 1)
    .locator("th a")
    .waitFor();
  expect(await rows(page).locator("th a").count()).toBe(expected.length);
}

function sortButton(page: Page, name: string) {
  return page.getByRole("columnheader", { name }).getByRole("button");
}

function sortState(page: Page, name: string) {
  return page.getByRole("columnheader", { name }).getAttribute("aria-sort");
}

beforeAll(async () => {
  // Real pledges, so that sorting by pledges has something to sort.
  const before = await loadExpected();
  const [first, second] = [before[5]!, before[9]!];
  for (const targets of [[first, second], [second]]) {
    const voter = await newVoter(e2e.server.app);
    for (const target of targets) {
      const res = await voter.inject({
        method: "POST",
        url: "/api/pledges",
        payload: { legislatorId: target.id },
      });
      if (res.statusCode !== 201) throw new Error(`pledge: ${res.statusCode} ${res.body}`);
    }
  }
  await e2e.server.app.catalog.refreshIfChanged();
  expected = await loadExpected();
  if (expected.find((l) => l.id === second.id)?.pledgeCount !== 2) throw new Error("pledges not counted yet");
});

describe("the data behind the page", () => {
  it("is the Republican conference's members scoring 60 or more, without delegates", () => {
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

describe.each(["desktop", "mobile"] as const)("/persuadable-republicans on %s", (viewport) => {
  it("lists only persuadable Republicans, highest score first, with no accessibility violations", async () => {
    const { page, problems } = await open(viewport);
    await openRanking(page);

    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Persuadable Republicans");
    expect(await page.title()).toBe("Persuadable Republicans · Pledge Watch");
    expect(await rowNames(page)).toEqual(expected.map((l) => l.fullName));
    expect(await sortState(page, "Score")).toBe("descending");
    expect(await sortState(page, "Legislator")).toBeNull();

    // Each row: office, district with its lean, score and band, pledge count, and a Details link.
    const first = rows(page).first();
    const top = expected[0]!;
    expect(await first.textContent()).toContain(top.type === "sen" ? "Senator" : "Representative (");
    expect(await first.getByRole("link", { name: `Details for ${top.fullName}` }).getAttribute("href")).toBe(
      `/legislators/${top.slug}`,
    );
    if (top.cookPvi)
      expect(
        await first.getByRole("button", { name: `Partisan lean (PVI-style) ${top.cookPvi}` }).count(),
      ).toBe(1);
    const scores = await rows(page).locator("td:nth-of-type(3) button").allTextContents();
    expect(scores.map((text) => Number.parseInt(text, 10))).toEqual(
      expected.map((l) => l.persuadabilityScore),
    );
    expect(scores[0]).toContain("Highly");

    // The explanation and the data's date.
    const main = page.getByRole("main");
    await main.getByText("Data as of June 15, 2026").waitFor();
    expect(await main.textContent()).toContain("not a poll or a forecast");

    // Phones get cards, never a sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS[viewport].width,
    );

    await expectNoAxeViolations(page);
    await shoot(page, { path: `${SHOTS}/persuadables-${VIEWPORTS[viewport].width}.png`, fullPage: true });
    expect(problems).toEqual([]);
  });

  it("sorts by name, pledges and score, flipping on a second click", async () => {
    const { page } = await open(viewport);
    await openRanking(page);

    await sortButton(page, "Legislator").click();
    expect(await sortState(page, "Legislator")).toBe("ascending");
    expect(await sortState(page, "Score")).toBeNull();
    const byName = sortRanking(expected, { key: "name", direction: "ascending" }).map((l) => l.fullName);
    expect(await rowNames(page)).toEqual(byName);

    await sortButton(page, "Legislator").click();
    expect(await sortState(page, "Legislator")).toBe("descending");
    expect(await rowNames(page)).toEqual([...byName].reverse());

    await sortButton(page, "Pledges").click();
    expect(await sortState(page, "Pledges")).toBe("descending");
    const byPledges = sortRanking(expected, { key: "pledges", direction: "descending" });
    expect(byPledges[0]!.pledgeCount).toBe(2);
    expect(await rowNames(page)).toEqual(byPledges.map((l) => l.fullName));

    await sortButton(page, "Pledges").click();
    expect(await sortState(page, "Pledges")).toBe("ascending");
    expect((await rowNames(page)).at(-1)).toBe(byPledges[0]!.fullName);

    await sortButton(page, "Score").click();
    expect(await sortState(page, "Score")).toBe("descending");
    expect(await rowNames(page)).toEqual(expected.map((l) => l.fullName));
  });

  it("filters by chamber", async () => {
    const { page } = await open(viewport);
    await openRanking(page);
    const senators = expected.filter((l) => l.type === "sen");
    const house = expected.filter((l) => l.type === "rep");

    await page.getByRole("radio", { name: "Senate Only" }).check();
    expect(await rowNames(page)).toEqual(senators.map((l) => l.fullName));
    await page.getByText(`${senators.length} legislators · Senate Only`).waitFor();

    await page.getByRole("radio", { name: "House Only" }).check();
    expect(await rowNames(page)).toEqual(house.map((l) => l.fullName));
    expect((await rows(page).first().textContent()) ?? "").toContain("Representative (");
    // Ranks count within the chamber shown.
    expect((await rows(page).first().locator("td").first().textContent())?.replace("#", "")).toBe("1");

    await page.getByRole("radio", { name: "All Chambers" }).check();
    expect(await rowNames(page)).toHaveLength(expected.length);
  });
});

describe("keyboard and tooltips", () => {
  it("sorts from the keyboard and shows the score's label and key facts on focus", async () => {
    const { page } = await open("desktop");
    await openRanking(page);

    await sortButton(page, "Legislator").focus();
    await page.keyboard.press("Enter");
    expect(await sortState(page, "Legislator")).toBe("ascending");
    await page.keyboard.press("Space");
    expect(await sortState(page, "Legislator")).toBe("descending");

    await sortButton(page, "Score").click();
    const top = expected[0]!;
    await rows(page).first().locator("td:nth-of-type(3) button").focus();
    const tip = page.getByRole("tooltip");
    await tip.waitFor();
    expect(await tip.textContent()).toContain(`Highly Persuadable: ${top.persuadabilityScore} out of 100`);
    expect(await tip.textContent()).toContain(top.keyFacts[0]!);
    await shoot(page, { path: `${SHOTS}/persuadables-tooltip-1280.png` });
    await page.keyboard.press("Escape");

    if (top.cookPvi) {
      await rows(page)
        .first()
        .getByRole("button", { name: `Partisan lean (PVI-style) ${top.cookPvi}` })
        .focus();
      await page.getByRole("tooltip").filter({ hasText: "presidential results equally" }).waitFor();
    }
  });

  it("moves between chambers with the arrow keys", async () => {
    const { page } = await open("mobile");
    await openRanking(page);
    await page.getByRole("radio", { name: "All Chambers" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("radio", { name: "Senate Only" }).isChecked()).toBe(true);
    expect(await rowNames(page)).toEqual(expected.filter((l) => l.type === "sen").map((l) => l.fullName));
  });
});

describe("loading and failure", () => {
  it("shows placeholder rows while the list loads", async () => {
    const { page } = await open("desktop");
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/legislators?*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/persuadable-republicans");
    await page.getByText("Loading the ranking…").waitFor();
    expect(await page.locator("main table").getAttribute("aria-busy")).toBe("true");
    expect(await rows(page).count()).toBe(8);
    await shoot(page, { path: `${SHOTS}/persuadables-loading-1280.png` });
    release();
    await expect.poll(() => rows(page).locator("th a").count(), POLL).toBe(expected.length);
  });

  it.each(["desktop", "mobile"] as const)(
    "shows the error card on %s when the list cannot be loaded",
    async (viewport) => {
      const { page } = await open(viewport);
      let fail = true;
      await page.route("**/api/legislators?*", (route) =>
        fail
          ? route.fulfill({
              status: 500,
              contentType: "application/json",
              body: '{"message":"Internal error"}',
            })
          : route.continue(),
      );
      await page.goto("/persuadable-republicans");
      const alert = page.getByRole("alert").filter({ hasText: "Error Loading Data" });
      await alert.waitFor();
      expect(await alert.textContent()).toContain(
        "We encountered a problem loading the persuadability data.",
      );
      expect(await page.locator("main table").count()).toBe(0);
      await expectNoAxeViolations(page);
      await shoot(page, {
        path: `${SHOTS}/persuadables-error-${VIEWPORTS[viewport].width}.png`,
        fullPage: true,
      });

      fail = false;
      await alert.getByRole("button", { name: "Retry" }).click();
      await expect.poll(() => rows(page).locator("th a").count(), POLL).toBe(expected.length);
    },
  );
});
