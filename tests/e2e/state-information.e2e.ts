import type { Locator, Page } from "@playwright/test";
import type { PrimaryElection } from "#shared/primary-election";
import { formatAsOf, localCalendarDay } from "#shared/rules/dates";
import { primaryDateDisplay, registrationDeadlineLabel } from "#shared/rules/primary-date";
import { readableDates } from "#web/features/state-information/state-rules";
import { expectNoAxeViolations, shoot } from "./support/accessibility";
import { failRequestsUntilRestored } from "./support/failing-requests";
import { expect, test, VIEWPORTS, visit } from "./support/fixtures";

test.use({ serverSetup: { file: "state-information" } });

let texas: PrimaryElection;

/** The primary date as the display rule shows it for a state, on the browser's today. */
const primaryLabel = (election: PrimaryElection, date = election.primaryDate) =>
  primaryDateDisplay(date, { type: "rep", nextPrimaryYear: election.nextPrimaryYear }, localCalendarDay())
    .label;

const stateCards = (page: Page) => page.getByRole("list", { name: "States" }).getByRole("listitem");

/** The value shown for a term in the "At a glance" list. */
function fact(page: Page, term: string): Locator {
  const dt = page.locator("main dt", { hasText: term }).first();
  return dt.locator("xpath=following-sibling::dd[1]");
}

/** The page is no wider than the viewport: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, viewport: keyof typeof VIEWPORTS) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(VIEWPORTS[viewport].width);
}

test.beforeAll(async ({ server }) => {
  ({ primaryElection: texas } = await server.getJson<{ primaryElection: PrimaryElection }>(
    "/api/primary-elections?state=TX",
  ));
});

for (const viewport of ["desktop", "mobile"] as const) {
  test.describe(`the state index on ${viewport}`, () => {
    test.use({ viewport: VIEWPORTS[viewport] });

    test("shows a card for each of the 50 states and DC with its primary date, sources and caveats", async ({
      page,
    }) => {
      await visit(page, "/state-information");
      await expect(page.getByRole("heading", { level: 1, name: "State Primary Information" })).toBeVisible();
      await expect(page).toHaveTitle("State primary information · Pledge Watch");
      await expect(stateCards(page)).toHaveCount(51);

      const texasCard = stateCards(page).filter({ has: page.getByRole("heading", { name: "Texas" }) });
      await expect(texasCard.getByText(primaryLabel(texas))).toBeVisible();
      await expect(texasCard.getByText("Information available")).toHaveCount(1);
      await expect(texasCard.getByRole("link", { name: "View Details for Texas" })).toHaveAttribute(
        "href",
        "/state-information/tx",
      );
      await expect(page.getByRole("link", { name: /^View Details for / })).toHaveCount(51);
      await expect(page.getByRole("link", { name: "View Details for District of Columbia" })).toBeVisible();
      await expect(page.getByText("Information coming soon")).toHaveCount(0);

      const main = page.getByRole("main");
      await expect(main).toContainText("confirm with your state's election office");
      await expect(main.getByText(/^As of:/)).toBeVisible();
      await expect(main).toContainText("Primary dates the sources are less sure of");
      if (primaryLabel(texas).endsWith("*")) {
        await expect(main).toContainText("Estimated: the year of the next regular primary");
      }

      await expect(page.locator("h1")).toHaveCount(1);
      await expectNoSidewaysScroll(page, viewport);
      await expectNoAxeViolations(page);
      await shoot(page, `state-index-${VIEWPORTS[viewport].width}.png`);
    });
  });
}

test.describe("the state index", () => {
  test.describe(() => {
    test.use({ viewport: VIEWPORTS.mobile });

    test("finds a state by name or code", async ({ page }) => {
      await visit(page, "/state-information");
      const search = page.getByRole("searchbox", { name: "Find your state" });
      await search.fill("new");
      await expect(stateCards(page)).toHaveCount(4);
      await expect(page.getByText("4 of 51 states and DC")).toBeVisible();
      await search.fill("tx");
      await expect(stateCards(page)).toHaveCount(1);
      await search.fill("atlantis");
      await expect(page.getByText("No state matches “atlantis”.")).toBeVisible();
    });
  });

  test("says when a state has no information yet, and offers Retry when the list fails", async ({ page }) => {
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
    await visit(page, "/state-information");
    const alert = page.getByRole("alert");
    await expect(
      alert.getByText("Failed to load primary election information. Please try again later."),
    ).toBeVisible();
    await expect(stateCards(page)).toHaveCount(51);

    fail = false;
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(alert).toHaveCount(0);
    const wyoming = stateCards(page).filter({ has: page.getByRole("heading", { name: "Wyoming" }) });
    await expect(wyoming.getByText("Information coming soon")).toBeVisible();
    await expect(wyoming.getByText("Information available")).toHaveCount(0);
    await expect(page.getByText("Information available")).toHaveCount(50);
  });
});

for (const [viewport, code] of [
  ["desktop", "tx"],
  ["mobile", "TX"],
] as const) {
  test.describe(`a state's page on ${viewport} (/state-information/${code})`, () => {
    test.use({ viewport: VIEWPORTS[viewport] });

    test("shows the date, type, deadline, registration rules and the sanitised details", async ({ page }) => {
      await visit(page, `/state-information/${code}`);
      await expect(page.getByRole("heading", { level: 1, name: "Texas" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "At a glance" })).toBeVisible();
      await expect(page).toHaveTitle("Texas primary information · Pledge Watch");

      const today = localCalendarDay();
      await expect(fact(page, "Primary date")).toContainText(primaryLabel(texas));
      await expect(fact(page, "Runoff date")).toContainText(primaryLabel(texas, texas.runoffDate));
      await expect(fact(page, "Primary type")).toHaveText("Open");
      await expect(fact(page, "Registration deadline")).toHaveText(
        registrationDeadlineLabel(texas.registrationDeadline, today),
      );
      await expect(fact(page, "Who may vote in the Republican primary")).toHaveText(
        "All voters may choose the Republican ballot; party registration does not matter.",
      );
      await expect(page.locator("main dt", { hasText: "Party registration required" })).toHaveCount(0);
      const main = page.getByRole("main");
      await expect(main.getByText(`Confidence: ${texas.confidence!.date}`).first()).toBeAttached();

      await expect(page.getByRole("link", { name: /^Register to vote/ })).toHaveAttribute(
        "href",
        texas.registrationUrl!,
      );
      await expect(page.getByRole("link", { name: /^Voter information on vote.gov/ })).toHaveAttribute(
        "href",
        texas.voterInfoUrl!,
      );
      await expect(main).toContainText(readableDates(texas.notes!));

      // The rules' date under the key facts links to the one sources box (beside them, or last).
      const dateLine = main.getByText(`Data as of ${formatAsOf(texas.dataAsOf)}`);
      await expect(dateLine).toBeVisible();
      await expect(dateLine.getByRole("link", { name: "sources" })).toHaveAttribute(
        "href",
        "#about-this-data",
      );
      await expect(page.locator("#about-this-data").getByText(/^As of:/)).toHaveCount(1);

      // The server-sanitised HTML is rendered as HTML: its list and bold labels, its links.
      const details = page.locator("section[aria-labelledby=details-title]");
      await expect(details.locator("ul li strong").first()).toHaveText("Online:");
      await expect(
        details.getByRole("link", { name: "Voter registration help on vote.gov" }),
      ).toHaveAttribute("href", "https://vote.gov/register/tx/");
      await expect(details.locator("script, [onerror], [onclick]")).toHaveCount(0);

      const back = page.getByRole("link", { name: "All states" });
      await expect(back).toHaveAttribute("href", "/state-information");

      // The state's members of Congress.
      const members = page.locator("section[aria-labelledby=members-title]");
      await expect(members.getByRole("heading", { name: "Senators" })).toBeVisible();
      await expect(members.getByRole("heading", { name: /^Representatives \(\d+ seats\)$/ })).toHaveCount(1);
      // TX-23 has no member on record: the list says so where its member would be.
      await expect(members.getByText("Vacant seat.").first()).toBeVisible();

      await expect(page.locator("h1")).toHaveCount(1);
      await expectNoSidewaysScroll(page, viewport);
      await expectNoAxeViolations(page);
      await shoot(page, `state-tx-${VIEWPORTS[viewport].width}.png`);

      await back.click();
      await expect(page.getByRole("heading", { level: 1, name: "State Primary Information" })).toBeVisible();
    });
  });
}

test.describe("a state whose primary is open to unaffiliated voters only (/state-information/me)", () => {
  test("says what registered Republicans, unaffiliated voters and other parties' members must do", async ({
    page,
  }) => {
    await visit(page, "/state-information/me");
    await expect(page.getByRole("heading", { level: 1, name: "Maine" })).toBeVisible();
    const rules = page.getByTestId("registration-rules").getByRole("listitem");
    await expect(rules).toHaveText([
      "Registered Republicans vote in the Republican primary.",
      "Unaffiliated voters may choose the Republican ballot without changing their registration.",
      "Voters registered in another party must change their registration to Republican by the state's deadline for party changes.",
    ]);
    // A past primary shows only the next year: no month carried over.
    await expect(fact(page, "Primary date")).toHaveText(
      /^(Expected\s?\d{4}\*|[A-Z][a-z]+ \d{1,2}, \d{4}|TBD)/,
    );
  });
});

test.describe("a state's page when things go wrong", () => {
  test.describe(() => {
    test.use({ viewport: VIEWPORTS.mobile });

    test("offers Retry after a failure, and loads on retry", async ({ page }) => {
      const restore = await failRequestsUntilRestored(page, "**/api/primary-elections?state=*");
      await visit(page, "/state-information/tx");
      const alert = page
        .getByRole("alert")
        .filter({ hasText: "Failed to load primary election information" });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(
        "Failed to load primary election information. Please try again later.",
      );
      await expectNoAxeViolations(page);
      await shoot(page, "state-error-390.png");

      restore();
      await alert.getByRole("button", { name: "Retry" }).click();
      await expect(page.getByRole("heading", { name: "At a glance" })).toBeVisible();
      await expect(alert).toHaveCount(0);
    });
  });

  for (const viewport of ["desktop", "mobile"] as const) {
    test.describe(() => {
      test.use({ viewport: VIEWPORTS[viewport] });

      test(`shows 'Information Coming Soon' on ${viewport} when there is no data`, async ({ page }) => {
        await page.route("**/api/primary-elections?state=*", (route) =>
          route.fulfill({ status: 200, contentType: "application/json", body: '{"primaryElection":null}' }),
        );
        await visit(page, "/state-information/wy");
        await expect(page.getByRole("heading", { level: 1, name: "Wyoming" })).toBeVisible();
        await expect(page.getByRole("heading", { name: "Information Coming Soon" })).toBeVisible();
        await expect(page.getByRole("heading", { name: "At a glance" })).toHaveCount(0);
        await expectNoAxeViolations(page);
        await shoot(page, `state-coming-soon-${VIEWPORTS[viewport].width}.png`);
      });
    });
  }

  test("shows 'Information Coming Soon' for a territory the data does not cover", async ({ page }) => {
    await visit(page, "/state-information/pr");
    await expect(page.getByRole("heading", { level: 1, name: "Puerto Rico" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Information Coming Soon" })).toBeVisible();
  });

  test("shows the 404 screen for an address that names no state", async ({ page }) => {
    await visit(page, "/state-information/zz");
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  });
});
