import { readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminStats } from "#shared/admin";
import { formatNumber } from "#shared/format";
import type { Legislator } from "#shared/legislator";
import type { PrimaryElection } from "#shared/primary-election";
import { registration, sessionCookieFrom } from "../support/voters";
import type { TestPage, VIEWPORTS } from "./browser";
import { shoot } from "./browser";
import { expectNoAxeViolations, setUpE2eSession } from "./session";

// Screenshots for a person to look at; .scratch/ is git-ignored.
const SHOTS = ".scratch/admin-shots";
const ADMIN = { username: "admin", password: "correct horse battery staple" };
const NEW_PASSWORD = "a brand new console secret";
const LAST_ADMIN_MESSAGE = "This is the last active administrator";

// Reduced motion: a toast fading out while axe reads the page would count as low contrast.
const e2e = setUpE2eSession({ shots: SHOTS, reducedMotion: true });

let legislator: Legislator;
let election: PrimaryElection;
const voters: Array<{ email: string; password: string; name: string }> = [];
let desktop: TestPage;

async function api<T>(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: T; res: Response }> {
  const res = await fetch(new URL(path, e2e.server.url), {
    ...init,
    headers: { "Content-Type": "application/json", ...init.headers },
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, res };
}

/** A voter registered, signed in and pledged to `legislatorId` through the public API. */
async function voterWithPledge(name: string, legislatorId: number) {
  const body = registration({ name });
  expect((await api("/api/register", { method: "POST", body: JSON.stringify(body) })).status).toBe(201);
  const login = await api("/api/login", {
    method: "POST",
    body: JSON.stringify({ email: body.email, password: body.password }),
  });
  expect(login.status).toBe(200);
  const cookie = sessionCookieFrom(login.res.headers.getSetCookie());
  const pledge = await api("/api/pledges", {
    method: "POST",
    headers: { cookie },
    body: JSON.stringify({ legislatorId, shareOnSocial: name.startsWith("A") }),
  });
  expect(pledge.status).toBe(201);
  voters.push({ email: body.email, password: body.password, name });
}

async function open(viewport: keyof typeof VIEWPORTS): Promise<TestPage> {
  const testPage = await e2e.open(viewport);
  testPage.page.setDefaultTimeout(10_000);
  return testPage;
}

async function shot(page: Page, name: string, fullPage = true) {
  const width = page.viewportSize()?.width ?? 0;
  await shoot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage });
}

/**
 * A toast's title or description, by its exact text (by text, not role: the notification region is
 * hidden from the accessibility tree while a dialog is open).
 */
function toastTitled(page: Page, text: string): Locator {
  return page.locator("li[data-state=open]").getByText(text, { exact: true }).first();
}

async function signIn(page: Page, password = ADMIN.password) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
}

/** Opens a tab by clicking it and waits for its panel's heading. */
async function openTab(page: Page, name: string, heading: string) {
  await page.getByRole("tab", { name }).click();
  await page.getByRole("heading", { level: 2, name: heading }).waitFor();
}

function rowWith(scope: Page | Locator, header: string | RegExp): Locator {
  return scope.getByRole("row").filter({ has: scope.getByRole("rowheader", { name: header }) });
}

async function stats(page: Page): Promise<AdminStats> {
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem("pw_admin_session") ?? "{}").token,
  );
  return (await api<AdminStats>("/api/admin/stats", { headers: { Authorization: `Bearer ${token}` } })).body;
}

beforeAll(async () => {
  const { legislators } = (await api<{ legislators: Legislator[] }>("/api/legislators?party=Republican"))
    .body;
  legislator = legislators.find((l) => !l.isDelegate && l.keyFacts.length > 0)!;
  election = (await api<{ primaryElections: PrimaryElection[] }>("/api/primary-elections")).body
    .primaryElections[0]!;
  for (const name of ["Avery Pledger", "Blake Pledger", "Casey Pledger"]) {
    await voterWithPledge(name, legislator.id);
  }
});

describe("admin access", () => {
  it("sends a visitor without a token or an admin session to the login, saying why", async () => {
    const { page, problems } = await open("desktop");
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await toastTitled(page, "Authentication required").waitFor();
    await toastTitled(page, "Please log in to access the admin panel").waitFor();
    expect(problems).toEqual([]);
  });

  it("validates the login form, refuses a wrong password and lets the administrator in", async () => {
    desktop = await open("desktop");
    const { page } = desktop;
    await page.goto("/admin/login");
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    await page.getByText("restricted to authorized administrators").waitFor();
    expect(await page.title()).toBe("Admin Login · Pledge Watch");
    await expectNoAxeViolations(page);
    await shot(page, "login");

    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Username is required").waitFor();
    await page.getByText("Password is required").waitFor();
    expect(await page.getByLabel("Username").getAttribute("aria-invalid")).toBe("true");
    await shot(page, "login-errors");

    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await toastTitled(page, "Login failed").waitFor();
    await toastTitled(page, "Invalid username or password").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/login");

    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin");
    await toastTitled(page, "Login successful").waitFor();
    await toastTitled(page, "You are now logged in as an administrator").waitFor();
    // The token lives in this tab's sessionStorage only, never in localStorage.
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem("pw_admin_session"))).toMatch(/"token"/);
    // The site's header agrees: an administrator is signed in, to the console.
    const header = page.getByRole("banner");
    expect(await header.getByRole("link", { name: "Admin console" }).getAttribute("href")).toBe("/admin");
    expect(await header.getByRole("link", { name: /Login/ }).count()).toBe(0);
  });
});

describe("the console on a wide screen", () => {
  it("shows live totals, keeps the tab in the URL and passes axe on every tab", async () => {
    const { page } = desktop;
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
    expect(await page.locator("h1").count()).toBe(1);

    // Legislators: most pledged first, with the progress column.
    await page.getByRole("heading", { level: 2, name: "Legislators" }).waitFor();
    const firstRow = page.getByRole("row").nth(1);
    await firstRow.getByRole("rowheader", { name: legislator.fullName }).waitFor();
    expect(await firstRow.textContent()).toContain("No goal set");
    await expectNoAxeViolations(page);
    await shot(page, "tab-legislators", false);

    const search = page.getByLabel("Search legislators");
    await search.fill("zzzz no such member");
    await page.getByText("No legislators found").waitFor();
    await search.fill(legislator.lastName);
    await rowWith(page, legislator.fullName).waitFor();
    await search.fill("");

    // Arrow keys move between tabs (and open them); the URL follows.
    await page.getByRole("tab", { name: "Legislators" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.getByRole("heading", { level: 2, name: "Primary Elections" }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get("tab")).toBe("elections");
    await rowWith(page, new RegExp(election.stateName)).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, "tab-elections", false);

    await openTab(page, "Pledge Stats", "Pledge Stats");
    await page.getByRole("heading", { name: "Top 5 states" }).waitFor();
    await page.getByRole("table").getByText(voters[0]!.email).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, "tab-stats");

    await openTab(page, "User Management", "User Management");
    await page.getByRole("table").getByText(voters[0]!.email).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, "tab-users");

    await openTab(page, "Audit Log", "Audit Log");
    await page.getByText("No admin actions recorded yet").waitFor();
    await expectNoAxeViolations(page);
    expect(new URL(page.url()).searchParams.get("tab")).toBe("audit");

    // A reload keeps both the tab and the administrator (the token survives in sessionStorage).
    await page.reload();
    await page.getByRole("heading", { level: 2, name: "Audit Log" }).waitFor();
    expect(await page.getByRole("tab", { name: "Audit Log" }).getAttribute("aria-selected")).toBe("true");
    expect(desktop.problems).toEqual([]);
  });

  it("edits a legislator's key facts and pledge goal; the list shows the new progress", async () => {
    const { page } = desktop;
    await openTab(page, "Legislators", "Legislators");
    await page.getByRole("button", { name: `Edit ${legislator.fullName}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${legislator.fullName}` });
    await dialog.waitFor();
    const facts = dialog.getByRole("listitem");
    expect(await facts.count()).toBe(legislator.keyFacts.length);
    expect(await facts.first().textContent()).toContain(legislator.keyFacts[0]);
    const yearOptions = await dialog.getByLabel("Next primary year").locator("option").allTextContents();
    expect(yearOptions).toEqual(["Not set", "2024", "2026", "2028", "2030", "2032"]);
    await expectNoAxeViolations(page);
    await shot(page, "dialog-legislator", false);

    // Blank text adds nothing; a fact is trimmed; one is removed.
    await dialog.getByRole("button", { name: "Add" }).click();
    await dialog.getByText("Enter the key fact to add").waitFor();
    await dialog.getByLabel("New key fact").fill("   Voted to certify the 2020 election   ");
    await dialog.getByLabel("New key fact").press("Enter");
    await dialog.getByRole("button", { name: "Remove key fact 1" }).click();
    expect(await facts.count()).toBe(legislator.keyFacts.length);
    expect(await facts.last().textContent()).toContain("Voted to certify the 2020 election");

    await dialog.getByLabel("Pledges needed").fill("2.5");
    await dialog.getByLabel("Opposition probability (%)").fill("101");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.getByText("Pledges needed must be a whole number").waitFor();
    await dialog.getByText("Opposition probability must be between 0 and 100").waitFor();
    await dialog.getByLabel("Pledges needed").fill("4");
    await dialog.getByLabel("Opposition probability (%)").fill("35");
    await dialog.getByLabel("Next primary year").selectOption("2028");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.waitFor({ state: "detached" });
    await toastTitled(page, "Legislator updated").waitFor();

    const row = rowWith(page, legislator.fullName);
    const bar = row.getByRole("progressbar", { name: `Pledge progress for ${legislator.fullName}` });
    await bar.waitFor();
    expect(await bar.getAttribute("aria-valuenow")).toBe("75");
    expect(await row.textContent()).toContain("75% of 4 needed");

    // Opening again starts from the saved values.
    await page.getByRole("button", { name: `Edit ${legislator.fullName}` }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel("Pledges needed").inputValue()).toBe("4");
    expect(await dialog.getByLabel("Next primary year").inputValue()).toBe("2028");
    expect(await facts.last().textContent()).toContain("Voted to certify the 2020 election");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // Focus goes back to the button that opened the dialog.
    expect(
      await page
        .getByRole("button", { name: `Edit ${legislator.fullName}` })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
  });

  it("edits a state's primary date with the date picker", async () => {
    const { page } = desktop;
    await openTab(page, "Primary Elections", "Primary Elections");
    await page.getByRole("button", { name: `Edit ${election.stateName}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${election.stateName} primary` });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Primary date").getAttribute("type")).toBe("date");
    expect(await dialog.getByLabel("Primary date").inputValue()).toBe(election.primaryDate ?? "");
    await dialog.getByText("sanitises").waitFor();
    await expectNoAxeViolations(page);
    await shot(page, "dialog-election", false);

    await dialog.getByLabel("Registration URL").fill("not a web address");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.getByText("Please enter a valid URL").waitFor();
    await dialog.getByLabel("Registration URL").fill(election.registrationUrl ?? "");
    await dialog.getByLabel("Primary date").fill("2028-08-15");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.waitFor({ state: "detached" });
    await toastTitled(page, "Primary election updated").waitFor();
    await expect
      .poll(() => rowWith(page, new RegExp(election.stateName)).textContent())
      .toContain("Aug 15, 2028");
  });

  it("edits a user's name, and shows the server's refusal to deactivate the only admin", async () => {
    const { page } = desktop;
    await openTab(page, "User Management", "User Management");
    const voter = voters[1]!;
    await page.getByLabel("Search users").fill(voter.email);
    await expect.poll(() => page.getByRole("table").getByRole("row").count()).toBe(2);
    await page.getByRole("button", { name: `Edit ${voter.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit user" });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Email").inputValue()).toBe(voter.email);
    await expectNoAxeViolations(page);
    await shot(page, "dialog-user", false);

    await dialog.getByLabel("Name").fill("B");
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.getByText("Name must be at least 2 characters").waitFor();
    await dialog.getByText("Please enter a valid email address").waitFor();
    await dialog.getByLabel("Email").fill(voter.email);
    await dialog.getByLabel("Name").fill("Blake Renamed");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.waitFor({ state: "detached" });
    await toastTitled(page, "User updated").waitFor();
    await rowWith(page, "Blake Renamed").waitFor();
    voter.name = "Blake Renamed";

    // The only administrator cannot be deactivated: the server says why, in the dialog.
    await page.getByLabel("Search users").fill("admin.invalid");
    await rowWith(page, /Administrator/).waitFor();
    await page.getByRole("button", { name: "Edit Administrator" }).click();
    await dialog.waitFor();
    await dialog.getByRole("checkbox", { name: "Account active" }).click();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.getByRole("alert").getByText(LAST_ADMIN_MESSAGE).waitFor();
    await toastTitled(page, "Update failed").waitFor();
    await shot(page, "dialog-user-last-admin", false);
    // (Escape would first close the toast, the newest layer; Cancel closes the dialog.)
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await rowWith(page, /Administrator/).textContent()).toContain("Active");

    // Make the third voter an administrator, for the session test below.
    const third = voters[2]!;
    await page.getByLabel("Search users").fill(third.email);
    await rowWith(page, third.name).waitFor();
    await page.getByRole("button", { name: `Edit ${third.name}` }).click();
    await dialog.waitFor();
    await dialog.getByLabel("Role").selectOption("admin");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => rowWith(page, third.name).textContent()).toContain("Admin");
  });

  it("lists and searches pledges page by page and downloads both CSV exports", async () => {
    const { page } = desktop;
    await openTab(page, "Pledge Stats", "Pledge Stats");
    const overview = page.getByRole("region", { name: "Pledge Stats" });
    await expect
      .poll(() => overview.locator("dd").allTextContents())
      // Total, from constituents (depends on where the legislator sits), voters, average, members.
      .toEqual(["3", expect.stringMatching(/^[0-3]$/), "3", expect.any(String), "1"]);
    const average = (await overview.locator("dd").nth(3).textContent()) ?? "";
    expect(average).toMatch(/^\d+\.\d{2}$/);
    const recent = page.getByRole("heading", { name: "Most recent pledges" }).locator("..");
    for (const voter of voters) expect(await recent.textContent()).toContain(voter.email);
    await page.getByText(/Showing 1–3 of 3/).waitFor();

    await page.getByLabel("Search pledges").fill(voters[0]!.email);
    await page.getByText(/Showing 1–1 of 1/).waitFor();
    await page.getByLabel("Search pledges").fill("nobody-at-all@example.org");
    await page.getByText("No pledges found").waitFor();

    const [legislatorsCsv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Per-legislator CSV" }).click(),
    ]);
    expect(legislatorsCsv.suggestedFilename()).toMatch(/^legislator-pledges-.*\.csv$/);
    const legislatorLines = readFileSync((await legislatorsCsv.path())!, "utf8").split(/\r?\n/);
    expect(legislatorLines[0]).toBe(
      "id,name,party,state,district_code,chamber,pledges,constituent_pledges,verified_constituent_pledges,has_acted",
    );
    expect(legislatorLines[1]).toContain(legislator.fullName);

    const [statesCsv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Per-state CSV" }).click(),
    ]);
    const stateLines = readFileSync((await statesCsv.path())!, "utf8").split(/\r?\n/);
    expect(stateLines[0]).toBe(
      "state,name,pledges,constituent_pledges,verified_constituent_pledges,legislators_with_pledges",
    );
    expect(stateLines[1]).toMatch(new RegExp(`^${legislator.state},`));
  });
});

describe("the console on a phone", () => {
  it("has no accessibility violations at 390 px on the login page, every tab and every dialog", async () => {
    const { page, problems } = await open("mobile");
    await page.goto("/admin/login");
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, "login");
    await signIn(page);
    await page.getByRole("button", { name: `Edit ${legislator.fullName}` }).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, "console-top", false);
    await page.getByRole("tablist").evaluate((el) => el.scrollIntoView({ block: "start" }));
    await shot(page, "tab-legislators", false);
    // Editable lists are cards on a phone, each with its Edit button in view.
    await page.getByRole("list", { name: "Legislators" }).waitFor();
    expect(await page.getByRole("table").count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole("button", { name: `Edit ${legislator.fullName}` }).click();
    await page.getByRole("dialog").waitFor();
    await expectNoAxeViolations(page);
    await shot(page, "dialog-legislator", false);
    await page.keyboard.press("Escape");

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
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (name === "stats") {
        // A read-only table wider than the phone scrolls on its own, and says so.
        await page.getByText("Scroll sideways to see every column.").waitFor();
      }
      if (editButton) {
        await page.getByRole("button", { name: editButton }).click();
        await page.getByRole("dialog").waitFor();
        await expectNoAxeViolations(page);
        await shot(page, `dialog-${name}`, false);
        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "detached" });
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("a signed-in administrator without a token", () => {
  it("is let in through their own session, and Logout ends it", async () => {
    const { page } = await open("desktop");
    const admin = voters[2]!;
    await page.goto("/");
    const status = await page.evaluate(
      async ({ email, password }) =>
        (
          await fetch("/api/login", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ email, password }),
          })
        ).status,
      admin,
    );
    expect(status).toBe(200);
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
    await toastTitled(page, "Admin access granted").waitFor();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    expect(await page.evaluate(() => fetch("/api/user").then((r) => r.status))).toBe(401);
  });
});

describe("the administrator's own password", () => {
  it("is checked in the form, refused with the wrong current password, then changed", async () => {
    const { page } = desktop;
    await openTab(page, "User Management", "User Management");
    const form = page.getByRole("region", { name: "Change admin password" });
    await form.getByRole("button", { name: "Change Password" }).click();
    await form.getByText("Current password is required").waitFor();
    expect(await form.getByText("Password must be at least 8 characters").count()).toBe(2);

    await form.getByLabel("Current password").fill("not my password");
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password").fill(`${NEW_PASSWORD}!`);
    await form.getByRole("button", { name: "Change Password" }).click();
    await form.getByText("Passwords don't match").waitFor();

    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change Password" }).click();
    await toastTitled(page, "Password change failed").waitFor();
    await toastTitled(page, "Current password is incorrect").waitFor();

    await form.getByLabel("Current password").fill(ADMIN.password);
    await form.getByRole("button", { name: "Change Password" }).click();
    await toastTitled(page, "Password changed").waitFor();
    await toastTitled(page, "Your admin password has been updated successfully").waitFor();
    await expect.poll(() => form.getByLabel("Current password").inputValue()).toBe("");
  });

  it("shows every edit in the audit log, with the values before and after", async () => {
    const { page } = desktop;
    await openTab(page, "Audit Log", "Audit Log");
    const table = page.getByRole("table");
    await table.getByText("Changed their password").waitFor();
    const text = (await table.textContent()) ?? "";
    expect(text).toContain(`Legislator ${legislator.fullName}`);
    expect(text).toContain("Pledges needed: (empty)");
    expect(text).toContain("Voted to certify the 2020 election");
    expect(text).toContain(`Primary election ${election.stateName}`);
    expect(text).toContain("Aug 15, 2028");
    expect(text).toContain("Blake Renamed");
    expect(text).toContain("Role:");
    expect(await table.getByText("Administrator").count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await shot(page, "tab-audit");
  });

  it("logs out: the token is gone and /admin asks for a login again", async () => {
    const { page, problems } = desktop;
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    await toastTitled(page, "Logged out").waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("pw_admin_session"))).toBeNull();
    await page.goto("/admin");
    await toastTitled(page, "Authentication required").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/login");

    // The new password works; the old one no longer does.
    await signIn(page, NEW_PASSWORD);
    expect(problems).toEqual([]);
  });
});

describe("the pledge figures", () => {
  it("show a new pledge in the cards and the table alike, without a reload", async () => {
    const { page } = desktop;
    await openTab(page, "Pledge Stats", "Pledge Stats");
    const overview = page.getByRole("region", { name: "Pledge Stats" });
    await expect.poll(() => overview.locator("dd").first().textContent()).toBe("3");
    await openTab(page, "User Management", "User Management");

    await voterWithPledge("Dana Pledger", legislator.id);
    await openTab(page, "Pledge Stats", "Pledge Stats");
    await page.getByText(/Showing 1–4 of 4/).waitFor();
    await expect.poll(() => overview.locator("dd").first().textContent()).toBe("4");
  });
});
