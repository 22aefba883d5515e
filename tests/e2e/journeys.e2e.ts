import type { Route } from "@playwright/test";
import type { Legislator } from "#shared/legislator";
import { checkScreen } from "./support/accessibility";
import { expect, reload, signUp, test, visit } from "./support/fixtures";
import { fillAccountFields } from "./support/registration-form";
import { toast } from "./support/toasts";

// A new voter's whole journey: address → legislators → account → pledge → thank-you, then
// signing out and in, the dashboard, a profile edit, engagement and reminders.
const CONTACT_EMAIL = "help@pledge.example.org";
const DONATION_URL = "https://donate.example.org/pledge-watch";

test.use({ serverSetup: { file: "journeys", env: { CONTACT_EMAIL, DONATION_URL } } });

let alaska: Legislator[];
let expectedOrder: string[];
let chosen: Legislator;

test.beforeAll(async ({ server }) => {
  ({ legislators: alaska } = await server.getJson<{ legislators: Legislator[] }>(
    "/api/legislators?state=AK",
  ));
  expectedOrder = [...alaska]
    .sort(
      (a, b) =>
        Number(b.party === "Republican") - Number(a.party === "Republican") ||
        b.persuadabilityScore - a.persuadabilityScore,
    )
    .map((l) => l.fullName);
  chosen = alaska.find((l) => l.fullName === expectedOrder[0])!;
});

// One voter, one browser page, step after step: each step picks up where the last one left off.
test("a new voter's journey", async ({ page, context }) => {
  // Ten steps, each of which was a test of its own with a minute to run.
  test.setTimeout(10 * 60_000);
  const email = `journey-${Date.now()}@example.org`;
  const password = "a long enough secret";

  await test.step("step 1: enters an address", async () => {
    await visit(page, "/pledge");
    await expect(page.getByRole("heading", { level: 2, name: "Enter your address" })).toBeVisible();
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page).toHaveTitle("Make your pledge · Pledge Watch");
    const progress = page.getByRole("navigation", { name: "Pledge progress" });
    await expect(progress.locator("[aria-current=step]")).toContainText("Your Address");
    const districtLink = page.getByRole("link", { name: /look it up on house\.gov/i });
    await expect(districtLink).toHaveAttribute("target", "_blank");
    await expect(districtLink).toHaveAttribute("rel", /noopener/);
    // The address form offers territories and DC (docs/principles.md, Forms).
    await expect(page.getByLabel("State").locator("option[value=PR]")).toHaveCount(1);
    await expect(page.getByLabel("State").locator("option[value=DC]")).toHaveCount(1);
    await checkScreen(page, "wizard-1-address");

    await page.getByLabel("Street Address").fill("1 Main St");
    await page.getByLabel("City").fill("Anchorage");
    await page.getByLabel("State").selectOption("AK");
    await page.getByLabel("ZIP Code").fill("99501");
    await page.getByRole("button", { name: "Find My Legislators" }).click();
  });

  await test.step("step 2: sees their legislators, Republicans and the most persuadable first, and selects one", async () => {
    // Step 2: Republicans first, most persuadable first; nothing selected yet.
    const progress = page.getByRole("navigation", { name: "Pledge progress" });
    await expect(
      page.getByRole("heading", { level: 2, name: "Select legislators to support" }),
    ).toBeVisible();
    const cards = page
      .getByRole("list")
      .filter({ has: page.getByRole("checkbox") })
      .locator("> li");
    await expect(cards).toHaveCount(alaska.length);
    await expect
      .poll(() =>
        page
          .getByRole("checkbox")
          .evaluateAll((boxes) =>
            boxes.map((box) => box.getAttribute("aria-label")?.replace(/^Select /, "")),
          ),
      )
      .toEqual(expectedOrder);
    await expect(cards.first()).toContainText("Alaska");
    await expect(cards.first()).toContainText(/Persuadability \d+/);
    await expect(progress.getByText("Your Address (completed)")).toHaveCount(1);
    await page.getByRole("checkbox", { name: `Select ${chosen.fullName}` }).click();
    await expect(page.getByRole("checkbox", { name: `Select ${chosen.fullName}` })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await checkScreen(page, "wizard-2-select");
    await page.getByRole("button", { name: "Continue" }).click();
  });

  await test.step("step 3: registers with the address carried over", async () => {
    // Step 3: registration, with the address carried over.
    await expect(page.getByRole("heading", { level: 2, name: "Create your account" })).toBeVisible();
    await expect(page.getByLabel("Street Address")).toHaveValue("1 Main St");
    await expect(page.getByLabel("City")).toHaveValue("Anchorage");
    await expect(page.getByLabel("State")).toHaveValue("AK");
    await expect(page.getByLabel("ZIP Code")).toHaveValue("99501");
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    // Registration lists the 50 states and DC, not the territories.
    await expect(page.getByLabel("State").locator("option[value=PR]")).toHaveCount(0);
    await checkScreen(page, "wizard-3-register");
    await fillAccountFields(page, { name: "Jordan Journey", email, password });
    await page.getByLabel("Phone (Optional)").fill("907-555-0100");
    await page.getByLabel("Party Registration").selectOption("Independent");
    await page.getByRole("button", { name: "Create Account & Continue" }).click();
  });

  await test.step("step 4: confirms the pledge, signed in by now", async () => {
    // Step 4: the confirmation, signed in by now.
    await expect(page.getByRole("heading", { level: 2, name: "Confirm your pledge" })).toBeVisible();
    const details = page.locator("dl");
    for (const text of ["Jordan Journey", email, "1 Main St, Anchorage, AK 99501", "Independent"]) {
      await expect(details).toContainText(text);
    }
    await expect(page.getByText(chosen.fullName).first()).toBeVisible();
    await expect(page.locator("blockquote")).toHaveText(/impeach or convict.*party registration/s);
    await expect(page.getByRole("button", { name: "Share on Twitter" })).toHaveCount(0);
    await page.getByLabel("Share my pledge on social media to encourage others (optional)").click();
    await expect(page.getByRole("button", { name: "Share on Twitter" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Share on Facebook" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: /account|user/i })).toBeVisible();
    await checkScreen(page, "wizard-4-confirm");
    await page.getByRole("button", { name: "Confirm My Pledge" }).click();
  });

  await test.step("lands on the thank-you page", async () => {
    // The thank-you page names the legislator and the support address.
    await page.waitForURL(`**/thank-you?legislator=${chosen.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Thank You for Your Pledge" })).toBeVisible();
    await expect(
      page.getByText(`Your pledge to support ${chosen.firstName} ${chosen.lastName} is recorded.`),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: CONTACT_EMAIL })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Legislator Profile" })).toHaveAttribute(
      "href",
      `/legislators/${chosen.slug}`,
    );
    await expect(page.getByRole("link", { name: "View Primary Election Info" })).toHaveAttribute(
      "href",
      "/state-information/ak",
    );
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("link", { name: "Share by Email" })).toHaveAttribute("href", /^mailto:\?/);
    await checkScreen(page, "thank-you");
  });

  await test.step("signs out from the dashboard and back in from /login", async () => {
    // Sign out from the dashboard, then back in from /auth.
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(toast(page, "Logged out")).toContainText("You've been logged out successfully.");
    await page.waitForURL((url) => url.pathname === "/");

    await visit(page, "/login");
    await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(page, "Login successful")).toContainText("You've been logged in successfully.");
    await page.waitForURL("**/dashboard");
  });

  await test.step("sees the profile, the badges and the state's primary", async () => {
    // Profile tab.
    await expect(page.getByRole("heading", { level: 2, name: "Personal Information" })).toBeVisible();
    const info = page.locator("dl").first();
    await expect(info).toContainText("Unverified");
    await expect(info).toContainText("(907) 555-0100");
    await expect(info).toContainText("AK-AL");
    await expect(page.getByText("First Pledge (earned)")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Primary Election Information" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Support Our Work (opens in a new tab)" })).toHaveAttribute(
      "href",
      DONATION_URL,
    );
    await checkScreen(page, "dashboard-profile");
  });

  await test.step("finds the pledge on the dashboard and contacts the legislator", async () => {
    // Pledges tab: the pledge is there; contacting the legislator counts toward a badge.
    await page.getByRole("tab", { name: "Pledges" }).click();
    await page.waitForURL("**/dashboard?tab=pledges");
    await expect(page.getByRole("heading", { level: 3, name: chosen.fullName })).toBeVisible();
    await checkScreen(page, "dashboard-pledges");
    const contact = page.getByRole("link", { name: new RegExp(`^(Email|Call) ${chosen.fullName}`) }).first();
    // The e-mail link opens the legislator's contact form in a new tab; a call link opens none.
    const popup =
      (await contact.getAttribute("target")) === "_blank"
        ? context.waitForEvent("page")
        : Promise.resolve(null);
    const engagementSaved = page.waitForResponse(
      (r) => r.url().endsWith("/api/user/engagement") && r.request().method() === "POST",
    );
    await contact.click();
    await expect(toast(page, "Engagement Tracked")).toContainText(
      /You've earned the (Email Advocate|Phone Activist) badge!/,
    );
    expect((await engagementSaved).status()).toBe(200);
    await (await popup)?.close();
  });

  await test.step("edits the profile", async () => {
    // Edit the profile.
    await page.getByRole("tab", { name: "Profile" }).click();
    await expect(page.getByText(/(Email Advocate|Phone Activist) \(earned\)/)).toBeVisible();
    const info = page.locator("dl").first();
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Your Profile" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email", { exact: true })).toBeDisabled();
    await expect(dialog.getByText("Email address cannot be changed")).toBeVisible();
    await expect(dialog.getByLabel("Party Registration")).toHaveValue("Independent");
    await expect(dialog.getByLabel("State").locator("option[value=PR]")).toHaveCount(0);
    await checkScreen(page, "dashboard-edit-profile", { fullPage: false });
    await dialog.getByLabel("Phone (Optional)").fill("9075550123");
    await dialog.getByLabel("Party Registration").selectOption("Republican");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Profile updated")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(info).toContainText("(907) 555-0123");
    await expect(info).toContainText("Republican");

    // The toast leaves with its page when the voter moves on, and does not follow them back.
    const saved = page
      .locator("[aria-label^='Notifications'] li[data-state=open]")
      .filter({ hasText: "Profile updated" });
    await expect(saved).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
    await page.waitForURL("**/faq");
    await expect(saved).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole("tab", { name: "Profile" })).toBeVisible();
    await expect(saved).toHaveCount(0);
  });

  await test.step("sets reminders that persist after a reload", async () => {
    // Reminders: both switches start off; turning one on shows the offsets, and it all persists.
    await page.getByRole("tab", { name: "Reminders" }).click();
    await page.waitForURL("**/dashboard?tab=notifications");
    const emailSwitch = page.getByRole("switch", { name: "Email reminders" });
    await expect(emailSwitch).toBeVisible();
    await expect(emailSwitch).toHaveAttribute("aria-checked", "false");
    await expect(page.getByRole("switch", { name: "Calendar reminders" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await expect(page.getByRole("checkbox", { name: "One month before" })).toHaveCount(0);
    await emailSwitch.click();
    await expect(toast(page, "Email reminders turned on")).toBeVisible();
    const offsets = page.getByRole("group", { name: "When should we remind you?" }).getByRole("checkbox");
    await expect(offsets).toHaveCount(6);
    await expect
      .poll(() => offsets.evaluateAll((boxes) => boxes.map((b) => b.getAttribute("aria-checked"))))
      .toEqual(Array(6).fill("true"));
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/user/reminders") && r.request().method() === "PUT",
    );
    await page.getByRole("checkbox", { name: "Three days before" }).click();
    expect((await saved).status()).toBe(200);
    await checkScreen(page, "dashboard-reminders");

    await reload(page);
    await expect(emailSwitch).toBeVisible();
    await expect(emailSwitch).toHaveAttribute("aria-checked", "true");
    await expect(page.getByRole("checkbox", { name: "Three days before" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await expect(page.getByRole("checkbox", { name: "One week before" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });

  await test.step("finds the primary dates in the calendar and schedule, and the earned badges", async () => {
    // Calendar and schedule sub-tabs.
    await page.getByRole("tab", { name: "Calendar" }).click();
    await expect(page.getByText(`${chosen.fullName}'s primary`, { exact: true })).toBeVisible();
    await expect(page.getByText("Alaska primary election", { exact: true })).toBeVisible();
    await checkScreen(page, "dashboard-calendar");
    await page.getByRole("tab", { name: "Schedule" }).click();
    await expect(page.getByText("Voter registration deadline")).toBeVisible();
    await checkScreen(page, "dashboard-schedule");

    // The badges reflect the reminders.
    await page.getByRole("tab", { name: "Profile" }).click();
    await expect(page.getByText("Email Alert (earned)")).toBeVisible();

    // Legislators tab.
    await page.getByRole("tab", { name: "Legislators" }).click();
    await expect(page.getByRole("heading", { level: 3, name: chosen.fullName })).toBeVisible();
    await expect(page.getByRole("button", { name: `Pledged to ${chosen.fullName}` })).toBeDisabled();
    await checkScreen(page, "dashboard-legislators");
  });
});

const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });

test.describe("the dashboard's empty states and failures", () => {
  test("sends a signed-out visitor to /auth, saying 'Loading your profile...' meanwhile", async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/session", async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, "/dashboard");
    await expect(page.getByText("Loading your profile...")).toBeVisible();
    release();
    await page.waitForURL("**/auth");
  });

  // Each test from here on has a voter of its own, signed in, with no pledge yet.
  test("shows the empty pledges and legislators tabs with a way forward, and withdraws a pledge", async ({
    page,
    context,
  }) => {
    await signUp(context.request, { name: "Dana Dashboard" });
    await visit(page, "/dashboard?tab=pledges");
    await expect(page.getByText("You haven't made any pledges yet.")).toBeVisible();
    await checkScreen(page, "dashboard-pledges-empty");
    await page.getByRole("button", { name: "Find Legislators to Pledge" }).click();
    await page.waitForURL("**/dashboard?tab=legislators");
    await expect(page.getByRole("tab", { name: "Legislators", selected: true })).toBeVisible();
    // One click pledges from here, then the pledges tab shows it.
    const pledgeButton = page.getByRole("button", { name: /^Pledge Your Support for / }).first();
    const name = (await pledgeButton.textContent())!.replace(/^Pledge Your Support for /, "");
    await pledgeButton.click();
    await page
      .getByRole("dialog", { name: `Your pledge to ${name}` })
      .getByRole("button", { name: "I make this pledge" })
      .click();
    await expect(toast(page, "Pledge Added")).toContainText(name);
    await page.waitForURL("**/dashboard?tab=pledges");
    await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
    await page.getByRole("tab", { name: "Legislators" }).click();
    await expect(page.getByRole("button", { name: `Pledged to ${name}` })).toBeVisible();

    // Withdrawn, after being asked once more: the pledge goes, and can be made again.
    await page.getByRole("tab", { name: "Pledges" }).click();
    const withdraw = page.getByRole("button", { name: `Withdraw pledge to ${name}` });
    const dialog = page.getByRole("dialog", { name: `Withdraw your pledge to ${name}?` });
    await withdraw.click();
    await dialog.getByRole("button", { name: "Keep my pledge" }).click();
    await expect(dialog).toHaveCount(0);
    await withdraw.click();
    await expect(dialog.getByText("Messages we have already sent stay sent.")).toBeVisible();
    await checkScreen(page, "dashboard-withdraw-pledge", { fullPage: false });
    await dialog.getByRole("button", { name: "Withdraw pledge" }).click();
    await expect(toast(page, "Pledge withdrawn")).toContainText(name);
    await expect(page.getByText("You haven't made any pledges yet.")).toBeVisible();
    await page.getByRole("tab", { name: "Legislators" }).click();
    await expect(page.getByRole("button", { name: `Pledge Your Support for ${name}` })).toBeVisible();

    await page.route("**/api/user/legislators", json(200, { legislators: [] }));
    await reload(page);
    await expect(page.getByText("You don't have any assigned legislators yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Legislators" })).toHaveAttribute(
      "href",
      "/legislators",
    );
    await page.unrouteAll();
  });

  test("reports each failed load in the spec's words, with a retry", async ({ page, context }) => {
    await signUp(context.request, { name: "Dana Dashboard" });
    // The primary election card's is a component test (primary-election-card.test.tsx).
    for (const [path, tab, message] of [
      ["**/api/user/pledges", "pledges", "Failed to fetch pledges"],
      ["**/api/user/legislators", "legislators", "Failed to fetch legislators"],
    ] as const) {
      await page.route(path, json(500, { message: "Internal error" }));
      await visit(page, `/dashboard?tab=${tab}`);
      const alert = page.getByRole("alert").filter({ hasText: message });
      await expect(alert).toBeVisible();
      if (tab === "pledges") await checkScreen(page, "dashboard-load-error");
      await page.unrouteAll();
      await alert.getByRole("button", { name: "Retry" }).click();
      await expect(alert).toHaveCount(0);
    }
  });

  test("checks every field of the profile form", async ({ page, context }) => {
    await signUp(context.request, { name: "Dana Dashboard" });
    await visit(page, "/dashboard");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Your Profile" });
    await expect(
      dialog.getByText("Changing your address may change the legislators assigned to you"),
    ).toBeVisible();
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
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await checkScreen(page, "dashboard-edit-profile-errors", { fullPage: false });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("says 'Update failed' with the server's reason, or the spec's fallbacks", async ({
    page,
    context,
  }) => {
    await signUp(context.request, { name: "Dana Dashboard" });
    await visit(page, "/dashboard");
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
      await expect(toast(page, "Update failed")).toContainText(message);
      await expect(dialog.getByRole("alert")).toContainText(message);
      await page.unrouteAll();
    }
    await expect(dialog).toBeVisible();
  });

  test("resends the verification e-mail, and says so when it cannot", async ({ page, context }) => {
    await signUp(context.request, { name: "Dana Dashboard" });
    await visit(page, "/dashboard");
    const resend = page.getByRole("button", { name: "Resend Email" });
    await page.route("**/api/resend-verification", json(500, { message: "Internal error" }));
    await resend.click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Failed to send verification email. Please try again later." }),
    ).toBeVisible();
    await page.unrouteAll();
    await page.route("**/api/resend-verification", (route) => route.abort("connectionreset"));
    await resend.click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Error sending verification email. Please try again later." }),
    ).toBeVisible();
    await page.unrouteAll();
    await resend.click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Verification email sent! Please check your inbox and spam folder." }),
    ).toBeVisible();
  });

  test("records a donation click as the Campaign Supporter badge", async ({ page, context }) => {
    await signUp(context.request, { name: "Dana Dashboard" });
    await visit(page, "/dashboard");
    // The link opens the donation page in a new tab.
    const popup = context.waitForEvent("page");
    await page.getByRole("link", { name: "Support Our Work (opens in a new tab)" }).click();
    await (await popup).close();
    await expect(page.getByText("Campaign Supporter (earned)")).toBeVisible();
  });

  test("goes home even when signing out fails", async ({ page, context }) => {
    await signUp(context.request, { name: "Dana Dashboard" });
    await visit(page, "/dashboard");
    await page.route("**/api/logout", json(500, { message: "Internal error" }));
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(toast(page, "Logout failed")).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/");
    await page.unrouteAll();
  });
});

test.describe("deleting one's account", () => {
  test("asks for the password, refuses a wrong one, then erases the account and signs out", async ({
    page,
    context,
  }) => {
    await signUp(context.request, { name: "Erin Erased" });
    await visit(page, "/dashboard");
    const card = page.getByRole("heading", { level: 2, name: "Delete your account" });
    await expect(card).toBeVisible();
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("Password is required")).toBeVisible();
    await dialog.getByLabel("Password").fill("not the right one");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("Incorrect password").first()).toBeVisible();
    await checkScreen(page, "dashboard-delete-account", { fullPage: false });

    await dialog.getByLabel("Password").fill("a long enough secret");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(toast(page, "Account deleted")).toContainText("We sent a last e-mail to confirm it.");
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByRole("banner").getByRole("link", { name: /Login/ })).toBeVisible();
    expect(await page.evaluate(() => fetch("/api/session").then((r) => r.json()))).toEqual({ user: null });
  });
});
