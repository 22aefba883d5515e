import { expectNoAxeViolations, shoot } from "./support/accessibility";
import { expect, test, VIEWPORTS, visit } from "./support/fixtures";

test.use({ serverSetup: { file: "accountability" } });

/** The machine may be busy: give the page time to answer. */
const POLL = { timeout: 15_000 };

for (const viewport of ["desktop", "mobile"] as const) {
  test.describe(`/discharge-impeachment on ${viewport}`, () => {
    // These two run with animations on, as most visitors see the page; "reduced motion" below
    // runs with them off (every page's default).
    test.use({ viewport: VIEWPORTS[viewport], contextOptions: { reducedMotion: "no-preference" } });

    test("shows the hero, the three figures, the alert, the tabs, the FAQ and calls to action", async ({
      page,
    }) => {
      await visit(page, "/discharge-impeachment");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle("Accountability · Pledge Watch");

      const main = page.getByRole("main");
      for (const fact of [
        "218",
        "219 Republicans, 215 Democrats",
        "January 3, 2025",
        "67",
        "3 members of the majority",
        "non-partisan",
        "conditional",
      ]) {
        await expect(main).toContainText(fact);
      }
      const summary = page.locator("section[aria-labelledby=summary-title] li");
      await expect(summary).toHaveCount(3);
      await expect(page.getByText("Why This Matters Now")).toBeVisible();

      await expect(page.getByRole("tab")).toHaveCount(3);
      for (const name of ["Discharge Petition", "Impeachable Offenses", "Strategic Action"]) {
        await expect(page.getByRole("tab", { name })).toBeVisible();
      }
      await expect(page.getByRole("tab", { name: "Discharge Petition" })).toHaveAttribute(
        "aria-selected",
        "true",
        POLL,
      );
      await expect(page.getByRole("tabpanel")).toContainText("How a discharge petition works", POLL);

      const faq = page.locator("section[aria-labelledby=faq-title]");
      await expect(faq.getByRole("button")).toHaveCount(5);

      const pledgeLinks = main.getByRole("link", { name: "Make Your Pledge" });
      await expect.poll(() => pledgeLinks.count()).toBeGreaterThanOrEqual(2);
      for (const link of await pledgeLinks.all()) await expect(link).toHaveAttribute("href", "/pledge");

      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(VIEWPORTS[viewport].width);
      await expectNoAxeViolations(page);
      await shoot(page, `accountability-${VIEWPORTS[viewport].width}.png`);
    });

    test("works by keyboard: arrow keys move between tabs, Enter and Space open the questions", async ({
      page,
    }) => {
      await visit(page, "/discharge-impeachment");
      const first = page.getByRole("tab", { name: "Discharge Petition" });
      await first.focus();

      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("tab", { name: "Impeachable Offenses" })).toBeFocused(POLL);
      await expect(page.getByRole("tab", { name: "Impeachable Offenses" })).toHaveAttribute(
        "aria-selected",
        "true",
        POLL,
      );
      await expect(page.getByRole("tabpanel")).toContainText("What the Constitution says", POLL);

      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("tabpanel")).toContainText("Where a few votes decide", POLL);
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("tab", { name: "Discharge Petition" })).toBeFocused(POLL);
      await page.keyboard.press("End");
      await expect(page.getByRole("tab", { name: "Strategic Action" })).toHaveAttribute(
        "aria-selected",
        "true",
        POLL,
      );
      await page.keyboard.press("Home");
      await expect(first).toHaveAttribute("aria-selected", "true", POLL);

      // Tab leaves the tab list for the panel.
      await page.keyboard.press("Tab");
      await expect(page.locator(":focus")).toHaveAttribute("role", "tabpanel", POLL);

      const faq = page.locator("section[aria-labelledby=faq-title]");
      const q1 = faq.getByRole("button", { name: "Is Pledge Watch partisan?" });
      const q2 = faq.getByRole("button", { name: "What exactly am I promising?" });
      await q1.focus();
      await page.keyboard.press("Enter");
      await expect(q1).toHaveAttribute("aria-expanded", "true", POLL);
      await expect(faq.getByText("We are non-partisan and not affiliated")).toBeVisible();

      await page.keyboard.press("Tab");
      await expect(q2).toBeFocused(POLL);
      await page.keyboard.press("Space");
      await expect(q2).toHaveAttribute("aria-expanded", "true", POLL);
      await expect(q1).toHaveAttribute("aria-expanded", "false", POLL);
      await expect(faq.getByText("if, and only if")).toBeVisible();

      await page.keyboard.press("Enter");
      await expect(q2).toHaveAttribute("aria-expanded", "false", POLL);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("reduced motion", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("keeps every control usable with animations off", async ({ page }) => {
    // Already every page's default (playwright.config.ts); said here as well, since it is the point.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/discharge-impeachment");
    await page.getByRole("tab", { name: "Strategic Action" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("219 Republicans and 215 Democrats", POLL);
    await page.getByRole("button", { name: "Does impeachment remove a president from office?" }).click();
    await expect(page.getByText("Not by itself.")).toBeVisible();
  });
});
