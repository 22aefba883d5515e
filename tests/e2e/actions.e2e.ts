import type { Page } from "@playwright/test";
import type { Legislator } from "#shared/legislator";
import { registration } from "../support/voters";
import { checkScreen } from "./support/accessibility";
import { expect, reload, test, VIEWPORTS, visit } from "./support/fixtures";
import { toast } from "./support/toasts";

// An administrator records an action; the public profile shows it; a pledger's dashboard shows the
// pledge as due; the notice's one-click unsubscribe link works; a voter in a split ZIP confirms
// their district. Mail goes through a real SMTP server that this file starts.
test.use({ serverSetup: { file: "actions", smtp: true } });
// Each test picks up what the ones before it left: the action recorded, the notice it sent, the
// pledger unsubscribed. After a failure, the rest would only fail for it.
test.describe.configure({ mode: "serial" });

const ADMIN = { username: "admin", password: "correct horse battery staple" };
const SOURCE = "https://clerk.house.gov/Votes/2026412";

let murkowski: Legislator;
const alaskan = registration({ name: "Avery Alaskan", registeredParty: "Republican" });
const splitZipVoter = registration({ name: "Dana Dallas", state: "TX", zip: "75001", city: "Addison" });

async function signInOnPage(page: Page, voter: { email: string; password: string }) {
  await visit(page, "/auth");
  await page.getByLabel("Email").first().fill(voter.email);
  await page.getByLabel("Password").first().fill(voter.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard**");
}

test.beforeAll(async ({ server }) => {
  murkowski = (await server.getJson<{ legislator: Legislator }>("/api/legislators/lisa-murkowski"))
    .legislator;
  for (const voter of [alaskan, splitZipVoter]) {
    expect((await server.post("/api/register", voter)).status).toBe(201);
  }
  const { cookie } = await server.post("/api/login", { email: alaskan.email, password: alaskan.password });
  expect((await server.post("/api/pledges", { legislatorId: murkowski.id }, cookie)).status).toBe(201);
});

test.describe("an action on record", () => {
  test("is recorded by an administrator from the console, with its source", async ({ page }) => {
    await visit(page, "/admin/login");
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await page.getByLabel("Search legislators").fill("Murkowski");
    await page.getByRole("button", { name: "Actions of Lisa Murkowski" }).click();
    const dialog = page.getByRole("dialog", { name: "Actions of Lisa Murkowski" });
    await expect(dialog.getByText("No action on record")).toBeVisible();

    // The form says what is missing before anything is sent.
    await dialog.getByRole("button", { name: "Record action" }).click();
    await expect(dialog.getByText("Choose what the legislator did")).toBeVisible();
    await expect(dialog.getByText("A source link is required")).toBeVisible();

    await dialog.getByLabel("What they did").selectOption({ label: "Voted for articles of impeachment" });
    await dialog.getByLabel("Source link").fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: "Record action" }).click();
    await expect(dialog.getByText("The source must be an http(s) link")).toBeVisible();
    await dialog.getByLabel("Source link").fill(SOURCE);
    await dialog.getByLabel("Note (optional)").fill("Roll call 412, H.Res. 1");
    await dialog.getByRole("button", { name: "Record action" }).click();
    await expect(toast(page, "Action recorded")).toBeVisible();
    await expect(dialog.getByText("clerk.house.gov")).toBeVisible();
    await checkScreen(page, "admin-actions-dialog", { fullPage: false });
  });

  test("shows on the public profile as a timeline, with the member marked as having acted", async ({
    page,
  }) => {
    await visit(page, "/legislators/lisa-murkowski");
    const card = page.locator("[data-section=actions-title]");
    await expect(card.getByRole("heading", { name: "Actions on record" })).toBeVisible();
    await expect(card.getByText("Voted for articles of impeachment")).toBeVisible();
    await expect(card.getByText("Roll call 412, H.Res. 1")).toBeVisible();
    await expect(card.getByRole("link", { name: /Source: clerk\.house\.gov/ })).toHaveAttribute(
      "href",
      SOURCE,
    );
    await expect(page.getByTitle("An action to impeach or convict is on record").first()).toBeVisible();
    await checkScreen(page, "profile-actions");
  });

  test("makes the pledge due on the pledger's dashboard, with what to do next", async ({ page }) => {
    await signInOnPage(page, alaskan);
    await visit(page, "/dashboard?tab=pledges");
    const due = page.getByText("Due.", { exact: true });
    await expect(due).toBeVisible();
    const card = page.getByRole("listitem").filter({ has: due });
    await expect(card).toContainText("Voted for articles of impeachment");
    await expect(card).toContainText("Vote in the next primary, expected in 2028.");
    await checkScreen(page, "dashboard-due-pledge");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: VIEWPORTS.mobile });

    test("mails the pledger, whose unsubscribe link works in one click", async ({ page, server }) => {
      const notices = (await server.smtp!.waitFor(3, 15_000)).filter((m) => /acted/.test(m.mail.subject));
      expect(notices.map((m) => m.envelopeTo)).toEqual([[alaskan.email]]);
      const link = notices[0]!.mail.links.find((l) => new URL(l).pathname === "/unsubscribe")!;
      await visit(page, `${new URL(link).pathname}${new URL(link).search}`);
      await expect(
        page.getByRole("heading", { level: 1, name: "Stop reminders and action notices?" }),
      ).toBeVisible();
      await checkScreen(page, "unsubscribe");
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
      await reload(page);
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: "This unsubscribe link does not work" }),
      ).toBeVisible();
    });
  });
});

test.describe("a voter in a split ZIP", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("is asked on the dashboard to confirm their district, and the prompt goes once they have", async ({
    page,
  }) => {
    await signInOnPage(page, splitZipVoter);
    const prompt = page.getByRole("region", { name: "Confirm your congressional district" });
    await expect(prompt).toBeVisible();
    await checkScreen(page, "dashboard-district-prompt");
    await prompt.getByRole("button", { name: "Save my district" }).click();
    await expect(prompt.getByText("Please choose your district.")).toBeVisible();
    await prompt.getByLabel(/District TX-24/).check();
    await prompt.getByRole("button", { name: "Save my district" }).click();
    await expect(toast(page, "District saved")).toBeVisible();
    await expect(prompt).toHaveCount(0);
  });
});

test.describe("reminders and the calendar feed on the dashboard", () => {
  test("say what is coming up, and give a private calendar link that can be revoked", async ({ page }) => {
    await signInOnPage(page, alaskan);
    await visit(page, "/dashboard?tab=notifications");
    const emailSwitch = page.getByRole("switch", { name: "Email reminders" });
    await emailSwitch.click();
    await expect(emailSwitch).toHaveAttribute("aria-checked", "true");
    const upcoming = page.getByRole("region", { name: "Coming up" });
    // Every 2026 date in the data has passed and none for 2028 is on record.
    await expect(
      upcoming.getByText("Alaska has not announced the dates of its next primary yet"),
    ).toBeVisible();
    // Off since the pledger unsubscribed from the notice above.
    await expect(page.getByRole("switch", { name: "Action notices" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await checkScreen(page, "dashboard-reminders");

    await page.getByRole("tab", { name: "Calendar" }).click();
    await page.getByRole("button", { name: "Get my calendar link" }).click();
    const link = page.getByRole("link", { name: "Subscribe in your calendar" });
    await expect(link).toHaveAttribute("href", /^webcal:\/\/.+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const webcal = (await link.getAttribute("href")) ?? "";
    const feed = `/calendar/${webcal.split("/calendar/")[1]}`;
    const fetched = await page.request.get(feed);
    expect(fetched.status()).toBe(200);
    expect(fetched.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    await checkScreen(page, "dashboard-calendar-feed");

    await page.getByRole("button", { name: "Revoke my calendar link" }).click();
    await expect(toast(page, "Calendar link revoked")).toBeVisible();
    expect((await page.request.get(feed)).status()).toBe(404);
  });
});
