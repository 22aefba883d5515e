import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { CommunicationTemplates } from "#shared/communication-templates";
import type { Legislator } from "#shared/legislator";
import type { PrimaryElection } from "#shared/primary-election";
import { localCalendarDay } from "#shared/rules/dates";
import { primaryDateDisplay } from "#shared/rules/primary-date";
import { pledgeTallyText } from "#web/entities/legislators/pledge-tally";
import { splitKeyFact } from "#web/lib/display/key-facts";
import { registration } from "../support/voters";
import { shoot, type TestPage, VIEWPORTS } from "./browser";
import { expectNoAxeViolations, setUpE2eSession } from "./session";

// A legislator's profile: what it shows for a Republican senator, a House Democrat and a delegate,
// the share dialog, the message tabs, one-click pledging and the calendar entry.
const SHOTS = ".scratch/legislators-shots";

const e2e = setUpE2eSession({ shots: SHOTS });
const { open, getJson } = e2e;

let all: Legislator[];
let elections: PrimaryElection[];
let senator: Legislator; // Lisa Murkowski: a Republican senator with a record of crossing Trump
let closedSenator: Legislator; // a Republican senator from a state with a closed primary
let maineSenator: Legislator; // Susan Collins: Maine's primary is open to unaffiliated voters only
let houseDemocrat: Legislator;
let delegate: Legislator; // a Republican delegate: no vote on impeachment, no thresholds

/** A screenshot for a person to look at; whole pages from the top, so the sticky header sits where it belongs. */
async function shot(page: Page, path: string, fullPage = false) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, { path, fullPage });
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const section = (page: Page, title: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
const notifications = (page: Page) => page.getByRole("region", { name: /notifications/i });
const toast = (page: Page, text: string) => notifications(page).getByText(text, { exact: true });

/** What the page should show as the seat's primary date, by the same rule, on today's date. */
function expectedPrimary(legislator: Legislator): string {
  const election = elections.find((e) => e.state === legislator.state);
  const display = primaryDateDisplay(election?.primaryDate ?? null, legislator, localCalendarDay());
  return display.label;
}

async function openProfile(page: Page, legislator: Legislator) {
  await page.goto(`/legislators/${legislator.slug}`);
  await h1(page).filter({ hasText: legislator.fullName }).waitFor();
}

/** The tests of one viewport share a tab; each can still run alone. */
async function onProfile(page: Page, legislator: Legislator) {
  if (new URL(page.url(), e2e.server.url).pathname !== `/legislators/${legislator.slug}`)
    await openProfile(page, legislator);
}

beforeAll(async () => {
  ({ legislators: all } = await getJson<{ legislators: Legislator[] }>("/api/legislators"));
  ({ primaryElections: elections } = await getJson<{ primaryElections: PrimaryElection[] }>(
    "/api/primary-elections",
  ));
  const closedStates = new Set(elections.filter((e) => e.primaryType === "closed").map((e) => e.state));
  senator = all.find((l) => l.slug === "lisa-murkowski")!;
  closedSenator = all.find((l) => l.type === "sen" && l.party === "Republican" && closedStates.has(l.state))!;
  maineSenator = all.find((l) => l.type === "sen" && l.state === "ME" && l.party === "Republican")!;
  houseDemocrat = all.find((l) => l.type === "rep" && l.party === "Democrat" && !l.isDelegate)!;
  delegate = all.find((l) => l.isDelegate && l.party === "Republican" && l.pledgeThresholds === null)!;
});

describe.each(["desktop", "mobile"] as const)("a profile on %s", (viewport) => {
  const width = VIEWPORTS[viewport].width;
  let tab: TestPage;

  beforeAll(async () => {
    tab = await open(viewport);
    await tab.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.server.url });
  });

  it("shows a Republican senator's record, score, gauge, key facts and primary date", async () => {
    const { page, problems } = tab;
    await openProfile(page, senator);
    expect(await page.title()).toBe("Sen. Lisa Murkowski · Pledge Watch");
    expect(await page.locator("h1").count()).toBe(1);
    await page.getByRole("heading", { level: 2, name: "Help Lisa Murkowski vote without fear" }).waitFor();
    expect(await page.getByRole("link", { name: /Make Your Pledge Now/ }).getAttribute("href")).toBe(
      `/pledge?legislator=${senator.id}`,
    );

    // Left column: the primary (expected, with its note), the count and the pledge button.
    await expect.poll(() => page.getByTestId("primary-date").textContent()).toBe(expectedPrimary(senator));
    await page.getByText("* Estimated: the year of the next regular primary").first().waitFor();
    // Constituents and others apart, e.g. "No pledges yet" or "3 constituents · 12 from elsewhere".
    expect(await page.getByTestId("pledge-count").textContent()).toContain(pledgeTallyText(senator));
    expect(
      await page
        .getByRole("link", { name: "Pledge Your Support for Lisa Murkowski" })
        .first()
        .getAttribute("href"),
    ).toBe(`/pledge?legislator=${senator.id}`);

    // Right column: biography, politics with the PVI-style partisan lean, links.
    const political = section(page, "Political Information");
    expect(await political.textContent()).toContain(`Partisan lean (PVI-style)${senator.cookPvi}`);
    expect(await political.textContent()).toContain("Class 3");
    expect(await section(page, "Biographical Information").textContent()).toContain("May 22, 1957");
    expect(
      await section(page, "Website and Social Media")
        .getByRole("link", { name: /Official website/ })
        .getAttribute("href"),
    ).toBe(senator.url);

    // Persuadability: label, gauge (arc of 251.2, full for a score of 100) and every key fact with its source.
    const persuadability = section(page, "Persuadability");
    await persuadability.getByText("Highly Persuadable").waitFor();
    const gauge = persuadability.getByRole("img", { name: "Persuadability score: 100 out of 100" });
    expect(await gauge.locator("[data-testid=gauge-arc]").getAttribute("stroke-dasharray")).toBe("251.2");
    expect(await gauge.locator("[data-testid=gauge-arc]").getAttribute("stroke-dashoffset")).toBe("0");
    for (const fact of senator.keyFacts) {
      const { text, source } = splitKeyFact(fact);
      await persuadability.getByText(text, { exact: true }).waitFor();
      expect(source).not.toBeNull();
      await persuadability.getByText(`Source: ${source}`, { exact: true }).waitFor();
    }
    const meter = persuadability.getByRole("meter", { name: "Constituent pledges toward Safe Impact" });
    expect(await meter.getAttribute("aria-valuemax")).toBe(String(senator.pledgeThresholds!.safe));
    expect(await persuadability.textContent()).toContain("Limited Impact");

    // The data's date under the name, whose link opens the sources note at the foot of the page.
    const dateLine = page.locator("header p", { hasText: "Data as of June 15, 2026" });
    await dateLine.waitFor();
    await dateLine.getByRole("link", { name: "sources" }).click();
    await page.getByText("Voteview", { exact: true }).first().waitFor();
    await page.getByText("Sources and method: how these figures are made").waitFor();

    await expectNoAxeViolations(page);
    await shot(page, `${SHOTS}/profile-republican-senator-${width}.png`, true);
    expect(problems).toEqual([]);
  });

  it("explains the PVI-style partisan lean in a tooltip that opens from the keyboard", async () => {
    const { page } = tab;
    await onProfile(page, senator);
    const button = page.getByRole("button", { name: "What the partisan lean (PVI-style) means" });
    await button.focus();
    const tip = page.getByRole("tooltip");
    await tip.waitFor();
    expect(await tip.textContent()).toContain("7 points more Republican than the nation");
    expect(await tip.textContent()).toContain("averaging the 2020 and 2024 presidential results equally");
    expect(await tip.textContent()).toContain("averaged with equal weight");
    await page.keyboard.press("Escape");
    await tip.waitFor({ state: "detached" });
  });

  it("switches between the message tabs and copies a message", async () => {
    const { page } = tab;
    await onProfile(page, senator);
    const tools = section(page, "Communication Tools");
    const templates = await getJson<{ templates: CommunicationTemplates }>(
      `/api/communication-templates/${senator.id}`,
    );
    const tabs = tools.getByRole("tablist", { name: "Message type" });
    await tabs.getByRole("tab", { name: "Email" }).waitFor();
    expect(await tools.getByRole("tabpanel").textContent()).toContain(templates.templates.email.subject);
    const mailto = await tools.getByRole("link", { name: "Open in email app" }).getAttribute("href");
    expect(mailto).toMatch(/^mailto:\?subject=Senator%20Murkowski/);

    const letter = tabs.getByRole("tab", { name: "Letter" });
    await letter.click();
    expect(await tools.getByRole("tabpanel").textContent()).toContain("The Honorable Lisa Murkowski");
    // Arrow keys move between tabs.
    await letter.press("ArrowRight");
    await expect
      .poll(() => tabs.getByRole("tab", { name: "Tweet" }).getAttribute("aria-selected"))
      .toBe("true");
    const tweet = (await tools.getByRole("tabpanel").locator("div").first().textContent()) ?? "";
    expect(tweet).toContain("@LisaMurkowski");
    expect(tweet.endsWith("#PledgeWatch #Accountability")).toBe(true);
    expect(Array.from(tweet).length).toBeLessThanOrEqual(170);

    await tabs.getByRole("tab", { name: "Phone Script" }).click();
    expect(await tools.getByRole("link", { name: "Call (202) 224-6665" }).getAttribute("href")).toBe(
      "tel:+12022246665",
    );
    await tools.getByRole("button", { name: "Copy script" }).click();
    await tools.getByRole("button", { name: "Copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(templates.templates.phone);
    await expectNoAxeViolations(page);
  });

  it("shares through a dialog: copy the link, a suggested message and the networks", async () => {
    const { page } = tab;
    await onProfile(page, senator);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Share Lisa Murkowski's profile" });
    await dialog.waitFor();
    const url = `${e2e.server.url}/legislators/${senator.slug}`;
    expect(await dialog.getByLabel("Link to this page").inputValue()).toBe(url);
    expect(await dialog.getByLabel("Suggested message").inputValue()).toContain(
      "#ImpeachmentPledge #Constitution",
    );
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await dialog.getByRole("button", { name: "Copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // The page behind the dialog is hidden from screen readers, toasts included: the dialog says it itself.
    await dialog.getByRole("status").filter({ hasText: "Link copied" }).waitFor();
    for (const network of ["X (Twitter)", "Facebook", "Bluesky"]) {
      await dialog.getByRole("button", { name: network }).waitFor();
    }
    await expectNoAxeViolations(page);
    await shot(page, `${SHOTS}/profile-share-dialog-${width}.png`);
    // 'Copied' lasts two seconds.
    await dialog.getByRole("button", { name: "Copy link" }).waitFor({ timeout: 4000 });
    // Escape closes the top layer first: the 'Copied to clipboard' toast if it is still up, then the dialog.
    for (let press = 0; press < 3 && (await dialog.count()) > 0; press++) {
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached", timeout: 1000 }).catch(() => undefined);
    }
    expect(await dialog.count()).toBe(0);
    expect(
      await page
        .getByRole("button", { name: "Share", exact: true })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
  });

  it("puts a call one tap away on phones, with the phone script beside the number", async () => {
    const { page } = tab;
    await onProfile(page, senator);
    await page.evaluate(() => window.scrollTo(0, 0));
    const call = page.getByRole("button", { name: "Call Sen. Murkowski" });
    if (viewport === "desktop") {
      await call.waitFor({ state: "hidden" });
      return;
    }
    await call.click();
    const sheet = page.getByRole("dialog", { name: "Call Lisa Murkowski's office" });
    const dial = sheet.getByRole("link", { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ });
    expect(await dial.getAttribute("href")).toMatch(/^tel:\+?1?\d{10}$/);
    await sheet.getByText("What to say").waitFor();
    await sheet.getByText(/I'm calling to ask .* to commit publicly to/).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, `${SHOTS}/profile-call-sheet-${width}.png`);
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });
  });

  it("warns Republicans' would-be voters about a closed primary", async () => {
    const { page } = tab;
    await openProfile(page, closedSenator);
    const note = page.getByTestId("primary-access-note");
    await note.getByText("Closed primary.").waitFor();
    expect(await note.textContent()).toContain(
      "Voters registered in another party must change their registration to Republican by the state's deadline for party changes.",
    );
  });

  it("tells Maine's would-be Republican voters what each registration must do, with no carried-over month", async () => {
    const { page } = tab;
    await openProfile(page, maineSenator);
    const note = page.getByTestId("primary-access-note");
    await note.getByText("Semi-closed primary.").waitFor();
    const text = await note.textContent();
    expect(text).toContain(
      "Unaffiliated voters may choose the Republican ballot without changing their registration.",
    );
    expect(text).toContain("Voters registered in another party must change their registration to Republican");
    const rules = page.getByTestId("registration-rules");
    expect(await rules.count()).toBe(1);
    expect(await page.locator("main dt", { hasText: "Party registration required" }).count()).toBe(0);
    await expect
      .poll(() => page.getByTestId("primary-date").textContent())
      .toBe(expectedPrimary(maineSenator));
    expect(await page.getByTestId("primary-date").textContent()).toMatch(
      /^(Expected \d{4}\*|[A-Z][a-z]+ \d{1,2}, \d{4}|TBD)$/,
    );
  });

  it("shows a House Democrat without the persuadability card or the Republican banner", async () => {
    const { page, problems } = tab;
    await openProfile(page, houseDemocrat);
    await section(page, "Political Information").getByText(`District ${houseDemocrat.district}`).waitFor();
    await expect
      .poll(() => page.getByTestId("primary-date").textContent())
      .toBe(expectedPrimary(houseDemocrat));
    expect(await section(page, "Persuadability").count()).toBe(0);
    expect(await page.getByText(/vote without fear/).count()).toBe(0);
    await section(page, "Communication Tools").getByRole("tab", { name: "Email" }).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, `${SHOTS}/profile-house-democrat-${width}.png`, true);
    expect(problems).toEqual([]);
  });

  it("shows a delegate's score, with the impact meter not available and no pledge to make", async () => {
    const { page } = tab;
    await openProfile(page, delegate);
    const persuadability = section(page, "Persuadability");
    await persuadability.getByText(/Impact estimate not available/).waitFor();
    expect(await persuadability.getByRole("meter").count()).toBe(0);
    // No primary data for a territory, but the seat's next primary year is known.
    await expect
      .poll(() => page.getByTestId("primary-date").textContent())
      .toBe(`Expected ${delegate.nextPrimaryYear}*`);
    expect(await page.getByRole("link", { name: /Pledge Your Support/ }).count()).toBe(0);
    await page.getByText(/is a non-voting delegate: they serve on committees/).waitFor();
    expect(await section(page, "Political Information").textContent()).toContain(
      "Partisan lean (PVI-style)Not available",
    );
    await section(page, "Communication Tools").getByRole("tab", { name: "Email" }).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, `${SHOTS}/profile-delegate-${width}.png`, true);
  });

  it("shows the error card for an unknown legislator, with a way back", async () => {
    const { page } = tab;
    await page.goto("/legislators/no-such-member");
    const alert = page.getByRole("alert").filter({ hasText: "Error loading legislator information." });
    await alert.waitFor();
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.title()).toBe("Legislator not found · Pledge Watch");
    await expectNoAxeViolations(page);
    await shot(page, `${SHOTS}/profile-not-found-${width}.png`);
    await alert.getByRole("link", { name: "Return to Legislators" }).click();
    await page.waitForURL((u) => u.pathname === "/legislators");
  });
});

describe("loading and failure", () => {
  // A profile opened at its slug arrives rendered (public-pages.e2e.test.ts); one opened at its
  // number is loaded in the browser.
  it("shows a skeleton while loading and the error card when the server fails", async () => {
    const { page } = await open("desktop");
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api/legislators/${senator.id}`, async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"message":"Internal error"}',
      });
    });
    await page.goto(`/legislators/${senator.id}`);
    await page
      .getByRole("status")
      .filter({ hasText: "Loading the legislator's profile" })
      .waitFor({ state: "attached" });
    await expectNoAxeViolations(page);
    await shot(page, `${SHOTS}/profile-loading-1280.png`);
    release();
    await page.getByRole("alert").filter({ hasText: "Error loading legislator information." }).waitFor();
    await page.getByText("Please try again later.").waitFor();
  });

  it("goes back to where the visitor came from, or to the list when opened directly", async () => {
    const { page } = await open("mobile");
    await page.goto("/legislators?state=AK");
    await page.getByRole("link", { name: senator.fullName, exact: true }).click();
    await h1(page).filter({ hasText: senator.fullName }).waitFor();
    await page.getByRole("button", { name: "Back" }).click();
    await page.waitForURL((u) => u.pathname === "/legislators" && u.search === "?state=AK");

    await page.goto(`/legislators/${senator.slug}`);
    await page.getByRole("button", { name: "Back" }).click();
    await page.waitForURL((u) => u.pathname === "/legislators" && u.search === "");
  });
});

/** Registers a new voter and signs in from the page itself, so the browser holds the session cookie. */
async function signInFromPage(page: Page, name: string) {
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
  }, registration({ name }));
  expect(failure).toBeNull();
}

describe("a signed-in voter on a profile", () => {
  it("is told plainly when they live outside the seat, and promises only what they can", async () => {
    const { page, problems } = await open("mobile");
    await signInFromPage(page, "Ollie Outsider");
    const texan = all.find((l) => l.state === "TX" && l.type === "sen" && l.inOffice)!;
    await openProfile(page, texan);
    await page.getByRole("button", { name: `Make Your Pledge Now for ${texan.fullName}` }).click();
    const dialog = page.getByRole("dialog", { name: `Your pledge to ${texan.fullName}` });
    await dialog
      .getByText(`You live outside Texas, so you cannot vote in ${texan.fullName}'s primary.`)
      .waitFor();
    await dialog
      .getByText(`I live outside the seat of ${texan.fullName}, so I cannot vote in their primary.`)
      .waitFor();
    expect(await dialog.getByText(/I pledge to vote for/).count()).toBe(0);
    await expectNoAxeViolations(page);
    await shot(page, `${SHOTS}/profile-pledge-outside-390.png`);
    await dialog.getByRole("button", { name: "Not now" }).click();
    expect(problems).toEqual([]);
  });

  it("pledges in one click, is thanked, and adds the primary to a calendar", async () => {
    const { page, context, problems } = await open("desktop");
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.server.url });
    await signInFromPage(page, "Dana Profile-Pledger");
    await openProfile(page, senator);

    // Messages are filled in from the voter's profile.
    const tools = section(page, "Communication Tools");
    await expect
      .poll(async () => (await tools.getByRole("tabpanel").textContent()) ?? "")
      .toContain("Dana Profile-Pledger");
    await tools.getByRole("button", { name: "Copy email" }).click();
    await tools.getByRole("button", { name: "Copied" }).waitFor();
    await expect
      .poll(() => page.evaluate(() => fetch("/api/user/engagement").then((r) => r.json())))
      .toMatchObject({ engagement: { hasEmailedLegislator: true } });

    await page.getByRole("button", { name: "Make Your Pledge Now for Lisa Murkowski" }).click();
    const dialog = page.getByRole("dialog", { name: "Your pledge to Lisa Murkowski" });
    await dialog.getByText(/This pledge applies only if they take that action\./).waitFor();
    await dialog.getByRole("button", { name: "I make this pledge" }).click();
    await toast(page, "Pledge Added").waitFor();
    await page
      .getByRole("heading", { level: 2, name: "Thank you for pledging to support Lisa Murkowski" })
      .waitFor();
    expect(await page.getByText(/vote without fear/).count()).toBe(0);
    // At once the page shows the count the pledge left: an Alaskan's pledge is a constituent's.
    const counted = {
      pledgeCount: senator.pledgeCount + 1,
      constituentPledgeCount: senator.constituentPledgeCount + 1,
    };
    await expect
      .poll(() => page.getByTestId("pledge-count").textContent(), { timeout: 10_000 })
      .toContain(pledgeTallyText(counted));

    // Every 2026 primary is past, so the date is only expected: no calendar button, but a line
    // that says so, and the state's rules instead.
    await page
      .getByTestId("primary-not-announced")
      .filter({ hasText: /^The \d{4} primary date has not been announced yet\./ })
      .waitFor();
    expect(await page.getByRole("button", { name: /Add Primary to Calendar|Download \.ics/ }).count()).toBe(
      0,
    );
    expect(await page.getByRole("link", { name: /Add Primary to Calendar/ }).count()).toBe(0);
    await page.getByRole("link", { name: "check who may vote in Alaska's Republican primary" }).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, `${SHOTS}/profile-pledged-1280.png`, true);

    // Once the state announces its date, the calendar link and the .ics file carry it. The page
    // is reached from the list, so that the browser asks for the election (a profile opened
    // directly arrives with it).
    await page.route("**/api/primary-elections?state=AK", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { primaryElection: PrimaryElection };
      await route.fulfill({
        response,
        json: { primaryElection: { ...body.primaryElection, primaryDate: "2028-08-15" } },
      });
    });
    await page.goto("/legislators?state=AK");
    await page.getByRole("link", { name: senator.fullName, exact: true }).click();
    await page.getByTestId("primary-date").filter({ hasText: "August 15, 2028" }).waitFor();
    const link = page.getByRole("link", { name: /Add Primary to Calendar/ });
    const calendarUrl = new URL((await link.getAttribute("href"))!);
    expect(calendarUrl.searchParams.get("dates")).toBe("20280815/20280816");
    expect(calendarUrl.searchParams.get("text")).toBe("Alaska primary election");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download .ics file" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("ak-primary-2028-08-15.ics");
    const ics = readFileSync((await download.path())!, "utf8");
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("DTSTART;VALUE=DATE:20280815");
    expect(ics).toContain("DTEND;VALUE=DATE:20280816");
    expect(ics).toContain("SUMMARY:Alaska primary election");
    expect(problems).toEqual([]);
  });
});
