import type { Page } from "@playwright/test";
import type { Legislator } from "#shared/legislator";
import { formatLongDate } from "#shared/rules/dates";
import { checkScreen } from "./support/accessibility";
import { expect, reload, signUp, test, VIEWPORTS, visit } from "./support/fixtures";
import { expectEmptyRegistrationErrors, fillAccountFields } from "./support/registration-form";
import { toast } from "./support/toasts";

// The pledge wizard's other paths, in the browser and on the real server's data: the mistakes and
// their accessibility, a ZIP code that spans districts, the browser's history, the seats the data
// leaves empty or to a delegate, a legislator chosen in advance, and a signed-in voter's bulk
// pledge. The steps' messages and the failures the spec names (provoked with a mock API) are the
// component tests' (src/web/features/pledge-wizard/components/*.test.tsx).
// Registrations here stay under the server's 10 per hour from one address.
test.use({ serverSetup: { file: "wizard" } });

let alaska: Legislator[];

async function fillAddress(
  page: Page,
  address: { street: string; city: string; state: string; zip: string },
) {
  await page.getByLabel("Street Address").fill(address.street);
  await page.getByLabel("City").fill(address.city);
  await page.getByLabel("State").selectOption(address.state);
  await page.getByLabel("ZIP Code").fill(address.zip);
}

const ANCHORAGE = { street: "1 Main St", city: "Anchorage", state: "AK", zip: "99501" };

async function toStepTwo(page: Page, path = "/pledge", address = ANCHORAGE) {
  await visit(page, path);
  await expect(page.getByRole("heading", { name: "Enter your address" })).toBeVisible();
  await fillAddress(page, address);
  await page.getByRole("button", { name: "Find My Legislators" }).click();
  await expect(page.getByRole("heading", { name: "Select legislators to support" })).toBeVisible();
}

/** Fills the wizard's registration form for a new voter and returns the e-mail. */
async function fillRegistration(page: Page, password = "a long enough secret"): Promise<string> {
  const email = `wizard-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.org`;
  await fillAccountFields(page, { name: "Wendy Wizard", email, password });
  return email;
}

test.beforeAll(async ({ server }) => {
  ({ legislators: alaska } = await server.getJson<{ legislators: Legislator[] }>(
    "/api/legislators?state=AK",
  ));
});

test.describe("step 1, the address", () => {
  test("explains every mistake, under the field it belongs to", async ({ page }) => {
    await visit(page, "/pledge");
    await page.getByRole("button", { name: "Find My Legislators" }).click();
    for (const message of [
      "Address is required",
      "City is required",
      "State is required",
      "ZIP code is required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Street Address")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Street Address")).toBeFocused();
    await checkScreen(page, "wizard-1-errors");
  });
});

test.describe("a ZIP code that spans districts", () => {
  test("lets the voter choose their representative instead of guessing", async ({ page, request }) => {
    const found = await request.post("/api/pledge/find-legislators", {
      data: { address: "1 Main St", city: "Addison", state: "TX", zip: "75001" },
    });
    expect(found.ok(), await found.text()).toBe(true);
    const lookup = (await found.json()) as { legislators: Legislator[]; districtCandidates: string[] };
    expect(lookup.districtCandidates.length).toBeGreaterThan(1);
    const [district] = lookup.districtCandidates;
    const representative = lookup.legislators.find((l) => l.districtCode === district)!;

    await visit(page, "/pledge");
    await fillAddress(page, { street: "1 Main St", city: "Addison", state: "TX", zip: "75001" });
    await page.getByRole("button", { name: "Find My Legislators" }).click();
    await expect(page.getByRole("heading", { name: "Which district do you live in?" })).toBeVisible();
    const radios = page.getByRole("radio");
    await expect(radios).toHaveCount(lookup.districtCandidates.length + 1);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please choose your district" })).toBeVisible();
    await checkScreen(page, "wizard-1-district-choice");

    await page.getByRole("radio", { name: new RegExp(representative.fullName) }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Select legislators to support" })).toBeVisible();
    const senators = lookup.legislators.filter((l) => l.type === "sen");
    await expect
      .poll(async () =>
        (
          await page
            .getByRole("checkbox")
            .evaluateAll((boxes) => boxes.map((b) => b.getAttribute("aria-label")))
        ).sort(),
      )
      .toEqual([...senators, representative].map((l) => `Select ${l.fullName}`).sort());
    // How current the cards' figures are.
    await expect(page.getByText(`Data as of ${formatLongDate(representative.dataAsOf)}`)).toBeVisible();

    // Back goes to the district choice, as it was left, then to step 1 with the address kept;
    // there is nothing before it.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { name: "Which district do you live in?" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Enter your address" })).toBeVisible();
    await expect(page.getByLabel("ZIP Code")).toHaveValue("75001");
    await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
  });
});

test.describe("the browser's Back, Forward and reload", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("move between the steps and keep the address and the choices, in this tab only", async ({ page }) => {
    await toStepTwo(page);
    const chosen = page.getByRole("checkbox").first();
    const name = (await chosen.getAttribute("aria-label"))!;
    await chosen.click();
    await page.getByRole("button", { name: "Continue" }).click();
    const register = page.getByRole("heading", { name: "Create your account" });
    await expect(register).toBeVisible();

    await page.goBack();
    await expect(page.getByRole("heading", { name: "Select legislators to support" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name })).toHaveAttribute("aria-checked", "true");
    await page.goForward();
    await expect(register).toBeVisible();
    await expect(page.getByLabel("Street Address")).toHaveValue(ANCHORAGE.street);

    // A reload (or a swipe back and forth) finds the same step and address.
    await reload(page);
    await expect(register).toBeVisible();
    await expect(page.getByLabel("ZIP Code")).toHaveValue(ANCHORAGE.zip);
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Select legislators to support" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name })).toHaveAttribute("aria-checked", "true");
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Enter your address" })).toBeVisible();
    await expect(page.getByLabel("City")).toHaveValue(ANCHORAGE.city);
    await reload(page);
    await expect(page.getByRole("heading", { name: "Enter your address" })).toBeVisible();
    await expect(page.getByLabel("City")).toHaveValue(ANCHORAGE.city);

    // Nothing of it is written to the browser's storage.
    await expect.poll(() => page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  });
});

test.describe("what the ZIP code cannot settle", () => {
  test("lists the state's senators for an unknown ZIP, with a notice and the official district finder", async ({
    page,
  }) => {
    await toStepTwo(page, "/pledge", { street: "1 Main St", city: "Holtsville", state: "NY", zip: "00501" });
    await expect(page.getByText("We couldn't find your House district from ZIP code 00501")).toBeVisible();
    const finder = page.getByRole("link", { name: /official House district finder/ });
    await expect(finder).toHaveAttribute(
      "href",
      "https://www.house.gov/representatives/find-your-representative",
    );
    await expect(page.getByRole("checkbox")).toHaveCount(2);
    await checkScreen(page, "wizard-2-unknown-zip");
  });

  test("shows a vacant House seat where its member would be", async ({ page }) => {
    await toStepTwo(page, "/pledge", { street: "1 Main St", city: "Fabens", state: "TX", zip: "79837" });
    const vacant = page.getByRole("listitem").filter({ hasText: "This seat is vacant" });
    await expect(vacant).toHaveCount(1);
    await expect(vacant).toContainText("TX-23");
    await expect(page.getByRole("checkbox")).toHaveCount(2);
    await checkScreen(page, "wizard-2-vacant-seat");
  });
});

test.describe("members the pledge is not for", () => {
  test("shows a delegate as non-voting, with nothing to select and what the voter can do instead", async ({
    page,
  }) => {
    await toStepTwo(page, "/pledge", {
      street: "1 Calle Fortaleza",
      city: "San Juan",
      state: "PR",
      zip: "00901",
    });
    const card = page.getByRole("listitem").filter({ hasText: "Non-voting" });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Casts no vote on impeachment or conviction");
    await expect(page.getByRole("checkbox")).toHaveCount(0);
    await expect(page.getByText(/Persuadability \d+/)).toHaveCount(0);
    await expect(page.getByText("No member for this address votes on impeachment")).toBeVisible();
    await expect(page.getByRole("link", { name: "list of legislators" })).toHaveAttribute(
      "href",
      "/legislators",
    );
    await checkScreen(page, "wizard-2-delegate");

    // Registering: the form's state list is the 50 states and DC, and the voter is told why.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await expect(page.getByText("Accounts are for voters in the 50 states and DC")).toBeVisible();
    await expect(
      page.getByText(/Puerto Rico elects a delegate who cannot vote on impeachment/),
    ).toBeVisible();
    await expect(page.getByLabel("State", { exact: true })).toHaveValue("");
  });
});

test.describe("step 3, registering", () => {
  test("checks every field with the auth screen's messages, then registers with nobody selected", async ({
    page,
  }) => {
    await toStepTwo(page);
    // Continuing with nobody selected is allowed, with a warning.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await expect(page.getByText(/You can still create an account/)).toBeVisible();

    await page.getByLabel("Street Address").fill("");
    await page.getByLabel("City").fill("");
    await page.getByLabel("ZIP Code").fill("123");
    await page.getByLabel("State").evaluate((select: HTMLSelectElement) => {
      select.value = "";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await page.getByRole("button", { name: "Create Account & Continue" }).click();
    await expectEmptyRegistrationErrors(page);
    await checkScreen(page, "wizard-3-errors");

    // Registering with nobody selected ends at 'Registration Complete'.
    await fillAddress(page, ANCHORAGE);
    await fillRegistration(page);
    await page.getByRole("button", { name: "Create Account & Continue" }).click();
    await expect(page.getByRole("heading", { name: "Registration Complete" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await checkScreen(page, "wizard-4-registration-complete");
  });
});

test.describe("step 4, confirming", () => {
  test("pledges to a legislator chosen in advance together with the voter's own, promising each what it can", async ({
    page,
    server,
  }) => {
    const { legislators: texas } = await server.getJson<{ legislators: Legislator[] }>(
      "/api/legislators?state=TX&type=sen",
    );
    const preselected = texas[0]!;
    const own = alaska.find((l) => l.type === "rep")!;

    await visit(page, `/pledge?legislator=${preselected.id}`);
    await expect(page.getByText(`You're pledging to support ${preselected.fullName}`)).toBeVisible();
    await fillAddress(page, ANCHORAGE);
    await page.getByRole("button", { name: "Find My Legislators" }).click();
    await expect(page.getByRole("heading", { name: "Select legislators to support" })).toBeVisible();
    const first = page.getByRole("checkbox").first();
    await expect(first).toHaveAttribute("aria-label", `Select ${preselected.fullName}`);
    await expect(first).toHaveAttribute("aria-checked", "true");
    // Its card says plainly what an Alaskan can do for a Texan senator; their own do not.
    const outsideNote =
      "You live outside Texas: you cannot vote in this primary, but you can pledge your support.";
    await expect(
      page.getByRole("listitem").filter({ hasText: preselected.fullName }).getByText(outsideNote),
    ).toBeVisible();
    await expect(page.getByText(/You live outside/)).toHaveCount(1);
    await page.getByRole("checkbox", { name: `Select ${own.fullName}` }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await fillRegistration(page);
    await page.getByRole("button", { name: "Create Account & Continue" }).click();

    // An Alaskan votes in their representative's primary, and can only support a Texan senator.
    await expect(page.getByRole("heading", { name: "Confirm your pledges" })).toBeVisible();
    const promises = page.locator("blockquote");
    await expect(promises).toHaveCount(2);
    await expect(promises.nth(0)).toContainText(
      `I pledge to vote for ${own.fullName} in the next primary election`,
    );
    await expect(promises.nth(1)).toContainText(
      `I live outside the seat of ${preselected.fullName}, so I cannot vote in their primary.`,
    );
    await checkScreen(page, "wizard-4-outside-the-seat");
    await page.getByRole("button", { name: "Confirm My Pledges" }).click();
    await page.waitForURL("**/thank-you?count=2");
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank You for Your 2 Pledges!" }),
    ).toBeVisible();
    await checkScreen(page, "thank-you-plural");
  });
});

test.describe("a signed-in voter", () => {
  test("is sent from /pledge to the dashboard", async ({ page, context }) => {
    await signUp(context.request, { name: "Sam Signed-In" });
    await visit(page, "/pledge");
    await page.waitForURL("**/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();

    // The home page's wizard stays usable for them: a bulk pledge to every legislator found.
    await visit(page, "/#pledge-form");
    await page.locator("#pledge-form").scrollIntoViewIfNeeded();
    await expect(page.getByRole("heading", { level: 3, name: "Enter your address" })).toBeVisible();
    await expect(page.getByLabel("ZIP Code")).toHaveValue("99501");
    await page.getByRole("button", { name: "Find My Legislators" }).click();
    await expect(
      page.getByRole("heading", { level: 3, name: "Select legislators to support" }),
    ).toBeVisible();
    for (const legislator of alaska) {
      await page.getByRole("checkbox", { name: `Select ${legislator.fullName}` }).click();
    }
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 3, name: "Confirm Your Pledges" })).toBeVisible();
    const listed = page.locator("#pledge-form ul").first();
    for (const legislator of alaska) await expect(listed).toContainText(legislator.fullName);
    await expect(listed).toContainText("Alaska");
    await checkScreen(page, "home-wizard-3-bulk-confirm", { only: "#pledge-form" });
    await page.getByRole("button", { name: "Create Pledges" }).click();
    await expect(toast(page, "Success!")).toContainText(`Created ${alaska.length} pledges successfully.`);
    await page.waitForURL(`**/thank-you?count=${alaska.length}`);
    await expect(
      page.getByRole("heading", { level: 1, name: `Thank You for Your ${alaska.length} Pledges!` }),
    ).toBeVisible();

    // Back in the wizard, their pledges are marked; with nothing left to select, step 3 says so.
    await visit(page, "/#pledge-form");
    await page.locator("#pledge-form").scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Find My Legislators" }).click();
    await expect(
      page.getByRole("heading", { level: 3, name: "Select legislators to support" }),
    ).toBeVisible();
    await expect(page.locator("#pledge-form").getByText("Pledged", { exact: true })).toHaveCount(
      alaska.length,
    );
    await expect(page.getByRole("checkbox")).toHaveCount(0);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(
      page.getByText("No legislators selected. Please go back and select at least one legislator."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await page.getByRole("button", { name: "Back to Legislator Selection" }).click();
    await expect(
      page.getByRole("heading", { level: 3, name: "Select legislators to support" }),
    ).toBeVisible();
  });
});
