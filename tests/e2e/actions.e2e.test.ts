import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Legislator } from "#shared/legislator";
import { registration } from "../support/voters";
import { setUpE2eSession } from "./session";

// An administrator records an action; the public profile shows it; a pledger's dashboard shows the
// pledge as due; the notice's one-click unsubscribe link works; a voter in a split ZIP confirms
// their district. Mail goes through a real SMTP server that this file starts.
const SHOTS = ".scratch/actions-shots";
const ADMIN = { username: "admin", password: "correct horse battery staple" };
const SOURCE = "https://clerk.house.gov/Votes/2026412";

const e2e = setUpE2eSession({ smtp: true, shots: SHOTS, reducedMotion: true });
const { open, checkScreen, post } = e2e;

let murkowski: Legislator;
const alaskan = registration({ name: "Avery Alaskan", registeredParty: "Republican" });
const splitZipVoter = registration({ name: "Dana Dallas", state: "TX", zip: "75001", city: "Addison" });

async function signInOnPage(page: Page, voter: { email: string; password: string }) {
  await page.goto("/auth");
  await page.getByLabel("Email").first().fill(voter.email);
  await page.getByLabel("Password").first().fill(voter.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard**");
}

beforeAll(async () => {
  murkowski = (await e2e.getJson<{ legislator: Legislator }>("/api/legislators/lisa-murkowski")).legislator;
  for (const voter of [alaskan, splitZipVoter]) {
    expect((await post("/api/register", voter)).status).toBe(201);
  }
  const { cookie } = await post("/api/login", { email: alaskan.email, password: alaskan.password });
  expect((await post("/api/pledges", { legislatorId: murkowski.id }, cookie)).status).toBe(201);
});

describe("an action on record", () => {
  it("is recorded by an administrator from the console, with its source", async () => {
    const { page, problems } = await open("desktop");
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
    await page.getByLabel("Search legislators").fill("Murkowski");
    await page.getByRole("button", { name: "Actions of Lisa Murkowski" }).click();
    const dialog = page.getByRole("dialog", { name: "Actions of Lisa Murkowski" });
    await dialog.getByText("No action on record").waitFor();

    // The form says what is missing before anything is sent.
    await dialog.getByRole("button", { name: "Record action" }).click();
    await dialog.getByText("Choose what the legislator did").waitFor();
    await dialog.getByText("A source link is required").waitFor();

    await dialog.getByLabel("What they did").selectOption({ label: "Voted for articles of impeachment" });
    await dialog.getByLabel("Source link").fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: "Record action" }).click();
    await dialog.getByText("The source must be an http(s) link").waitFor();
    await dialog.getByLabel("Source link").fill(SOURCE);
    await dialog.getByLabel("Note (optional)").fill("Roll call 412, H.Res. 1");
    await dialog.getByRole("button", { name: "Record action" }).click();
    await page.locator("li[data-state=open]").getByText("Action recorded", { exact: true }).waitFor();
    await dialog.getByText("clerk.house.gov").waitFor();
    await checkScreen(page, "admin-actions-dialog", { fullPage: false });
    expect(problems).toEqual([]);
  });

  it("shows on the public profile as a timeline, with the member marked as having acted", async () => {
    const { page, problems } = await open("desktop");
    await page.goto("/legislators/lisa-murkowski");
    const card = page.locator("[data-section=actions-title]");
    await card.getByRole("heading", { name: "Actions on record" }).waitFor();
    await card.getByText("Voted for articles of impeachment").waitFor();
    await card.getByText("Roll call 412, H.Res. 1").waitFor();
    expect(await card.getByRole("link", { name: /Source: clerk\.house\.gov/ }).getAttribute("href")).toBe(
      SOURCE,
    );
    await page.getByTitle("An action to impeach or convict is on record").first().waitFor();
    await checkScreen(page, "profile-actions");
    expect(problems).toEqual([]);
  });

  it("makes the pledge due on the pledger's dashboard, with what to do next", async () => {
    const { page, problems } = await open("desktop");
    await signInOnPage(page, alaskan);
    await page.goto("/dashboard?tab=pledges");
    const due = page.getByText("Due.", { exact: true });
    await due.waitFor();
    const card = page.getByRole("listitem").filter({ has: due });
    expect(await card.textContent()).toContain("Voted for articles of impeachment");
    expect(await card.textContent()).toContain("Vote in the next primary, expected in 2028.");
    await checkScreen(page, "dashboard-due-pledge");
    expect(problems).toEqual([]);
  });

  it("mails the pledger, whose unsubscribe link works in one click", async () => {
    const notices = (await e2e.smtp.waitFor(3, 15_000)).filter((m) => /acted/.test(m.mail.subject));
    expect(notices.map((m) => m.envelopeTo)).toEqual([[alaskan.email]]);
    const link = notices[0]!.mail.links.find((l) => new URL(l).pathname === "/unsubscribe")!;
    const { page, problems } = await open("mobile");
    await page.goto(`${new URL(link).pathname}${new URL(link).search}`);
    await page.getByRole("heading", { level: 1, name: "Stop reminders and action notices?" }).waitFor();
    await checkScreen(page, "unsubscribe");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByRole("heading", { level: 1, name: "You are unsubscribed" }).waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByRole("heading", { level: 1, name: "This unsubscribe link does not work" }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe("a voter in a split ZIP", () => {
  it("is asked on the dashboard to confirm their district, and the prompt goes once they have", async () => {
    const { page, problems } = await open("mobile");
    await signInOnPage(page, splitZipVoter);
    const prompt = page.getByRole("region", { name: "Confirm your congressional district" });
    await prompt.waitFor();
    await checkScreen(page, "dashboard-district-prompt");
    await prompt.getByRole("button", { name: "Save my district" }).click();
    await prompt.getByText("Please choose your district.").waitFor();
    await prompt.getByLabel(/District TX-24/).check();
    await prompt.getByRole("button", { name: "Save my district" }).click();
    await page.locator("li[data-state=open]").getByText("District saved", { exact: true }).waitFor();
    await prompt.waitFor({ state: "detached" });
    expect(problems).toEqual([]);
  });
});

describe("reminders and the calendar feed on the dashboard", () => {
  it("say what is coming up, and give a private calendar link that can be revoked", async () => {
    const { page, problems } = await open("desktop");
    await signInOnPage(page, alaskan);
    await page.goto("/dashboard?tab=notifications");
    const emailSwitch = page.getByRole("switch", { name: "Email reminders" });
    await emailSwitch.click();
    await expect.poll(() => emailSwitch.getAttribute("aria-checked")).toBe("true");
    const upcoming = page.getByRole("region", { name: "Coming up" });
    // Every 2026 date in the data has passed and none for 2028 is on record.
    await upcoming.getByText("Alaska has not announced the dates of its next primary yet").waitFor();
    expect(await page.getByRole("switch", { name: "Action notices" }).getAttribute("aria-checked")).toBe(
      "false",
    );
    await checkScreen(page, "dashboard-reminders");

    await page.getByRole("tab", { name: "Calendar" }).click();
    await page.getByRole("button", { name: "Get my calendar link" }).click();
    const link = page.getByRole("link", { name: "Subscribe in your calendar" });
    await link.waitFor();
    const webcal = (await link.getAttribute("href")) ?? "";
    expect(webcal).toMatch(/^webcal:\/\/.+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = `/calendar/${webcal.split("/calendar/")[1]}`;
    const fetched = await page.request.get(feed);
    expect(fetched.status()).toBe(200);
    expect(fetched.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    await checkScreen(page, "dashboard-calendar-feed");

    await page.getByRole("button", { name: "Revoke my calendar link" }).click();
    await page.locator("li[data-state=open]").getByText("Calendar link revoked", { exact: true }).waitFor();
    expect((await page.request.get(feed)).status()).toBe(404);
    expect(problems).toEqual([]);
  });
});
