import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Legislator } from "#shared/legislator";
import { formatLongDate } from "#shared/rules/dates";
import { registration } from "../support/voters";
import { toastText } from "./browser";
import { setUpE2eSession } from "./session";

// The pledge wizard's other paths, in the browser and on the real server's data: the mistakes and
// their accessibility, a ZIP code that spans districts, the browser's history, the seats the data
// leaves empty or to a delegate, a legislator chosen in advance, and a signed-in voter's bulk
// pledge. The steps' messages and the failures the spec names (provoked with a mock API) are the
// component tests' (src/web/features/pledge-wizard/components/*.test.tsx).
// Registrations here stay under the server's 10 per hour from one address.
const SHOTS = ".scratch/journeys-shots";

const e2e = setUpE2eSession({ shots: SHOTS, reducedMotion: true });
const { open, getJson } = e2e;
const checkScreen = (page: Page, name: string, only?: string) => e2e.checkScreen(page, name, { only });

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
  await page.goto(path);
  await page.getByRole("heading", { name: "Enter your address" }).waitFor();
  await fillAddress(page, address);
  await page.getByRole("button", { name: "Find My Legislators" }).click();
  await page.getByRole("heading", { name: "Select legislators to support" }).waitFor();
}

/** Fills the wizard's registration form for a new voter and returns the e-mail. */
async function fillRegistration(page: Page, password = "a long enough secret"): Promise<string> {
  const email = `wizard-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.org`;
  await page.getByLabel("Full Name").fill("Wendy Wizard");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Confirm Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  return email;
}

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

beforeAll(async () => {
  ({ legislators: alaska } = await getJson<{ legislators: Legislator[] }>("/api/legislators?state=AK"));
});

describe("step 1, the address", () => {
  it("explains every mistake, under the field it belongs to", async () => {
    const { page } = await open();
    await page.goto("/pledge");
    await page.getByRole("button", { name: "Find My Legislators" }).click();
    for (const message of [
      "Address is required",
      "City is required",
      "State is required",
      "ZIP code is required",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByLabel("Street Address").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Street Address").evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await checkScreen(page, "wizard-1-errors");
  });
});

describe("a ZIP code that spans districts", () => {
  it("lets the voter choose their representative instead of guessing", async () => {
    const { page } = await open();
    const lookup = await getJson<{ legislators: Legislator[]; districtCandidates: string[] }>(
      "/api/pledge/find-legislators",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ address: "1 Main St", city: "Addison", state: "TX", zip: "75001" }),
      },
    );
    expect(lookup.districtCandidates.length).toBeGreaterThan(1);
    const [district] = lookup.districtCandidates;
    const representative = lookup.legislators.find((l) => l.districtCode === district)!;

    await page.goto("/pledge");
    await fillAddress(page, { street: "1 Main St", city: "Addison", state: "TX", zip: "75001" });
    await page.getByRole("button", { name: "Find My Legislators" }).click();
    await page.getByRole("heading", { name: "Which district do you live in?" }).waitFor();
    const radios = page.getByRole("radio");
    expect(await radios.count()).toBe(lookup.districtCandidates.length + 1);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("alert").filter({ hasText: "Please choose your district" }).waitFor();
    await checkScreen(page, "wizard-1-district-choice");

    await page.getByRole("radio", { name: new RegExp(representative.fullName) }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Select legislators to support" }).waitFor();
    const names = await page
      .getByRole("checkbox")
      .evaluateAll((boxes) => boxes.map((b) => b.getAttribute("aria-label")));
    const senators = lookup.legislators.filter((l) => l.type === "sen");
    expect(names.sort()).toEqual([...senators, representative].map((l) => `Select ${l.fullName}`).sort());
    // How current the cards' figures are.
    await page.getByText(`Data as of ${formatLongDate(representative.dataAsOf)}`).waitFor();

    // Back goes to the district choice, as it was left, then to step 1 with the address kept;
    // there is nothing before it.
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("heading", { name: "Which district do you live in?" }).waitFor();
    await page.goBack();
    await page.getByRole("heading", { name: "Enter your address" }).waitFor();
    await expect.poll(() => page.getByLabel("ZIP Code").inputValue()).toBe("75001");
    expect(await page.getByRole("button", { name: "Back" }).count()).toBe(0);
  });
});

describe("the browser's Back, Forward and reload", () => {
  it("move between the steps and keep the address and the choices, in this tab only", async () => {
    const { page, problems } = await open("mobile");
    await toStepTwo(page);
    const chosen = page.getByRole("checkbox").first();
    const name = (await chosen.getAttribute("aria-label"))!;
    await chosen.click();
    await page.getByRole("button", { name: "Continue" }).click();
    const register = page.getByRole("heading", { name: "Create your account" });
    await register.waitFor();

    await page.goBack();
    await page.getByRole("heading", { name: "Select legislators to support" }).waitFor();
    expect(await page.getByRole("checkbox", { name }).getAttribute("aria-checked")).toBe("true");
    await page.goForward();
    await register.waitFor();
    expect(await page.getByLabel("Street Address").inputValue()).toBe(ANCHORAGE.street);

    // A reload (or a swipe back and forth) finds the same step and address.
    await page.reload();
    await register.waitFor();
    expect(await page.getByLabel("ZIP Code").inputValue()).toBe(ANCHORAGE.zip);
    await page.goBack();
    await page.getByRole("heading", { name: "Select legislators to support" }).waitFor();
    expect(await page.getByRole("checkbox", { name }).getAttribute("aria-checked")).toBe("true");
    await page.goBack();
    await page.getByRole("heading", { name: "Enter your address" }).waitFor();
    await expect.poll(() => page.getByLabel("City").inputValue()).toBe(ANCHORAGE.city);
    await page.reload();
    await page.getByRole("heading", { name: "Enter your address" }).waitFor();
    await expect.poll(() => page.getByLabel("City").inputValue()).toBe(ANCHORAGE.city);

    // Nothing of it is written to the browser's storage.
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe("what the ZIP code cannot settle", () => {
  it("lists the state's senators for an unknown ZIP, with a notice and the official district finder", async () => {
    const { page, problems } = await open();
    await toStepTwo(page, "/pledge", { street: "1 Main St", city: "Holtsville", state: "NY", zip: "00501" });
    await page.getByText("We couldn't find your House district from ZIP code 00501").waitFor();
    const finder = page.getByRole("link", { name: /official House district finder/ });
    expect(await finder.getAttribute("href")).toBe(
      "https://www.house.gov/representatives/find-your-representative",
    );
    expect(await page.getByRole("checkbox").count()).toBe(2);
    await checkScreen(page, "wizard-2-unknown-zip");
    expect(problems).toEqual([]);
  });

  it("shows a vacant House seat where its member would be", async () => {
    const { page, problems } = await open();
    await toStepTwo(page, "/pledge", { street: "1 Main St", city: "Fabens", state: "TX", zip: "79837" });
    const vacant = page.getByRole("listitem").filter({ hasText: "This seat is vacant" });
    expect(await vacant.count()).toBe(1);
    expect(await vacant.textContent()).toContain("TX-23");
    expect(await page.getByRole("checkbox").count()).toBe(2);
    await checkScreen(page, "wizard-2-vacant-seat");
    expect(problems).toEqual([]);
  });
});

describe("members the pledge is not for", () => {
  it("shows a delegate as non-voting, with nothing to select and what the voter can do instead", async () => {
    const { page, problems } = await open();
    await toStepTwo(page, "/pledge", {
      street: "1 Calle Fortaleza",
      city: "San Juan",
      state: "PR",
      zip: "00901",
    });
    const card = page.getByRole("listitem").filter({ hasText: "Non-voting" });
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toContain("Casts no vote on impeachment or conviction");
    expect(await page.getByRole("checkbox").count()).toBe(0);
    expect(await page.getByText(/Persuadability \d+/).count()).toBe(0);
    await page.getByText("No member for this address votes on impeachment").waitFor();
    expect(await page.getByRole("link", { name: "list of legislators" }).getAttribute("href")).toBe(
      "/legislators",
    );
    await checkScreen(page, "wizard-2-delegate");

    // Registering: the form's state list is the 50 states and DC, and the voter is told why.
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
    await page.getByText("Accounts are for voters in the 50 states and DC").waitFor();
    await page.getByText(/Puerto Rico elects a delegate who cannot vote on impeachment/).waitFor();
    expect(await page.getByLabel("State", { exact: true }).inputValue()).toBe("");
    expect(problems).toEqual([]);
  });
});

describe("step 3, registering", () => {
  it("checks every field with the auth screen's messages, then registers with nobody selected", async () => {
    const { page } = await open();
    await toStepTwo(page);
    // Continuing with nobody selected is allowed, with a warning.
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
    await page.getByText(/You can still create an account/).waitFor();

    await page.getByLabel("Street Address").fill("");
    await page.getByLabel("City").fill("");
    await page.getByLabel("ZIP Code").fill("123");
    await page.getByLabel("State").evaluate((select: HTMLSelectElement) => {
      select.value = "";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await page.getByRole("button", { name: "Create Account & Continue" }).click();
    for (const message of [
      "Name must be at least 2 characters",
      "Address is required",
      "City is required",
      "State is required",
      "ZIP code must be at least 5 digits",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByText("Please enter a valid email", { exact: true }).count()).toBe(2);
    expect(await page.getByText("Password must be at least 8 characters", { exact: true }).count()).toBe(2);
    await checkScreen(page, "wizard-3-errors");

    // Registering with nobody selected ends at 'Registration Complete'.
    await fillAddress(page, ANCHORAGE);
    await fillRegistration(page);
    await page.getByRole("button", { name: "Create Account & Continue" }).click();
    await page.getByRole("heading", { name: "Registration Complete" }).waitFor();
    expect(await page.getByRole("link", { name: "Go to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    await checkScreen(page, "wizard-4-registration-complete");
  });
});

describe("step 4, confirming", () => {
  it("pledges to a legislator chosen in advance together with the voter's own, promising each what it can", async () => {
    const { page } = await open();
    const { legislators: texas } = await getJson<{ legislators: Legislator[] }>(
      "/api/legislators?state=TX&type=sen",
    );
    const preselected = texas[0]!;
    const own = alaska.find((l) => l.type === "rep")!;

    await page.goto(`/pledge?legislator=${preselected.id}`);
    await page.getByText(`You're pledging to support ${preselected.fullName}`).waitFor();
    await fillAddress(page, ANCHORAGE);
    await page.getByRole("button", { name: "Find My Legislators" }).click();
    await page.getByRole("heading", { name: "Select legislators to support" }).waitFor();
    const first = page.getByRole("checkbox").first();
    expect(await first.getAttribute("aria-label")).toBe(`Select ${preselected.fullName}`);
    expect(await first.getAttribute("aria-checked")).toBe("true");
    // Its card says plainly what an Alaskan can do for a Texan senator; their own do not.
    const outsideNote =
      "You live outside Texas: you cannot vote in this primary, but you can pledge your support.";
    await page
      .getByRole("listitem")
      .filter({ hasText: preselected.fullName })
      .getByText(outsideNote)
      .waitFor();
    expect(await page.getByText(/You live outside/).count()).toBe(1);
    await page.getByRole("checkbox", { name: `Select ${own.fullName}` }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await fillRegistration(page);
    await page.getByRole("button", { name: "Create Account & Continue" }).click();

    // An Alaskan votes in their representative's primary, and can only support a Texan senator.
    await page.getByRole("heading", { name: "Confirm your pledges" }).waitFor();
    const promises = await page.locator("blockquote").allTextContents();
    expect(promises).toHaveLength(2);
    expect(promises[0]).toContain(`I pledge to vote for ${own.fullName} in the next primary election`);
    expect(promises[1]).toContain(
      `I live outside the seat of ${preselected.fullName}, so I cannot vote in their primary.`,
    );
    await checkScreen(page, "wizard-4-outside-the-seat");
    await page.getByRole("button", { name: "Confirm My Pledges" }).click();
    await page.waitForURL("**/thank-you?count=2");
    await page.getByRole("heading", { level: 1, name: "Thank You for Your 2 Pledges!" }).waitFor();
    await checkScreen(page, "thank-you-plural");
  });
});

describe("a signed-in voter", () => {
  it("is sent from /pledge to the dashboard", async () => {
    const { page } = await open();
    await signUpInPage(page, { name: "Sam Signed-In" });
    await page.goto("/pledge");
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { level: 1, name: "My Dashboard" }).waitFor();

    // The home page's wizard stays usable for them: a bulk pledge to every legislator found.
    await page.goto("/#pledge-form");
    await page.locator("#pledge-form").scrollIntoViewIfNeeded();
    await page.getByRole("heading", { level: 3, name: "Enter your address" }).waitFor();
    expect(await page.getByLabel("ZIP Code").inputValue()).toBe("99501");
    await page.getByRole("button", { name: "Find My Legislators" }).click();
    await page.getByRole("heading", { level: 3, name: "Select legislators to support" }).waitFor();
    for (const legislator of alaska) {
      await page.getByRole("checkbox", { name: `Select ${legislator.fullName}` }).click();
    }
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { level: 3, name: "Confirm Your Pledges" }).waitFor();
    const listed = await page.locator("#pledge-form ul").first().textContent();
    for (const legislator of alaska) expect(listed).toContain(legislator.fullName);
    expect(listed).toContain("Alaska");
    await checkScreen(page, "home-wizard-3-bulk-confirm", "#pledge-form");
    await page.getByRole("button", { name: "Create Pledges" }).click();
    expect(await toastText(page, "Success!")).toContain(`Created ${alaska.length} pledges successfully.`);
    await page.waitForURL(`**/thank-you?count=${alaska.length}`);
    await page
      .getByRole("heading", { level: 1, name: `Thank You for Your ${alaska.length} Pledges!` })
      .waitFor();

    // Back in the wizard, their pledges are marked; with nothing left to select, step 3 says so.
    await page.goto("/#pledge-form");
    await page.locator("#pledge-form").scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Find My Legislators" }).click();
    await page.getByRole("heading", { level: 3, name: "Select legislators to support" }).waitFor();
    await expect
      .poll(() => page.locator("#pledge-form").getByText("Pledged", { exact: true }).count())
      .toBe(alaska.length);
    expect(await page.getByRole("checkbox").count()).toBe(0);
    await page.getByRole("button", { name: "Continue" }).click();
    await page
      .getByText("No legislators selected. Please go back and select at least one legislator.")
      .waitFor();
    expect(await page.getByRole("link", { name: "Go to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    await page.getByRole("button", { name: "Back to Legislator Selection" }).click();
    await page.getByRole("heading", { level: 3, name: "Select legislators to support" }).waitFor();
  });
});
