import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { PrimaryElection } from "#shared/primary-election";
import { formatAsOf, localCalendarDay } from "#shared/rules/dates";
import { primaryDateDisplay, registrationDeadlineLabel } from "#shared/rules/primary-date";
import { readableDates } from "#web/features/state-information/state-rules";
import { shoot, VIEWPORTS } from "./browser";
import { expectNoAxeViolations, setUpE2eSession } from "./session";

const SHOTS = ".scratch/info-shots";

const e2e = setUpE2eSession({ shots: SHOTS });
const { open } = e2e;

let texas: PrimaryElection;

/** The primary date as the display rule shows it for a state, on the browser's today. */
const primaryLabel = (election: PrimaryElection, date = election.primaryDate) =>
  primaryDateDisplay(date, { type: "rep", nextPrimaryYear: election.nextPrimaryYear }, localCalendarDay())
    .label;

const stateCards = (page: Page) => page.getByRole("list", { name: "States" }).getByRole("listitem");

/** The value shown for a term in the "At a glance" list. */
async function fact(page: Page, term: string): Promise<string> {
  const dt = page.locator("main dt", { hasText: term }).first();
  return (await dt.locator("xpath=following-sibling::dd[1]").textContent()) ?? "";
}

beforeAll(async () => {
  ({ primaryElection: texas } = await e2e.getJson<{ primaryElection: PrimaryElection }>(
    "/api/primary-elections?state=TX",
  ));
});

describe.each(["desktop", "mobile"] as const)("the state index on %s", (viewport) => {
  it("shows a card for each of the 50 states and DC with its primary date, sources and caveats", async () => {
    const { page, problems } = await open(viewport);
    await page.goto("/state-information");
    await page.getByRole("heading", { level: 1, name: "State Primary Information" }).waitFor();
    expect(await page.title()).toBe("State primary information · Pledge Watch");
    expect(await stateCards(page).count()).toBe(51);

    const texasCard = stateCards(page).filter({ has: page.getByRole("heading", { name: "Texas" }) });
    await texasCard.getByText(primaryLabel(texas)).waitFor();
    expect(await texasCard.getByText("Information available").count()).toBe(1);
    expect(await texasCard.getByRole("link", { name: "View Details for Texas" }).getAttribute("href")).toBe(
      "/state-information/tx",
    );
    expect(await page.getByRole("link", { name: /^View Details for / }).count()).toBe(51);
    await page.getByRole("link", { name: "View Details for District of Columbia" }).waitFor();
    expect(await page.getByText("Information coming soon").count()).toBe(0);

    const main = page.getByRole("main");
    expect(await main.textContent()).toContain("confirm with your state's election office");
    await main.getByText(/^As of:/).waitFor();
    expect(await main.textContent()).toContain("Primary dates the sources are less sure of");
    if (primaryLabel(texas).endsWith("*")) {
      expect(await main.textContent()).toContain("Estimated: the year of the next regular primary");
    }

    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS[viewport].width,
    );
    await expectNoAxeViolations(page);
    await shoot(page, { path: `${SHOTS}/state-index-${VIEWPORTS[viewport].width}.png`, fullPage: true });
    expect(problems).toEqual([]);
  });
});

describe("the state index", () => {
  it("finds a state by name or code", async () => {
    const { page } = await open("mobile");
    await page.goto("/state-information");
    const search = page.getByRole("searchbox", { name: "Find your state" });
    await search.fill("new");
    await expect.poll(() => stateCards(page).count()).toBe(4);
    await page.getByText("4 of 51 states and DC").waitFor();
    await search.fill("tx");
    await expect.poll(() => stateCards(page).count()).toBe(1);
    await search.fill("atlantis");
    await page.getByText("No state matches “atlantis”.").waitFor();
  });

  it("says when a state has no information yet, and offers Retry when the list fails", async () => {
    const { page } = await open("desktop");
    let fail = true;
    await page.route("**/api/primary-elections", async (route) => {
      if (fail) {
        await route.fulfill({
          status: 503,
          contentType: "application/json",
          body: '{"message":"Unavailable"}',
        });
        return;
      }
      const response = await route.fetch();
      const body = (await response.json()) as { primaryElections: PrimaryElection[] };
      await route.fulfill({
        response,
        json: { primaryElections: body.primaryElections.filter((e) => e.state !== "WY") },
      });
    });
    await page.goto("/state-information");
    const alert = page.getByRole("alert");
    await alert.getByText("Failed to load primary election information. Please try again later.").waitFor();
    expect(await stateCards(page).count()).toBe(51);

    fail = false;
    await alert.getByRole("button", { name: "Retry" }).click();
    await alert.waitFor({ state: "detached" });
    const wyoming = stateCards(page).filter({ has: page.getByRole("heading", { name: "Wyoming" }) });
    await wyoming.getByText("Information coming soon").waitFor();
    expect(await wyoming.getByText("Information available").count()).toBe(0);
    expect(await page.getByText("Information available").count()).toBe(50);
  });
});

describe.each([
  ["desktop", "tx"],
  ["mobile", "TX"],
] as const)("a state's page on %s (/state-information/%s)", (viewport, code) => {
  it("shows the date, type, deadline, registration rules and the sanitised details", async () => {
    const { page, problems } = await open(viewport);
    await page.goto(`/state-information/${code}`);
    await page.getByRole("heading", { level: 1, name: "Texas" }).waitFor();
    await page.getByRole("heading", { name: "At a glance" }).waitFor();
    expect(await page.title()).toBe("Texas primary information · Pledge Watch");

    const today = localCalendarDay();
    expect(await fact(page, "Primary date")).toContain(primaryLabel(texas));
    expect(await fact(page, "Runoff date")).toContain(primaryLabel(texas, texas.runoffDate));
    expect(await fact(page, "Primary type")).toBe("Open");
    expect(await fact(page, "Registration deadline")).toBe(
      registrationDeadlineLabel(texas.registrationDeadline, today),
    );
    expect(await fact(page, "Who may vote in the Republican primary")).toBe(
      "All voters may choose the Republican ballot; party registration does not matter.",
    );
    expect(await page.locator("main dt", { hasText: "Party registration required" }).count()).toBe(0);
    const main = page.getByRole("main");
    expect(await main.getByText(`Confidence: ${texas.confidence!.date}`).count()).toBeGreaterThan(0);

    expect(await page.getByRole("link", { name: /^Register to vote/ }).getAttribute("href")).toBe(
      texas.registrationUrl,
    );
    expect(
      await page.getByRole("link", { name: /^Voter information on vote.gov/ }).getAttribute("href"),
    ).toBe(texas.voterInfoUrl);
    expect(await main.textContent()).toContain(readableDates(texas.notes!));

    // The rules' date under the key facts links to the one sources box (beside them, or last).
    const dateLine = main.getByText(`Data as of ${formatAsOf(texas.dataAsOf)}`);
    await dateLine.waitFor();
    expect(await dateLine.getByRole("link", { name: "sources" }).getAttribute("href")).toBe(
      "#about-this-data",
    );
    expect(
      await page
        .locator("#about-this-data")
        .getByText(/^As of:/)
        .count(),
    ).toBe(1);

    // The server-sanitised HTML is rendered as HTML: its list and bold labels, its links.
    const details = page.locator("section[aria-labelledby=details-title]");
    expect(await details.locator("ul li strong").first().textContent()).toBe("Online:");
    expect(
      await details.getByRole("link", { name: "Voter registration help on vote.gov" }).getAttribute("href"),
    ).toBe("https://vote.gov/register/tx/");
    expect(await details.locator("script, [onerror], [onclick]").count()).toBe(0);

    const back = page.getByRole("link", { name: "All states" });
    expect(await back.getAttribute("href")).toBe("/state-information");

    // The state's members of Congress.
    const members = page.locator("section[aria-labelledby=members-title]");
    await members.getByRole("heading", { name: "Senators" }).waitFor();
    expect(await members.getByRole("heading", { name: /^Representatives \(\d+ seats\)$/ }).count()).toBe(1);
    // TX-23 has no member on record: the list says so where its member would be.
    await members.getByText("Vacant seat.").first().waitFor();

    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS[viewport].width,
    );
    await expectNoAxeViolations(page);
    await shoot(page, { path: `${SHOTS}/state-tx-${VIEWPORTS[viewport].width}.png`, fullPage: true });
    expect(problems).toEqual([]);

    await back.click();
    await page.getByRole("heading", { level: 1, name: "State Primary Information" }).waitFor();
  });
});

describe("a state whose primary is open to unaffiliated voters only (/state-information/me)", () => {
  it("says what registered Republicans, unaffiliated voters and other parties' members must do", async () => {
    const { page, problems } = await open("desktop");
    await page.goto("/state-information/me");
    await page.getByRole("heading", { level: 1, name: "Maine" }).waitFor();
    const rules = page.getByTestId("registration-rules").getByRole("listitem");
    await rules.first().waitFor();
    expect(await rules.allTextContents()).toEqual([
      "Registered Republicans vote in the Republican primary.",
      "Unaffiliated voters may choose the Republican ballot without changing their registration.",
      "Voters registered in another party must change their registration to Republican by the state's deadline for party changes.",
    ]);
    // A past primary shows only the next year: no month carried over.
    expect(await fact(page, "Primary date")).toMatch(/^(Expected\s?\d{4}\*|[A-Z][a-z]+ \d{1,2}, \d{4}|TBD)/);
    expect(problems).toEqual([]);
  });
});

describe("a state's page when things go wrong", () => {
  it("offers Retry after a failure, and loads on retry", async () => {
    const { page } = await open("mobile");
    let fail = true;
    await page.route("**/api/primary-elections?state=*", (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: '{"message":"Internal error"}',
          })
        : route.continue(),
    );
    await page.goto("/state-information/tx");
    const alert = page.getByRole("alert").filter({ hasText: "Failed to load primary election information" });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      "Failed to load primary election information. Please try again later.",
    );
    await expectNoAxeViolations(page);
    await shoot(page, { path: `${SHOTS}/state-error-390.png`, fullPage: true });

    fail = false;
    await alert.getByRole("button", { name: "Retry" }).click();
    await page.getByRole("heading", { name: "At a glance" }).waitFor();
    expect(await alert.count()).toBe(0);
  });

  it.each(["desktop", "mobile"] as const)(
    "shows 'Information Coming Soon' on %s when there is no data",
    async (viewport) => {
      const { page } = await open(viewport);
      await page.route("**/api/primary-elections?state=*", (route) =>
        route.fulfill({ status: 200, contentType: "application/json", body: '{"primaryElection":null}' }),
      );
      await page.goto("/state-information/wy");
      await page.getByRole("heading", { level: 1, name: "Wyoming" }).waitFor();
      await page.getByRole("heading", { name: "Information Coming Soon" }).waitFor();
      expect(await page.getByRole("heading", { name: "At a glance" }).count()).toBe(0);
      await expectNoAxeViolations(page);
      await shoot(page, {
        path: `${SHOTS}/state-coming-soon-${VIEWPORTS[viewport].width}.png`,
        fullPage: true,
      });
    },
  );

  it("shows 'Information Coming Soon' for a territory the data does not cover", async () => {
    const { page } = await open("desktop");
    await page.goto("/state-information/pr");
    await page.getByRole("heading", { level: 1, name: "Puerto Rico" }).waitFor();
    await page.getByRole("heading", { name: "Information Coming Soon" }).waitFor();
  });

  it("shows the 404 screen for an address that names no state", async () => {
    const { page } = await open("desktop");
    await page.goto("/state-information/zz");
    await page.getByRole("heading", { level: 1, name: "404 Page Not Found" }).waitFor();
  });
});
