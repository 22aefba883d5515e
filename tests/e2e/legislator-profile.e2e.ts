import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { CommunicationTemplates } from "#shared/communication-templates";
import type { Legislator } from "#shared/legislator";
import type { PrimaryElection } from "#shared/primary-election";
import { localCalendarDay } from "#shared/rules/dates";
import { primaryDateDisplay } from "#shared/rules/primary-date";
import { pledgeTallyText } from "#web/entities/legislators/pledge-tally";
import { splitKeyFact } from "#web/lib/display/key-facts";
import { entitiesTranslator } from "#web/test/translators";
import { expectNoAxeViolations, shoot } from "./support/accessibility";
import { expect, signUp, test, VIEWPORTS, visit } from "./support/fixtures";
import { toast } from "./support/toasts";

// A legislator's profile: what it shows for a Republican senator, a House Democrat and a delegate,
// the share dialog, the message tabs, one-click pledging and the calendar entry.
test.use({ serverSetup: { file: "legislator-profile" } });

const CLIPBOARD = ["clipboard-read", "clipboard-write"];
/** The pledge tally as an English page words it. */
const english = entitiesTranslator("en");

let all: Legislator[];
let elections: PrimaryElection[];
let senator: Legislator; // Lisa Murkowski: a Republican senator with a record of crossing Trump
let closedSenator: Legislator; // a Republican senator from a state with a closed primary
let maineSenator: Legislator; // Susan Collins: Maine's primary is open to unaffiliated voters only
let houseDemocrat: Legislator;
let delegate: Legislator; // a Republican delegate: no vote on impeachment, no thresholds

/** A screenshot for a person to look at; whole pages from the top, so the sticky header sits where it belongs. */
async function shot(page: Page, file: string, fullPage = false) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, file, { fullPage });
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const section = (page: Page, title: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });

/** What the page should show as the seat's primary date, by the same rule, on today's date. */
function expectedPrimary(legislator: Legislator): string {
  const election = elections.find((e) => e.state === legislator.state);
  const display = primaryDateDisplay(election?.primaryDate ?? null, legislator, localCalendarDay());
  return display.label;
}

async function openProfile(page: Page, legislator: Legislator) {
  await visit(page, `/legislators/${legislator.slug}`);
  await expect(h1(page).filter({ hasText: legislator.fullName })).toBeVisible();
}

test.beforeAll(async ({ server }) => {
  ({ legislators: all } = await server.getJson<{ legislators: Legislator[] }>("/api/legislators"));
  ({ primaryElections: elections } = await server.getJson<{ primaryElections: PrimaryElection[] }>(
    "/api/primary-elections",
  ));
  const closedStates = new Set(elections.filter((e) => e.primaryType === "closed").map((e) => e.state));
  senator = all.find((l) => l.slug === "lisa-murkowski")!;
  closedSenator = all.find((l) => l.type === "sen" && l.party === "Republican" && closedStates.has(l.state))!;
  maineSenator = all.find((l) => l.type === "sen" && l.state === "ME" && l.party === "Republican")!;
  houseDemocrat = all.find((l) => l.type === "rep" && l.party === "Democrat" && !l.isDelegate)!;
  delegate = all.find((l) => l.isDelegate && l.party === "Republican" && l.pledgeThresholds === null)!;
});

for (const viewport of ["desktop", "mobile"] as const) {
  test.describe(`a profile on ${viewport}`, () => {
    const width = VIEWPORTS[viewport].width;
    test.use({ viewport: VIEWPORTS[viewport], permissions: CLIPBOARD });

    test("shows a Republican senator's record, score, gauge, key facts and primary date", async ({
      page,
    }) => {
      await openProfile(page, senator);
      await expect(page).toHaveTitle("Sen. Lisa Murkowski · Pledge Watch");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(
        page.getByRole("heading", { level: 2, name: "Help Lisa Murkowski vote without fear" }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: /Make Your Pledge Now/ })).toHaveAttribute(
        "href",
        `/pledge?legislator=${senator.id}`,
      );

      // Left column: the primary (expected, with its note), the count and the pledge button.
      await expect(page.getByTestId("primary-date")).toHaveText(expectedPrimary(senator));
      await expect(page.getByText("* Estimated: the year of the next regular primary").first()).toBeVisible();
      // Constituents and others apart, e.g. "No pledges yet" or "3 constituents · 12 from elsewhere".
      await expect(page.getByTestId("pledge-count")).toContainText(pledgeTallyText(senator, english));
      await expect(
        page.getByRole("link", { name: "Pledge Your Support for Lisa Murkowski" }).first(),
      ).toHaveAttribute("href", `/pledge?legislator=${senator.id}`);

      // Right column: biography, politics with the PVI-style partisan lean, links.
      const political = section(page, "Political Information");
      await expect(political).toContainText(`Partisan lean (PVI-style)${senator.cookPvi}`);
      await expect(political).toContainText("Class 3");
      await expect(section(page, "Biographical Information")).toContainText("May 22, 1957");
      await expect(
        section(page, "Website and Social Media").getByRole("link", { name: /Official website/ }),
      ).toHaveAttribute("href", senator.url!);

      // Persuadability: label, gauge (arc of 251.2, full for a score of 100) and every key fact with its source.
      const persuadability = section(page, "Persuadability");
      await expect(persuadability.getByText("Highly Persuadable")).toBeVisible();
      const gauge = persuadability.getByRole("img", { name: "Persuadability score: 100 out of 100" });
      await expect(gauge.locator("[data-testid=gauge-arc]")).toHaveAttribute("stroke-dasharray", "251.2");
      await expect(gauge.locator("[data-testid=gauge-arc]")).toHaveAttribute("stroke-dashoffset", "0");
      for (const fact of senator.keyFacts) {
        const { text, source } = splitKeyFact(fact);
        await expect(persuadability.getByText(text, { exact: true })).toBeVisible();
        expect(source).not.toBeNull();
        await expect(persuadability.getByText(`Source: ${source}`, { exact: true })).toBeVisible();
      }
      const meter = persuadability.getByRole("meter", { name: "Constituent pledges toward Safe Impact" });
      await expect(meter).toHaveAttribute("aria-valuemax", String(senator.pledgeThresholds!.safe));
      await expect(persuadability).toContainText("Limited Impact");

      // The data's date under the name, whose link opens the sources note at the foot of the page.
      const dateLine = page.locator("header p", { hasText: "Data as of June 15, 2026" });
      await expect(dateLine).toBeVisible();
      await dateLine.getByRole("link", { name: "sources" }).click();
      await expect(page.getByText("Voteview", { exact: true }).first()).toBeVisible();
      await expect(page.getByText("Sources and method: how these figures are made")).toBeVisible();

      await expectNoAxeViolations(page);
      await shot(page, `profile-republican-senator-${width}.png`, true);
    });

    test("explains the PVI-style partisan lean in a tooltip that opens from the keyboard", async ({
      page,
    }) => {
      await openProfile(page, senator);
      const button = page.getByRole("button", { name: "What the partisan lean (PVI-style) means" });
      // Reached with Tab from the foot of the page, so the browser scrolls it back into view: the
      // tip must still be open once that scroll's event has gone by (it comes with the next frame).
      const foot = await page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
        return window.scrollY;
      });
      await button.evaluate((target) => {
        const focusable = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select")];
        focusable[focusable.indexOf(target as HTMLElement) - 1]?.focus({ preventScroll: true });
      });
      await page.keyboard.press("Tab");
      await expect(button).toBeFocused();
      await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(foot);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const tip = page.getByRole("tooltip");
      await expect(tip).toBeVisible();
      await expect(tip).toContainText("7 points more Republican than the nation");
      await expect(tip).toContainText("averaging the 2020 and 2024 presidential results equally");
      await expect(tip).toContainText("averaged with equal weight");
      await page.keyboard.press("Escape");
      await expect(tip).toHaveCount(0);
    });

    test("switches between the message tabs and copies a message", async ({ page, server }) => {
      await openProfile(page, senator);
      const tools = section(page, "Communication Tools");
      const templates = await server.getJson<{ templates: CommunicationTemplates }>(
        `/api/communication-templates/${senator.id}`,
      );
      const tabs = tools.getByRole("tablist", { name: "Message type" });
      await expect(tabs.getByRole("tab", { name: "Email" })).toBeVisible();
      await expect(tools.getByRole("tabpanel")).toContainText(templates.templates.email.subject);
      await expect(tools.getByRole("link", { name: "Open in email app" })).toHaveAttribute(
        "href",
        /^mailto:\?subject=Senator%20Murkowski/,
      );

      const letter = tabs.getByRole("tab", { name: "Letter" });
      await letter.click();
      await expect(tools.getByRole("tabpanel")).toContainText("The Honorable Lisa Murkowski");
      // Arrow keys move between tabs.
      await letter.press("ArrowRight");
      await expect(tabs.getByRole("tab", { name: "Tweet" })).toHaveAttribute("aria-selected", "true");
      const tweet = tools.getByRole("tabpanel").locator("div").first();
      await expect(tweet).toContainText("@LisaMurkowski");
      await expect
        .poll(async () => (await tweet.textContent()) ?? "")
        .toMatch(/#PledgeWatch #Accountability$/);
      await expect
        .poll(async () => Array.from((await tweet.textContent()) ?? "").length)
        .toBeLessThanOrEqual(170);

      await tabs.getByRole("tab", { name: "Phone Script" }).click();
      await expect(tools.getByRole("link", { name: "Call (202) 224-6665" })).toHaveAttribute(
        "href",
        "tel:+12022246665",
      );
      await tools.getByRole("button", { name: "Copy script" }).click();
      await expect(tools.getByRole("button", { name: "Copied" })).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(templates.templates.phone);
      await expectNoAxeViolations(page);
    });

    test("shares through a dialog: copy the link, a suggested message and the networks", async ({
      page,
      baseURL,
    }) => {
      await openProfile(page, senator);
      await page.evaluate(() => window.scrollTo(0, 0));
      const share = page.getByRole("button", { name: "Share", exact: true });
      await share.click();
      const dialog = page.getByRole("dialog", { name: "Share Lisa Murkowski's profile" });
      await expect(dialog).toBeVisible();
      const url = `${baseURL}/legislators/${senator.slug}`;
      await expect(dialog.getByLabel("Link to this page")).toHaveValue(url);
      await expect(dialog.getByLabel("Suggested message")).toHaveValue(/#ImpeachmentPledge #Constitution/);
      await dialog.getByRole("button", { name: "Copy link" }).click();
      await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      // The page behind the dialog is hidden from screen readers, toasts included: the dialog says it itself.
      await expect(dialog.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
      for (const network of ["X (Twitter)", "Facebook", "Bluesky"]) {
        await expect(dialog.getByRole("button", { name: network })).toBeVisible();
      }
      await expectNoAxeViolations(page);
      await shot(page, `profile-share-dialog-${width}.png`);
      // 'Copied' lasts two seconds.
      await expect(dialog.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 4000 });
      // Escape closes the top layer first: the 'Copied to clipboard' toast if it is still up, then the dialog.
      await expect(async () => {
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0, { timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      await expect(share).toBeFocused();
    });

    test("puts a call one tap away on phones, with the phone script beside the number", async ({ page }) => {
      await openProfile(page, senator);
      await page.evaluate(() => window.scrollTo(0, 0));
      const call = page.getByRole("button", { name: "Call Sen. Murkowski" });
      if (viewport === "desktop") {
        await expect(call).toBeHidden();
        return;
      }
      await call.click();
      const sheet = page.getByRole("dialog", { name: "Call Lisa Murkowski's office" });
      const dial = sheet.getByRole("link", { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ });
      await expect(dial).toHaveAttribute("href", /^tel:\+?1?\d{10}$/);
      await expect(sheet.getByText("What to say")).toBeVisible();
      await expect(sheet.getByText(/I'm calling to ask .* to commit publicly to/)).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `profile-call-sheet-${width}.png`);
      await page.keyboard.press("Escape");
      await expect(sheet).toHaveCount(0);
    });

    test("warns Republicans' would-be voters about a closed primary", async ({ page }) => {
      await openProfile(page, closedSenator);
      const note = page.getByTestId("primary-access-note");
      await expect(note.getByText("Closed primary.")).toBeVisible();
      await expect(note).toContainText(
        "Voters registered in another party must change their registration to Republican by the state's deadline for party changes.",
      );
    });

    test("tells Maine's would-be Republican voters what each registration must do, with no carried-over month", async ({
      page,
    }) => {
      await openProfile(page, maineSenator);
      const note = page.getByTestId("primary-access-note");
      await expect(note.getByText("Semi-closed primary.")).toBeVisible();
      await expect(note).toContainText(
        "Unaffiliated voters may choose the Republican ballot without changing their registration.",
      );
      await expect(note).toContainText(
        "Voters registered in another party must change their registration to Republican",
      );
      await expect(page.getByTestId("registration-rules")).toHaveCount(1);
      await expect(page.locator("main dt", { hasText: "Party registration required" })).toHaveCount(0);
      await expect(page.getByTestId("primary-date")).toHaveText(expectedPrimary(maineSenator));
      await expect(page.getByTestId("primary-date")).toHaveText(
        /^(Expected \d{4}\*|[A-Z][a-z]+ \d{1,2}, \d{4}|TBD)$/,
      );
    });

    test("shows a House Democrat without the persuadability card or the Republican banner", async ({
      page,
    }) => {
      await openProfile(page, houseDemocrat);
      await expect(
        section(page, "Political Information").getByText(`District ${houseDemocrat.district}`),
      ).toBeVisible();
      await expect(page.getByTestId("primary-date")).toHaveText(expectedPrimary(houseDemocrat));
      await expect(section(page, "Persuadability")).toHaveCount(0);
      await expect(page.getByText(/vote without fear/)).toHaveCount(0);
      await expect(section(page, "Communication Tools").getByRole("tab", { name: "Email" })).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `profile-house-democrat-${width}.png`, true);
    });

    test("shows a delegate's score, with the impact meter not available and no pledge to make", async ({
      page,
    }) => {
      await openProfile(page, delegate);
      const persuadability = section(page, "Persuadability");
      await expect(persuadability.getByText(/Impact estimate not available/)).toBeVisible();
      await expect(persuadability.getByRole("meter")).toHaveCount(0);
      // No primary data for a territory, but the seat's next primary year is known.
      await expect(page.getByTestId("primary-date")).toHaveText(`Expected ${delegate.nextPrimaryYear}*`);
      await expect(page.getByRole("link", { name: /Pledge Your Support/ })).toHaveCount(0);
      await expect(page.getByText(/is a non-voting delegate: they serve on committees/)).toBeVisible();
      await expect(section(page, "Political Information")).toContainText(
        "Partisan lean (PVI-style)Not available",
      );
      await expect(section(page, "Communication Tools").getByRole("tab", { name: "Email" })).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `profile-delegate-${width}.png`, true);
    });

    test("shows the error card for an unknown legislator, with a way back", async ({ page }) => {
      await visit(page, "/legislators/no-such-member");
      const alert = page.getByRole("alert").filter({ hasText: "Error loading legislator information." });
      await expect(alert).toBeVisible();
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle("Legislator not found · Pledge Watch");
      await expectNoAxeViolations(page);
      await shot(page, `profile-not-found-${width}.png`);
      await alert.getByRole("link", { name: "Return to Legislators" }).click();
      await expect(page).toHaveURL((u) => u.pathname === "/legislators");
    });
  });
}

test.describe("loading and failure", () => {
  // A profile opened at its slug arrives rendered (public-pages.e2e.ts); one opened at its
  // number is loaded in the browser.
  test("shows a skeleton while loading and the error card when the server fails", async ({ page }) => {
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
    await visit(page, `/legislators/${senator.id}`);
    await expect(
      page.getByRole("status").filter({ hasText: "Loading the legislator's profile" }),
    ).toBeAttached();
    await expectNoAxeViolations(page);
    await shot(page, "profile-loading-1280.png");
    release();
    await expect(
      page.getByRole("alert").filter({ hasText: "Error loading legislator information." }),
    ).toBeVisible();
    await expect(page.getByText("Please try again later.")).toBeVisible();
  });

  test.describe(() => {
    test.use({ viewport: VIEWPORTS.mobile });

    test("goes back to where the visitor came from, or to the list when opened directly", async ({
      page,
    }) => {
      await visit(page, "/legislators?state=AK");
      await page.getByRole("link", { name: senator.fullName, exact: true }).click();
      await expect(h1(page).filter({ hasText: senator.fullName })).toBeVisible();
      await page.getByRole("button", { name: "Back" }).click();
      await expect(page).toHaveURL((u) => u.pathname === "/legislators" && u.search === "?state=AK");

      await visit(page, `/legislators/${senator.slug}`);
      await page.getByRole("button", { name: "Back" }).click();
      await expect(page).toHaveURL((u) => u.pathname === "/legislators" && u.search === "");
    });
  });
});

test.describe("a signed-in voter on a profile", () => {
  test.describe(() => {
    test.use({ viewport: VIEWPORTS.mobile });

    test("is told plainly when they live outside the seat, and promises only what they can", async ({
      page,
      context,
    }) => {
      await signUp(context.request, { name: "Ollie Outsider" });
      const texan = all.find((l) => l.state === "TX" && l.type === "sen" && l.inOffice)!;
      await openProfile(page, texan);
      await page.getByRole("button", { name: `Make Your Pledge Now for ${texan.fullName}` }).click();
      const dialog = page.getByRole("dialog", { name: `Your pledge to ${texan.fullName}` });
      await expect(
        dialog.getByText(`You live outside Texas, so you cannot vote in ${texan.fullName}'s primary.`),
      ).toBeVisible();
      await expect(
        dialog.getByText(`I live outside the seat of ${texan.fullName}, so I cannot vote in their primary.`),
      ).toBeVisible();
      await expect(dialog.getByText(/I pledge to vote for/)).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shot(page, "profile-pledge-outside-390.png");
      await dialog.getByRole("button", { name: "Not now" }).click();
    });
  });

  test.describe(() => {
    test.use({ permissions: CLIPBOARD });

    test("pledges in one click, is thanked, and adds the primary to a calendar", async ({
      page,
      context,
    }) => {
      await signUp(context.request, { name: "Dana Profile-Pledger" });
      await openProfile(page, senator);

      // Messages are filled in from the voter's profile.
      const tools = section(page, "Communication Tools");
      await expect(tools.getByRole("tabpanel")).toContainText("Dana Profile-Pledger");
      await tools.getByRole("button", { name: "Copy email" }).click();
      await expect(tools.getByRole("button", { name: "Copied" })).toBeVisible();
      await expect
        .poll(async () => (await context.request.get("/api/user/engagement")).json())
        .toMatchObject({ engagement: { hasEmailedLegislator: true } });

      await page.getByRole("button", { name: "Make Your Pledge Now for Lisa Murkowski" }).click();
      const dialog = page.getByRole("dialog", { name: "Your pledge to Lisa Murkowski" });
      await expect(dialog.getByText(/This pledge applies only if they take that action\./)).toBeVisible();
      await dialog.getByRole("button", { name: "I make this pledge" }).click();
      await expect(toast(page, "Pledge Added")).toBeVisible();
      await expect(
        page.getByRole("heading", { level: 2, name: "Thank you for pledging to support Lisa Murkowski" }),
      ).toBeVisible();
      await expect(page.getByText(/vote without fear/)).toHaveCount(0);
      // At once the page shows the count the pledge left: an Alaskan's pledge is a constituent's.
      const counted = {
        pledgeCount: senator.pledgeCount + 1,
        constituentPledgeCount: senator.constituentPledgeCount + 1,
      };
      await expect(page.getByTestId("pledge-count")).toContainText(pledgeTallyText(counted, english));

      // Every 2026 primary is past, so the date is only expected: no calendar button, but a line
      // that says so, and the state's rules instead.
      await expect(
        page
          .getByTestId("primary-not-announced")
          .filter({ hasText: /^The \d{4} primary date has not been announced yet\./ }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: /Add Primary to Calendar|Download \.ics/ })).toHaveCount(
        0,
      );
      await expect(page.getByRole("link", { name: /Add Primary to Calendar/ })).toHaveCount(0);
      await expect(
        page.getByRole("link", { name: "check who may vote in Alaska's Republican primary" }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, "profile-pledged-1280.png", true);

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
      await visit(page, "/legislators?state=AK");
      await page.getByRole("link", { name: senator.fullName, exact: true }).click();
      await expect(page.getByTestId("primary-date").filter({ hasText: "August 15, 2028" })).toBeVisible();
      const link = page.getByRole("link", { name: /Add Primary to Calendar/ });
      const calendarParam = (name: string) => async () =>
        new URL((await link.getAttribute("href")) ?? "about:blank").searchParams.get(name);
      await expect.poll(calendarParam("dates")).toBe("20280815/20280816");
      await expect.poll(calendarParam("text")).toBe("Alaska primary election");

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download .ics file" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("ak-primary-2028-08-15.ics");
      const ics = readFileSync(await download.path(), "utf8");
      expect(ics).toContain("BEGIN:VEVENT");
      expect(ics).toContain("DTSTART;VALUE=DATE:20280815");
      expect(ics).toContain("DTEND;VALUE=DATE:20280816");
      expect(ics).toContain("SUMMARY:Alaska primary election");
    });
  });
});
