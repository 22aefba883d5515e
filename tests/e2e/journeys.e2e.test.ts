import type { Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Legislator } from "#shared/legislator";
import { registration } from "../support/voters";
import { type TestPage, toastText } from "./browser";
import { setUpE2eSession } from "./session";

// A new voter's whole journey: address → legislators → account → pledge → thank-you, then
// signing out and in, the dashboard, a profile edit, engagement and reminders.
const SHOTS = ".scratch/journeys-shots";
const CONTACT_EMAIL = "help@pledge.example.org";
const DONATION_URL = "https://donate.example.org/pledge-watch";

const e2e = setUpE2eSession({ env: { CONTACT_EMAIL, DONATION_URL }, shots: SHOTS, reducedMotion: true });
const { open, getJson, checkScreen } = e2e;

// One voter, one browser page, step after step: each `it` picks up where the last one left off.
describe.sequential("a new voter's journey", () => {
  let page: Page;
  let context: TestPage["context"];
  let problems: string[];
  let alaska: Legislator[];
  let expectedOrder: string[];
  let chosen: Legislator;
  const email = `journey-${Date.now()}@example.org`;
  const password = "a long enough secret";

  beforeAll(async () => {
    ({ page, context, problems } = await open());
    ({ legislators: alaska } = await getJson<{ legislators: Legislator[] }>("/api/legislators?state=AK"));
    expectedOrder = [...alaska]
      .sort(
        (a, b) =>
          Number(b.party === "Republican") - Number(a.party === "Republican") ||
          b.persuadabilityScore - a.persuadabilityScore,
      )
      .map((l) => l.fullName);
    chosen = alaska.find((l) => l.fullName === expectedOrder[0])!;
  });

  afterAll(() => {
    expect(problems).toEqual([]);
  });

  it("step 1: enters an address", async () => {
    await page.goto("/pledge");
    await page.getByRole("heading", { level: 2, name: "Enter your address" }).waitFor();
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.title()).toBe("Make your pledge · Pledge Watch");
    const progress = page.getByRole("navigation", { name: "Pledge progress" });
    expect(await progress.locator("[aria-current=step]").textContent()).toContain("Your Address");
    const districtLink = page.getByRole("link", { name: /look it up on house\.gov/i });
    expect(await districtLink.getAttribute("target")).toBe("_blank");
    expect(await districtLink.getAttribute("rel")).toContain("noopener");
    // The address form offers territories and DC (docs/principles.md, Forms).
    expect(await page.getByLabel("State").locator("option[value=PR]").count()).toBe(1);
    expect(await page.getByLabel("State").locator("option[value=DC]").count()).toBe(1);
    await checkScreen(page, "wizard-1-address");

    await page.getByLabel("Street Address").fill("1 Main St");
    await page.getByLabel("City").fill("Anchorage");
    await page.getByLabel("State").selectOption("AK");
    await page.getByLabel("ZIP Code").fill("99501");
    await page.getByRole("button", { name: "Find My Legislators" }).click();
  });

  it("step 2: sees their legislators, Republicans and the most persuadable first, and selects one", async () => {
    // Step 2: Republicans first, most persuadable first; nothing selected yet.
    const progress = page.getByRole("navigation", { name: "Pledge progress" });
    await page.getByRole("heading", { level: 2, name: "Select legislators to support" }).waitFor();
    const cards = page
      .getByRole("list")
      .filter({ has: page.getByRole("checkbox") })
      .locator("> li");
    await expect.poll(() => cards.count()).toBe(alaska.length);
    const names = await page
      .getByRole("checkbox")
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute("aria-label")?.replace(/^Select /, "")));
    expect(names).toEqual(expectedOrder);
    expect(await cards.first().textContent()).toContain("Alaska");
    expect(await cards.first().textContent()).toMatch(/Persuadability \d+/);
    expect(await progress.getByText("Your Address (completed)").count()).toBe(1);
    await page.getByRole("checkbox", { name: `Select ${chosen.fullName}` }).click();
    expect(
      await page.getByRole("checkbox", { name: `Select ${chosen.fullName}` }).getAttribute("aria-checked"),
    ).toBe("true");
    await checkScreen(page, "wizard-2-select");
    await page.getByRole("button", { name: "Continue" }).click();
  });

  it("step 3: registers with the address carried over", async () => {
    // Step 3: registration, with the address carried over.
    await page.getByRole("heading", { level: 2, name: "Create your account" }).waitFor();
    expect(await page.getByLabel("Street Address").inputValue()).toBe("1 Main St");
    expect(await page.getByLabel("City").inputValue()).toBe("Anchorage");
    expect(await page.getByLabel("State").inputValue()).toBe("AK");
    expect(await page.getByLabel("ZIP Code").inputValue()).toBe("99501");
    expect(await page.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/auth");
    // Registration lists the 50 states and DC, not the territories.
    expect(await page.getByLabel("State").locator("option[value=PR]").count()).toBe(0);
    await checkScreen(page, "wizard-3-register");
    await page.getByLabel("Full Name").fill("Jordan Journey");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Confirm Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password").fill(password);
    await page.getByLabel("Phone (Optional)").fill("907-555-0100");
    await page.getByLabel("Party Registration").selectOption("Independent");
    await page.getByRole("button", { name: "Create Account & Continue" }).click();
  });

  it("step 4: confirms the pledge, signed in by now", async () => {
    // Step 4: the confirmation, signed in by now.
    await page.getByRole("heading", { level: 2, name: "Confirm your pledge" }).waitFor();
    const details = await page.locator("dl").textContent();
    for (const text of ["Jordan Journey", email, "1 Main St, Anchorage, AK 99501", "Independent"]) {
      expect(details).toContain(text);
    }
    await page.getByText(chosen.fullName).first().waitFor();
    expect(await page.locator("blockquote").textContent()).toMatch(/impeach or convict.*party registration/s);
    expect(await page.getByRole("button", { name: "Share on Twitter" }).count()).toBe(0);
    await page.getByLabel("Share my pledge on social media to encourage others (optional)").click();
    await page.getByRole("button", { name: "Share on Twitter" }).waitFor();
    await page.getByRole("button", { name: "Share on Facebook" }).waitFor();
    await page
      .getByRole("banner")
      .getByRole("button", { name: /account|user/i })
      .waitFor();
    await checkScreen(page, "wizard-4-confirm");
    await page.getByRole("button", { name: "Confirm My Pledge" }).click();
  });

  it("lands on the thank-you page", async () => {
    // The thank-you page names the legislator and the support address.
    await page.waitForURL(`**/thank-you?legislator=${chosen.slug}`);
    await page.getByRole("heading", { level: 1, name: "Thank You for Your Pledge" }).waitFor();
    await page
      .getByText(`Your pledge to support ${chosen.firstName} ${chosen.lastName} is recorded.`)
      .waitFor();
    await page.getByRole("link", { name: CONTACT_EMAIL }).waitFor();
    expect(await page.getByRole("link", { name: "View Legislator Profile" }).getAttribute("href")).toBe(
      `/legislators/${chosen.slug}`,
    );
    expect(await page.getByRole("link", { name: "View Primary Election Info" }).getAttribute("href")).toBe(
      "/state-information/ak",
    );
    expect(await page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: "Go to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(await page.getByRole("link", { name: "Share by Email" }).getAttribute("href")).toMatch(
      /^mailto:\?/,
    );
    await checkScreen(page, "thank-you");
  });

  it("signs out from the dashboard and back in from /login", async () => {
    // Sign out from the dashboard, then back in from /auth.
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await page.getByRole("heading", { level: 1, name: "My Dashboard" }).waitFor();
    await page.getByRole("button", { name: "Sign Out" }).click();
    expect(await toastText(page, "Logged out")).toContain("You've been logged out successfully.");
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/login");
    await page.getByRole("tab", { name: "Login" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    expect(await toastText(page, "Login successful")).toContain("You've been logged in successfully.");
    await page.waitForURL("**/dashboard");
  });

  it("sees the profile, the badges and the state's primary", async () => {
    // Profile tab.
    await page.getByRole("heading", { level: 2, name: "Personal Information" }).waitFor();
    const info = page.locator("dl").first();
    await expect.poll(() => info.textContent()).toContain("Unverified");
    expect(await info.textContent()).toContain("(907) 555-0100");
    expect(await info.textContent()).toContain("AK-AL");
    await page.getByText("First Pledge (earned)").waitFor();
    await page.getByRole("heading", { level: 2, name: "Primary Election Information" }).waitFor();
    expect(
      await page.getByRole("link", { name: "Support Our Work (opens in a new tab)" }).getAttribute("href"),
    ).toBe(DONATION_URL);
    await checkScreen(page, "dashboard-profile");
  });

  it("finds the pledge on the dashboard and contacts the legislator", async () => {
    // Pledges tab: the pledge is there; contacting the legislator counts toward a badge.
    await page.getByRole("tab", { name: "Pledges" }).click();
    await page.waitForURL("**/dashboard?tab=pledges");
    await page.getByRole("heading", { level: 3, name: chosen.fullName }).waitFor();
    await checkScreen(page, "dashboard-pledges");
    const contact = page.getByRole("link", { name: new RegExp(`^(Email|Call) ${chosen.fullName}`) }).first();
    const popup = context.waitForEvent("page", { timeout: 2000 }).catch(() => null);
    const engagementSaved = page.waitForResponse(
      (r) => r.url().endsWith("/api/user/engagement") && r.request().method() === "POST",
    );
    await contact.click();
    expect(await toastText(page, "Engagement Tracked")).toMatch(
      /You've earned the (Email Advocate|Phone Activist) badge!/,
    );
    expect((await engagementSaved).status()).toBe(200);
    await (await popup)?.close();
  });

  it("edits the profile", async () => {
    // Edit the profile.
    await page.getByRole("tab", { name: "Profile" }).click();
    await page.getByText(/(Email Advocate|Phone Activist) \(earned\)/).waitFor();
    const info = page.locator("dl").first();
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Your Profile" });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Email").isDisabled()).toBe(true);
    await dialog.getByText("Email address cannot be changed").waitFor();
    expect(await dialog.getByLabel("Party Registration").inputValue()).toBe("Independent");
    expect(await dialog.getByLabel("State").locator("option[value=PR]").count()).toBe(0);
    await checkScreen(page, "dashboard-edit-profile", { fullPage: false });
    await dialog.getByLabel("Phone (Optional)").fill("9075550123");
    await dialog.getByLabel("Party Registration").selectOption("Republican");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    expect(await toastText(page, "Profile updated")).toBeTruthy();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => info.textContent()).toContain("(907) 555-0123");
    expect(await info.textContent()).toContain("Republican");

    // The toast leaves with its page when the voter moves on, and does not follow them back.
    const saved = page
      .locator("[aria-label^='Notifications'] li[data-state=open]")
      .filter({ hasText: "Profile updated" });
    await saved.waitFor();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
    await page.waitForURL("**/faq");
    await expect.poll(() => saved.count()).toBe(0);
    await page.goBack();
    await page.getByRole("tab", { name: "Profile" }).waitFor();
    expect(await saved.count()).toBe(0);
  });

  it("sets reminders that persist after a reload", async () => {
    // Reminders: both switches start off; turning one on shows the offsets, and it all persists.
    await page.getByRole("tab", { name: "Reminders" }).click();
    await page.waitForURL("**/dashboard?tab=notifications");
    const emailSwitch = page.getByRole("switch", { name: "Email reminders" });
    await emailSwitch.waitFor();
    expect(await emailSwitch.getAttribute("aria-checked")).toBe("false");
    expect(await page.getByRole("switch", { name: "Calendar reminders" }).getAttribute("aria-checked")).toBe(
      "false",
    );
    expect(await page.getByRole("checkbox", { name: "One month before" }).count()).toBe(0);
    await emailSwitch.click();
    expect(await toastText(page, "Email reminders turned on")).toBeTruthy();
    const offsets = page.getByRole("group", { name: "When should we remind you?" }).getByRole("checkbox");
    await expect.poll(() => offsets.count()).toBe(6);
    expect(await offsets.evaluateAll((boxes) => boxes.map((b) => b.getAttribute("aria-checked")))).toEqual(
      Array(6).fill("true"),
    );
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/user/reminders") && r.request().method() === "PUT",
    );
    await page.getByRole("checkbox", { name: "Three days before" }).click();
    expect((await saved).status()).toBe(200);
    await checkScreen(page, "dashboard-reminders");

    await page.reload();
    await emailSwitch.waitFor();
    await expect.poll(() => emailSwitch.getAttribute("aria-checked")).toBe("true");
    expect(await page.getByRole("checkbox", { name: "Three days before" }).getAttribute("aria-checked")).toBe(
      "false",
    );
    expect(await page.getByRole("checkbox", { name: "One week before" }).getAttribute("aria-checked")).toBe(
      "true",
    );
  });

  it("finds the primary dates in the calendar and schedule, and the earned badges", async () => {
    // Calendar and schedule sub-tabs.
    await page.getByRole("tab", { name: "Calendar" }).click();
    await page.getByText(`${chosen.fullName}'s primary`, { exact: true }).waitFor();
    await page.getByText("Alaska primary election", { exact: true }).waitFor();
    await checkScreen(page, "dashboard-calendar");
    await page.getByRole("tab", { name: "Schedule" }).click();
    await page.getByText("Voter registration deadline").waitFor();
    await checkScreen(page, "dashboard-schedule");

    // The badges reflect the reminders.
    await page.getByRole("tab", { name: "Profile" }).click();
    await page.getByText("Email Alert (earned)").waitFor();

    // Legislators tab.
    await page.getByRole("tab", { name: "Legislators" }).click();
    await page.getByRole("heading", { level: 3, name: chosen.fullName }).waitFor();
    expect(await page.getByRole("button", { name: `Pledged to ${chosen.fullName}` }).isDisabled()).toBe(true);
    await checkScreen(page, "dashboard-legislators");
  });
});

/** Registers and signs in through the page's own fetch, so the browser holds the session cookie. */
async function signUpInPage(page: Page, overrides: Record<string, unknown> = {}) {
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
  }, registration(overrides));
  expect(failure).toBeNull();
}

const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });

describe.sequential("the dashboard's empty states and failures", () => {
  let page: Page;
  let context: TestPage["context"];

  beforeAll(async () => {
    ({ page, context } = await open());
    await signUpInPage(page, { name: "Dana Dashboard" });
  });

  it("sends a signed-out visitor to /auth, saying 'Loading your profile...' meanwhile", async () => {
    const { page: anonymous } = await open();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await anonymous.route("**/api/session", async (route) => {
      await held;
      await route.continue();
    });
    await anonymous.goto("/dashboard");
    await anonymous.getByText("Loading your profile...").waitFor();
    release();
    await anonymous.waitForURL("**/auth");
  });

  it("shows the empty pledges and legislators tabs with a way forward, and withdraws a pledge", async () => {
    await page.goto("/dashboard?tab=pledges");
    await page.getByText("You haven't made any pledges yet.").waitFor();
    await checkScreen(page, "dashboard-pledges-empty");
    await page.getByRole("button", { name: "Find Legislators to Pledge" }).click();
    await page.waitForURL("**/dashboard?tab=legislators");
    await page.getByRole("tab", { name: "Legislators", selected: true }).waitFor();
    // One click pledges from here, then the pledges tab shows it.
    const pledgeButton = page.getByRole("button", { name: /^Pledge Your Support for / }).first();
    const name = (await pledgeButton.textContent())!.replace(/^Pledge Your Support for /, "");
    await pledgeButton.click();
    await page
      .getByRole("dialog", { name: `Your pledge to ${name}` })
      .getByRole("button", { name: "I make this pledge" })
      .click();
    expect(await toastText(page, "Pledge Added")).toContain(name);
    await page.waitForURL("**/dashboard?tab=pledges");
    await page.getByRole("heading", { level: 3, name }).waitFor();
    await page.getByRole("tab", { name: "Legislators" }).click();
    await page.getByRole("button", { name: `Pledged to ${name}` }).waitFor();

    // Withdrawn, after being asked once more: the pledge goes, and can be made again.
    await page.getByRole("tab", { name: "Pledges" }).click();
    const withdraw = page.getByRole("button", { name: `Withdraw pledge to ${name}` });
    const dialog = page.getByRole("dialog", { name: `Withdraw your pledge to ${name}?` });
    await withdraw.click();
    await dialog.getByRole("button", { name: "Keep my pledge" }).click();
    await dialog.waitFor({ state: "detached" });
    await withdraw.click();
    await dialog.getByText("Messages we have already sent stay sent.").waitFor();
    await checkScreen(page, "dashboard-withdraw-pledge", { fullPage: false });
    await dialog.getByRole("button", { name: "Withdraw pledge" }).click();
    expect(await toastText(page, "Pledge withdrawn")).toContain(name);
    await page.getByText("You haven't made any pledges yet.").waitFor();
    await page.getByRole("tab", { name: "Legislators" }).click();
    await page.getByRole("button", { name: `Pledge Your Support for ${name}` }).waitFor();

    await page.route("**/api/user/legislators", json(200, { legislators: [] }));
    await page.reload();
    await page.getByText("You don't have any assigned legislators yet.").waitFor();
    expect(await page.getByRole("link", { name: "Browse Legislators" }).getAttribute("href")).toBe(
      "/legislators",
    );
    await page.unrouteAll();
  });

  it("reports each failed load in the spec's words, with a retry", async () => {
    // The primary election card's is a component test (primary-election-card.test.tsx).
    for (const [path, tab, message] of [
      ["**/api/user/pledges", "pledges", "Failed to fetch pledges"],
      ["**/api/user/legislators", "legislators", "Failed to fetch legislators"],
    ] as const) {
      await page.route(path, json(500, { message: "Internal error" }));
      await page.goto(`/dashboard?tab=${tab}`);
      const alert = page.getByRole("alert").filter({ hasText: message });
      await alert.waitFor();
      if (tab === "pledges") await checkScreen(page, "dashboard-load-error");
      await page.unrouteAll();
      await alert.getByRole("button", { name: "Retry" }).click();
      await alert.waitFor({ state: "detached" });
    }
  });

  it("checks every field of the profile form", async () => {
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Your Profile" });
    await dialog.getByText("Changing your address may change the legislators assigned to you").waitFor();
    await dialog.getByLabel("Full Name").fill("D");
    await dialog.getByLabel("Phone (Optional)").fill("call me");
    await dialog.getByLabel("Street Address").fill("1");
    await dialog.getByLabel("City").fill("A");
    await dialog.getByLabel("ZIP Code").fill("995");
    await dialog.getByLabel("State").evaluate((select: HTMLSelectElement) => {
      select.value = "";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    for (const message of [
      "Name must be at least 2 characters",
      "Please enter a valid phone number",
      "Address is required",
      "City is required",
      "Please provide a 2-letter state code",
      "ZIP code is required",
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    await checkScreen(page, "dashboard-edit-profile-errors", { fullPage: false });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
  });

  it("says 'Update failed' with the server's reason, or the spec's fallbacks", async () => {
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Your Profile" });
    await dialog.getByLabel("City").fill("Juneau");
    const save = dialog.getByRole("button", { name: "Save Changes" });
    const isPatch = (route: Route) => route.request().method() === "PATCH";
    const cases: Array<[(route: Route) => Promise<void>, string]> = [
      [json(500, { message: "Database unavailable" }), "Database unavailable"],
      [
        (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<html>Bad gateway</html>" }),
        "Failed to update profile",
      ],
      [
        (route) => route.fulfill({ status: 200, contentType: "application/json", body: "{not json" }),
        "The server returned an invalid response format. Please try again.",
      ],
      [(route) => route.abort("connectionreset"), "An unexpected error occurred"],
    ];
    for (const [answer, message] of cases) {
      await page.route(/\/api\/user\/\d+$/, (route) => (isPatch(route) ? answer(route) : route.fallback()));
      await save.click();
      // The previous case's toast may still be showing until this answer's replaces it.
      await expect.poll(() => toastText(page, "Update failed")).toContain(message);
      expect(await dialog.getByRole("alert").textContent()).toContain(message);
      await page.unrouteAll();
    }
    await dialog.waitFor();
  });

  it("resends the verification e-mail, and says so when it cannot", async () => {
    await page.goto("/dashboard");
    const resend = page.getByRole("button", { name: "Resend Email" });
    await page.route("**/api/resend-verification", json(500, { message: "Internal error" }));
    await resend.click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Failed to send verification email. Please try again later." })
      .waitFor();
    await page.unrouteAll();
    await page.route("**/api/resend-verification", (route) => route.abort("connectionreset"));
    await resend.click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Error sending verification email. Please try again later." })
      .waitFor();
    await page.unrouteAll();
    await resend.click();
    await page
      .getByRole("status")
      .filter({ hasText: "Verification email sent! Please check your inbox and spam folder." })
      .waitFor();
  });

  it("records a donation click as the Campaign Supporter badge", async () => {
    const popup = context.waitForEvent("page", { timeout: 2000 }).catch(() => null);
    await page.getByRole("link", { name: "Support Our Work (opens in a new tab)" }).click();
    await (await popup)?.close();
    await page.getByText("Campaign Supporter (earned)").waitFor();
  });

  it("goes home even when signing out fails", async () => {
    await page.goto("/dashboard");
    await page.route("**/api/logout", json(500, { message: "Internal error" }));
    await page.getByRole("button", { name: "Sign Out" }).click();
    expect(await toastText(page, "Logout failed")).toBeTruthy();
    await page.waitForURL((url) => url.pathname === "/");
    await page.unrouteAll();
  });
});

describe("deleting one's account", () => {
  it("asks for the password, refuses a wrong one, then erases the account and signs out", async () => {
    const { page, problems } = await open();
    await signUpInPage(page, { name: "Erin Erased" });
    await page.goto("/dashboard");
    const card = page.getByRole("heading", { level: 2, name: "Delete your account" });
    await card.waitFor();
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText("Password is required").waitFor();
    await dialog.getByLabel("Password").fill("not the right one");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText("Incorrect password").first().waitFor();
    await checkScreen(page, "dashboard-delete-account", { fullPage: false });

    await dialog.getByLabel("Password").fill("a long enough secret");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    expect(await toastText(page, "Account deleted")).toContain("We sent a last e-mail to confirm it.");
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("banner").getByRole("link", { name: /Login/ }).waitFor();
    expect(await page.evaluate(() => fetch("/api/session").then((r) => r.json()))).toEqual({ user: null });
    expect(problems).toEqual([]);
  });
});
