import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Legislator } from "#shared/legislator";
import { registration } from "../support/voters";
import { setUpE2eSession } from "./session";

// Former members and empty seats as a voter meets them: the profile of a member who left office,
// an empty Senate seat in the wizard and on the state page, and a closed pledge on the dashboard.
// The data's Ohio appointee's term ended with the 3 November 2026 special election.
const SHOTS = ".scratch/former-shots";
const e2e = setUpE2eSession({ shots: SHOTS, reducedMotion: true });
const { open, checkScreen, post } = e2e;

const voter = registration({ name: "Casey Closed", state: "TX", zip: "78701", city: "Austin" });
let departing: Legislator;

beforeAll(async () => {
  departing = (
    await e2e.getJson<{ legislators: Legislator[] }>("/api/legislators?state=TX&type=rep")
  ).legislators.find((l) => l.districtCode === "TX-37")!;
  expect((await post("/api/register", voter)).status).toBe(201);
  const { cookie } = await post("/api/login", { email: voter.email, password: voter.password });
  expect((await post("/api/pledges", { legislatorId: departing.id }, cookie)).status).toBe(201);
  // As a roster refresh that no longer lists the member would leave them.
  await e2e.server.database.db.execute(
    sql`update legislators set in_office = false, dropped_from_roster_on = '2026-11-25', updated_at = now()
        where id = ${departing.id}`,
  );
  await e2e.server.app.catalog.refreshIfChanged();
});

describe("a former member", () => {
  it("keeps a profile that says when they left, with no way to pledge", async () => {
    const { page, problems } = await open("desktop");
    await page.goto("/legislators/jon-husted");
    await page
      .getByRole("heading", { level: 2, name: "Jon Husted left office on November 3, 2026" })
      .waitFor();
    expect(await page.getByRole("button", { name: /Pledge/ }).count()).toBe(0);
    expect(await page.getByRole("link", { name: /Pledge Your Support|Make Your Pledge Now/ }).count()).toBe(
      0,
    );
    await checkScreen(page, "former-profile");
    expect(problems).toEqual([]);
  });
});

describe("an empty seat", () => {
  it("is shown in the wizard where the senator would be", async () => {
    const { page, problems } = await open("mobile");
    await page.goto("/pledge");
    await page.getByLabel("Street Address").fill("801 Plum St");
    await page.getByLabel("City").fill("Cincinnati");
    await page.getByLabel("State").selectOption("OH");
    await page.getByLabel("ZIP Code").fill("45202");
    await page.getByRole("button", { name: "Find My Legislators" }).click();
    const vacant = page.getByRole("listitem").filter({ hasText: "This seat is vacant" });
    await vacant.first().waitFor();
    expect(await vacant.first().textContent()).toContain("special election");
    await checkScreen(page, "wizard-vacant-senate-seat");
    expect(problems).toEqual([]);
  });

  it("is shown on the state page, with the reason", async () => {
    const { page, problems } = await open("desktop");
    await page.goto("/state-information/oh");
    await page.getByText("Senate seat without a member").waitFor();
    await page.getByText("The appointed member served until a special election.").first().waitFor();
    await checkScreen(page, "state-page-vacant-seat");
    expect(problems).toEqual([]);
  });
});

describe("a pledge to a member who left office", () => {
  it("shows as closed on the dashboard", async () => {
    const { page, problems } = await open("desktop");
    await page.goto("/auth");
    await page.getByLabel("Email").first().fill(voter.email);
    await page.getByLabel("Password").first().fill(voter.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/dashboard**");
    await page.goto("/dashboard?tab=pledges");
    await page.getByText("Closed.", { exact: true }).waitFor();
    expect(await page.getByText(`${departing.fullName} left office on November 25, 2026`).count()).toBe(1);
    await checkScreen(page, "dashboard-closed-pledge");
    expect(problems).toEqual([]);
  });
});
