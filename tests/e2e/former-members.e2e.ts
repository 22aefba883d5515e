import { sql } from "drizzle-orm";
import type { Legislator } from "#shared/legislator";
import { registration } from "../support/voters";
import { checkScreen } from "./support/accessibility";
import { expect, test, VIEWPORTS, visit } from "./support/fixtures";

// Former members and empty seats as a voter meets them: the profile of a member who left office,
// an empty Senate seat in the wizard and on the state page, and a closed pledge on the dashboard.
// The data's Ohio appointee's term ended with the 3 November 2026 special election.
test.use({ serverSetup: { file: "former-members" } });

const voter = registration({ name: "Casey Closed", state: "TX", zip: "78701", city: "Austin" });
let departing: Legislator;

test.beforeAll(async ({ server }) => {
  departing = (
    await server.getJson<{ legislators: Legislator[] }>("/api/legislators?state=TX&type=rep")
  ).legislators.find((l) => l.districtCode === "TX-37")!;
  expect((await server.post("/api/register", voter)).status).toBe(201);
  const { cookie } = await server.post("/api/login", { email: voter.email, password: voter.password });
  expect((await server.post("/api/pledges", { legislatorId: departing.id }, cookie)).status).toBe(201);
  // As a roster refresh that no longer lists the member would leave them.
  await server.database.db.execute(
    sql`update legislators set in_office = false, dropped_from_roster_on = '2026-11-25', updated_at = now()
        where id = ${departing.id}`,
  );
  await server.app.catalog.refreshIfChanged();
});

test.describe("a former member", () => {
  test("keeps a profile that says when they left, with no way to pledge", async ({ page }) => {
    await visit(page, "/legislators/jon-husted");
    await expect(
      page.getByRole("heading", { level: 2, name: "Jon Husted left office on November 3, 2026" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /Pledge/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Pledge Your Support|Make Your Pledge Now/ })).toHaveCount(0);
    await checkScreen(page, "former-profile");
  });
});

test.describe("an empty seat", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("is shown in the wizard where the senator would be", async ({ page }) => {
    await visit(page, "/pledge");
    await page.getByLabel("Street Address").fill("801 Plum St");
    await page.getByLabel("City").fill("Cincinnati");
    await page.getByLabel("State").selectOption("OH");
    await page.getByLabel("ZIP Code").fill("45202");
    await page.getByRole("button", { name: "Find My Legislators" }).click();
    const vacant = page.getByRole("listitem").filter({ hasText: "This seat is vacant" });
    await expect(vacant.first()).toContainText("special election");
    await checkScreen(page, "wizard-vacant-senate-seat");
  });

  test("is shown on the state page, with the reason", async ({ page }) => {
    await visit(page, "/state-information/oh");
    await expect(page.getByText("Senate seat without a member")).toBeVisible();
    await expect(
      page.getByText("The appointed member served until a special election.").first(),
    ).toBeVisible();
    await checkScreen(page, "state-page-vacant-seat");
  });
});

test.describe("a pledge to a member who left office", () => {
  test("shows as closed on the dashboard", async ({ page }) => {
    await visit(page, "/auth");
    await page.getByLabel("Email").first().fill(voter.email);
    await page.getByLabel("Password").first().fill(voter.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/dashboard**");
    await visit(page, "/dashboard?tab=pledges");
    await expect(page.getByText("Closed.", { exact: true })).toBeVisible();
    await expect(page.getByText(`${departing.fullName} left office on November 25, 2026`)).toHaveCount(1);
    await checkScreen(page, "dashboard-closed-pledge");
  });
});
