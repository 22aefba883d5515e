import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import type { AdminStats } from "#shared/admin";
import { formatNumber } from "#shared/format";
import type { Legislator } from "#shared/legislator";
import type { PrimaryElection } from "#shared/primary-election";
import { registration } from "../support/voters";
import { expectNoAxeViolations, shoot } from "./support/accessibility";
import { type E2eServer, expect, reload, test, VIEWPORTS, visit } from "./support/fixtures";
import { toast } from "./support/toasts";

const ADMIN = { username: "admin", password: "correct horse battery staple" };
const NEW_PASSWORD = "a brand new console secret";
const LAST_ADMIN_MESSAGE = "This is the last active administrator";
const ADMIN_SESSION_KEY = "pw_admin_session";

// Every page prefers reduced motion: a toast fading out while axe reads the page would count as
// low contrast.
test.use({ serverSetup: { file: "admin" } });
// The tests go on from each other, as one administrator's visit: what one edits, a later one finds,
// and the password changes part-way. Once one fails, the rest are skipped. Each is a long walk
// through the console with axe on the way: twice the usual time, for a busy machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let legislator: Legislator;
let election: PrimaryElection;
const voters: Array<{ email: string; password: string; name: string }> = [];
/**
 * What the administrator's wide-screen tab holds in sessionStorage (the token), from the test that
 * signed in there: each later test's page carries on in that tab's place (see resumeConsole).
 */
let adminSession = "";

/** A voter registered, signed in and pledged to `legislatorId` through the public API. */
async function voterWithPledge(server: E2eServer, name: string, legislatorId: number) {
  const body = registration({ name });
  expect((await server.post("/api/register", body)).status).toBe(201);
  const login = await server.post("/api/login", { email: body.email, password: body.password });
  expect(login.status).toBe(200);
  expect(login.cookie).not.toBe("");
  const pledge = await server.post(
    "/api/pledges",
    { legislatorId, shareOnSocial: name.startsWith("A") },
    login.cookie,
  );
  expect(pledge.status).toBe(201);
  voters.push({ email: body.email, password: body.password, name });
}

/** A screenshot (with E2E_SHOTS set) named after the page's width. */
async function shot(page: Page, name: string, fullPage = true) {
  const width = page.viewportSize()?.width ?? 0;
  await shoot(page, `${name}-${width}.png`, { fullPage });
}

async function signIn(page: Page, password = ADMIN.password) {
  await visit(page, "/admin/login");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

/** Keeps what the signed-in tab holds in sessionStorage, for the tests after this one. */
async function keepAdminSession(page: Page) {
  adminSession = (await page.evaluate((key) => sessionStorage.getItem(key), ADMIN_SESSION_KEY)) ?? "";
  expect(adminSession).toMatch(/"token"/);
}

/**
 * The console in this test's page, signed in as the wide-screen tab was left by the test before:
 * the token goes into sessionStorage, as a reload of that tab would find it (a new sign-in for
 * each test would also run into the administrator's sign-in limit).
 */
async function resumeConsole(page: Page) {
  expect(adminSession, "an earlier test signed the administrator in").toMatch(/"token"/);
  // Before the app's own scripts, on the first load only: a later logout must leave it gone.
  const restore = await page.addInitScript(({ key, value }) => sessionStorage.setItem(key, value), {
    key: ADMIN_SESSION_KEY,
    value: adminSession,
  });
  await visit(page, "/admin");
  await restore.dispose();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

/** Opens a tab by clicking it and waits for its panel's heading. */
async function openTab(page: Page, name: string, heading: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
}

function rowWith(scope: Page | Locator, header: string | RegExp): Locator {
  return scope.getByRole("row").filter({ has: scope.getByRole("rowheader", { name: header }) });
}

async function stats(page: Page): Promise<AdminStats> {
  const stored = await page.evaluate((key) => sessionStorage.getItem(key) ?? "{}", ADMIN_SESSION_KEY);
  const response = await page.request.get("/api/admin/stats", {
    headers: { Authorization: `Bearer ${JSON.parse(stored).token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminStats;
}

test.beforeAll(async ({ server }) => {
  const { legislators } = await server.getJson<{ legislators: Legislator[] }>(
    "/api/legislators?party=Republican",
  );
  legislator = legislators.find((l) => !l.isDelegate && l.keyFacts.length > 0)!;
  election = (await server.getJson<{ primaryElections: PrimaryElection[] }>("/api/primary-elections"))
    .primaryElections[0]!;
  for (const name of ["Avery Pledger", "Blake Pledger", "Casey Pledger"]) {
    await voterWithPledge(server, name, legislator.id);
  }
});

test.describe("admin access", () => {
  test("sends a visitor without a token or an admin session to the login, saying why", async ({ page }) => {
    await visit(page, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
    await expect(toast(page, "Authentication required")).toContainText(
      "Please log in to access the admin panel",
    );
  });

  test("validates the login form, refuses a wrong password and lets the administrator in", async ({
    page,
  }) => {
    await visit(page, "/admin/login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    await expect(page.getByText("restricted to authorized administrators")).toBeVisible();
    await expect(page).toHaveTitle("Admin Login · Pledge Watch");
    await expectNoAxeViolations(page);
    await shot(page, "login");

    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
    await shot(page, "login-errors");

    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(page, "Login failed")).toContainText("Invalid username or password");
    await expect(page).toHaveURL((url) => url.pathname === "/admin/login");

    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
    await expect(toast(page, "Login successful")).toContainText("You are now logged in as an administrator");
    // The token lives in this tab's sessionStorage only, never in localStorage.
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), ADMIN_SESSION_KEY))
      .toMatch(/"token"/);
    // The site's header agrees: an administrator is signed in, to the console.
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Admin console" })).toHaveAttribute("href", "/admin");
    await expect(header.getByRole("link", { name: /Login/ })).toHaveCount(0);
    await keepAdminSession(page);
  });
});

test.describe("the console on a wide screen", () => {
  test("shows live totals, keeps the tab in the URL and passes axe on every tab", async ({ page }) => {
    await resumeConsole(page);
    const live = await stats(page);
    expect(live.totalPledges).toBe(3);
    const summary = page.getByRole("region", { name: "Summary" });
    const figures = async () =>
      Object.fromEntries(
        await summary
          .locator("dl > div")
          .evaluateAll((cards) =>
            cards.map((card) => [
              card.querySelector("dt")?.textContent,
              card.querySelector("dd")?.textContent,
            ]),
          ),
      );
    await expect.poll(figures).toEqual({
      "Total Legislators": formatNumber(live.totalLegislators),
      "Total Pledges": "3",
      "Primary Elections": formatNumber(live.totalPrimaryElections),
      Users: formatNumber(live.totalUsers),
    });
    await expect(page.locator("h1")).toHaveCount(1);

    // Legislators: most pledged first, with the progress column.
    await expect(page.getByRole("heading", { level: 2, name: "Legislators" })).toBeVisible();
    const firstRow = page.getByRole("row").nth(1);
    await expect(firstRow.getByRole("rowheader", { name: legislator.fullName })).toBeVisible();
    await expect(firstRow).toContainText("No goal set");
    await expectNoAxeViolations(page);
    await shot(page, "tab-legislators", false);

    const search = page.getByLabel("Search legislators");
    await search.fill("zzzz no such member");
    await expect(page.getByText("No legislators found")).toBeVisible();
    await search.fill(legislator.lastName);
    await expect(rowWith(page, legislator.fullName)).toBeVisible();
    await search.fill("");

    // Arrow keys move between tabs (and open them); the URL follows.
    await page.getByRole("tab", { name: "Legislators" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("heading", { level: 2, name: "Primary Elections" })).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get("tab") === "elections");
    await expect(rowWith(page, new RegExp(election.stateName))).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "tab-elections", false);

    await openTab(page, "Pledge Stats", "Pledge Stats");
    await expect(page.getByRole("heading", { name: "Top 5 states" })).toBeVisible();
    await expect(page.getByRole("table").getByText(voters[0]!.email)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "tab-stats");

    await openTab(page, "User Management", "User Management");
    await expect(page.getByRole("table").getByText(voters[0]!.email)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "tab-users");

    await openTab(page, "Audit Log", "Audit Log");
    await expect(page.getByText("No admin actions recorded yet")).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL((url) => url.searchParams.get("tab") === "audit");

    // A reload keeps both the tab and the administrator (the token survives in sessionStorage).
    await reload(page);
    await expect(page.getByRole("heading", { level: 2, name: "Audit Log" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Audit Log" })).toHaveAttribute("aria-selected", "true");
  });

  test("edits a legislator's key facts and pledge goal; the list shows the new progress", async ({
    page,
  }) => {
    await resumeConsole(page);
    await openTab(page, "Legislators", "Legislators");
    await page.getByRole("button", { name: `Edit ${legislator.fullName}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${legislator.fullName}` });
    await expect(dialog).toBeVisible();
    const facts = dialog.getByRole("listitem");
    await expect(facts).toHaveCount(legislator.keyFacts.length);
    await expect(facts.first()).toContainText(legislator.keyFacts[0]!);
    await expect(dialog.getByLabel("Next primary year").locator("option")).toHaveText([
      "Not set",
      "2024",
      "2026",
      "2028",
      "2030",
      "2032",
    ]);
    await expectNoAxeViolations(page);
    await shot(page, "dialog-legislator", false);

    // Blank text adds nothing; a fact is trimmed; one is removed.
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByText("Enter the key fact to add")).toBeVisible();
    await dialog.getByLabel("New key fact").fill("   Voted to certify the 2020 election   ");
    await dialog.getByLabel("New key fact").press("Enter");
    await dialog.getByRole("button", { name: "Remove key fact 1" }).click();
    await expect(facts).toHaveCount(legislator.keyFacts.length);
    await expect(facts.last()).toContainText("Voted to certify the 2020 election");

    await dialog.getByLabel("Pledges needed").fill("2.5");
    await dialog.getByLabel("Opposition probability (%)").fill("101");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("Pledges needed must be a whole number")).toBeVisible();
    await expect(dialog.getByText("Opposition probability must be between 0 and 100")).toBeVisible();
    await dialog.getByLabel("Pledges needed").fill("4");
    await dialog.getByLabel("Opposition probability (%)").fill("35");
    await dialog.getByLabel("Next primary year").selectOption("2028");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(page, "Legislator updated")).toBeVisible();

    const row = rowWith(page, legislator.fullName);
    const bar = row.getByRole("progressbar", { name: `Pledge progress for ${legislator.fullName}` });
    await expect(bar).toHaveAttribute("aria-valuenow", "75");
    await expect(row).toContainText("75% of 4 needed");

    // Opening again starts from the saved values.
    await page.getByRole("button", { name: `Edit ${legislator.fullName}` }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Pledges needed")).toHaveValue("4");
    await expect(dialog.getByLabel("Next primary year")).toHaveValue("2028");
    await expect(facts.last()).toContainText("Voted to certify the 2020 election");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    // Focus goes back to the button that opened the dialog.
    await expect(page.getByRole("button", { name: `Edit ${legislator.fullName}` })).toBeFocused();
  });

  test("edits a state's primary date with the date picker", async ({ page }) => {
    await resumeConsole(page);
    await openTab(page, "Primary Elections", "Primary Elections");
    await page.getByRole("button", { name: `Edit ${election.stateName}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${election.stateName} primary` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Primary date")).toHaveAttribute("type", "date");
    await expect(dialog.getByLabel("Primary date")).toHaveValue(election.primaryDate ?? "");
    await expect(dialog.getByText("sanitises")).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "dialog-election", false);

    await dialog.getByLabel("Registration URL").fill("not a web address");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("Please enter a valid URL")).toBeVisible();
    await dialog.getByLabel("Registration URL").fill(election.registrationUrl ?? "");
    await dialog.getByLabel("Primary date").fill("2028-08-15");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(page, "Primary election updated")).toBeVisible();
    await expect(rowWith(page, new RegExp(election.stateName))).toContainText("Aug 15, 2028");
  });

  test("edits a user's name, and shows the server's refusal to deactivate the only admin", async ({
    page,
  }) => {
    await resumeConsole(page);
    await openTab(page, "User Management", "User Management");
    const voter = voters[1]!;
    await page.getByLabel("Search users").fill(voter.email);
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
    await page.getByRole("button", { name: `Edit ${voter.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit user" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveValue(voter.email);
    await expectNoAxeViolations(page);
    await shot(page, "dialog-user", false);

    await dialog.getByLabel("Name").fill("B");
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await dialog.getByLabel("Email").fill(voter.email);
    await dialog.getByLabel("Name").fill("Blake Renamed");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(page, "User updated")).toBeVisible();
    await expect(rowWith(page, "Blake Renamed")).toBeVisible();
    voter.name = "Blake Renamed";

    // The only administrator cannot be deactivated: the server says why, in the dialog.
    await page.getByLabel("Search users").fill("admin.invalid");
    await expect(rowWith(page, /Administrator/)).toBeVisible();
    await page.getByRole("button", { name: "Edit Administrator" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("checkbox", { name: "Account active" }).click();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByRole("alert").getByText(LAST_ADMIN_MESSAGE)).toBeVisible();
    await expect(toast(page, "Update failed")).toBeVisible();
    await shot(page, "dialog-user-last-admin", false);
    // (Escape would first close the toast, the newest layer; Cancel closes the dialog.)
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rowWith(page, /Administrator/)).toContainText("Active");

    // Make the third voter an administrator, for the session test below.
    const third = voters[2]!;
    await page.getByLabel("Search users").fill(third.email);
    await expect(rowWith(page, third.name)).toBeVisible();
    await page.getByRole("button", { name: `Edit ${third.name}` }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Role").selectOption("admin");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rowWith(page, third.name)).toContainText("Admin");
  });

  test("lists and searches pledges page by page and downloads both CSV exports", async ({ page }) => {
    await resumeConsole(page);
    await openTab(page, "Pledge Stats", "Pledge Stats");
    const overview = page.getByRole("region", { name: "Pledge Stats" });
    await expect(overview.locator("dd")).toHaveText([
      // Total, from constituents (depends on where the legislator sits), voters, average, members.
      "3",
      /^[0-3]$/,
      "3",
      /^\d+\.\d{2}$/,
      "1",
    ]);
    const recent = page.getByRole("heading", { name: "Most recent pledges" }).locator("..");
    for (const voter of voters) await expect(recent).toContainText(voter.email);
    await expect(page.getByText(/Showing 1–3 of 3/)).toBeVisible();

    await page.getByLabel("Search pledges").fill(voters[0]!.email);
    await expect(page.getByText(/Showing 1–1 of 1/)).toBeVisible();
    await page.getByLabel("Search pledges").fill("nobody-at-all@example.org");
    await expect(page.getByText("No pledges found")).toBeVisible();

    const [legislatorsCsv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Per-legislator CSV" }).click(),
    ]);
    expect(legislatorsCsv.suggestedFilename()).toMatch(/^legislator-pledges-.*\.csv$/);
    const legislatorLines = readFileSync(await legislatorsCsv.path(), "utf8").split(/\r?\n/);
    expect(legislatorLines[0]).toBe(
      "id,name,party,state,district_code,chamber,pledges,constituent_pledges,verified_constituent_pledges,has_acted",
    );
    expect(legislatorLines[1]).toContain(legislator.fullName);

    const [statesCsv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Per-state CSV" }).click(),
    ]);
    const stateLines = readFileSync(await statesCsv.path(), "utf8").split(/\r?\n/);
    expect(stateLines[0]).toBe(
      "state,name,pledges,constituent_pledges,verified_constituent_pledges,legislators_with_pledges",
    );
    expect(stateLines[1]).toMatch(new RegExp(`^${legislator.state},`));
  });
});

test.describe("the console on a phone", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("has no accessibility violations at 390 px on the login page, every tab and every dialog", async ({
    page,
  }) => {
    await visit(page, "/admin/login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "login");
    await signIn(page);
    await expect(page.getByRole("button", { name: `Edit ${legislator.fullName}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "console-top", false);
    await page.getByRole("tablist").evaluate((el) => el.scrollIntoView({ block: "start" }));
    await shot(page, "tab-legislators", false);
    // Editable lists are cards on a phone, each with its Edit button in view.
    await expect(page.getByRole("list", { name: "Legislators" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);

    await page.getByRole("button", { name: `Edit ${legislator.fullName}` }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "dialog-legislator", false);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const tabs: Array<[string, string, string, string]> = [
      ["Primary Elections", "Primary Elections", "elections", `Edit ${election.stateName}`],
      ["Pledge Stats", "Pledge Stats", "stats", ""],
      ["User Management", "User Management", "users", `Edit ${voters[0]!.name}`],
      ["Audit Log", "Audit Log", "audit", ""],
    ];
    for (const [tab, heading, name, editButton] of tabs) {
      await openTab(page, tab, heading);
      await page.waitForLoadState("networkidle");
      await expectNoAxeViolations(page);
      // What a phone shows of the tab: from the tab list down, one screen's worth.
      await page.getByRole("tablist").evaluate((el) => el.scrollIntoView({ block: "start" }));
      await shot(page, `tab-${name}`, false);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(390);
      if (name === "stats") {
        // A read-only table wider than the phone scrolls on its own, and says so.
        await expect(page.getByText("Scroll sideways to see every column.")).toBeVisible();
      }
      if (editButton) {
        await page.getByRole("button", { name: editButton }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoAxeViolations(page);
        await shot(page, `dialog-${name}`, false);
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
      }
    }
  });
});

test.describe("a signed-in administrator without a token", () => {
  test("is let in through their own session, and Logout ends it", async ({ page, context }) => {
    const admin = voters[2]!;
    // Signed in with their own account, as on the site's sign-in page.
    const login = await context.request.post("/api/login", {
      data: { email: admin.email, password: admin.password },
    });
    expect(login.status()).toBe(200);
    await visit(page, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(toast(page, "Admin access granted")).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    await expect.poll(async () => (await context.request.get("/api/user")).status()).toBe(401);
  });
});

test.describe("the administrator's own password", () => {
  test("is checked in the form, refused with the wrong current password, then changed", async ({ page }) => {
    await resumeConsole(page);
    await openTab(page, "User Management", "User Management");
    const form = page.getByRole("region", { name: "Change admin password" });
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(form.getByText("Current password is required")).toBeVisible();
    await expect(form.getByText("Password must be at least 8 characters")).toHaveCount(2);

    await form.getByLabel("Current password").fill("not my password");
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password").fill(`${NEW_PASSWORD}!`);
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(form.getByText("Passwords don't match")).toBeVisible();

    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(toast(page, "Password change failed")).toContainText("Current password is incorrect");

    await form.getByLabel("Current password").fill(ADMIN.password);
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(toast(page, "Password changed")).toContainText(
      "Your admin password has been updated successfully",
    );
    await expect(form.getByLabel("Current password")).toHaveValue("");
  });

  test("shows every edit in the audit log, with the values before and after", async ({ page }) => {
    await resumeConsole(page);
    await openTab(page, "Audit Log", "Audit Log");
    const table = page.getByRole("table");
    await expect(table.getByText("Changed their password")).toBeVisible();
    for (const text of [
      `Legislator ${legislator.fullName}`,
      "Pledges needed: (empty)",
      "Voted to certify the 2020 election",
      `Primary election ${election.stateName}`,
      "Aug 15, 2028",
      "Blake Renamed",
      "Role:",
    ]) {
      await expect(table).toContainText(text);
    }
    await expect(table.getByText("Administrator").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "tab-audit");
  });

  test("logs out: the token is gone and /admin asks for a login again", async ({ page }) => {
    await resumeConsole(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    await expect(toast(page, "Logged out")).toBeVisible();
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), ADMIN_SESSION_KEY))
      .toBeNull();
    await visit(page, "/admin");
    await expect(toast(page, "Authentication required")).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/login");

    // The new password works; the old one no longer does.
    await signIn(page, NEW_PASSWORD);
    await keepAdminSession(page);
  });
});

test.describe("the pledge figures", () => {
  test("show a new pledge in the cards and the table alike, without a reload", async ({ page, server }) => {
    await resumeConsole(page);
    await openTab(page, "Pledge Stats", "Pledge Stats");
    const overview = page.getByRole("region", { name: "Pledge Stats" });
    await expect(overview.locator("dd").first()).toHaveText("3");
    await openTab(page, "User Management", "User Management");

    await voterWithPledge(server, "Dana Pledger", legislator.id);
    await openTab(page, "Pledge Stats", "Pledge Stats");
    await expect(page.getByText(/Showing 1–4 of 4/)).toBeVisible();
    await expect(overview.locator("dd").first()).toHaveText("4");
  });
});
