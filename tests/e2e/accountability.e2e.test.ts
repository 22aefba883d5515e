import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shoot, VIEWPORTS } from "./browser";
import { expectNoAxeViolations, setUpE2eSession } from "./session";

const SHOTS = ".scratch/info-shots";
/** The machine may be busy: give the page time to answer. */
const POLL = { timeout: 15_000 };

const e2e = setUpE2eSession({ shots: SHOTS });
const { open } = e2e;

const isFocused = (page: Page, name: string, role: "tab" | "button") =>
  page.getByRole(role, { name }).evaluate((el) => el === document.activeElement);

describe.each(["desktop", "mobile"] as const)("/discharge-impeachment on %s", (viewport) => {
  it("shows the hero, the three figures, the alert, the tabs, the FAQ and calls to action", async () => {
    const { page, problems } = await open(viewport);
    await page.goto("/discharge-impeachment");
    const h1 = page.getByRole("heading", { level: 1 });
    await h1.waitFor();
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.title()).toBe("Accountability · Pledge Watch");

    const main = page.getByRole("main");
    const text = (await main.textContent()) ?? "";
    for (const fact of [
      "218",
      "219 Republicans, 215 Democrats",
      "January 3, 2025",
      "67",
      "3 members of the majority",
      "non-partisan",
      "conditional",
    ]) {
      expect(text).toContain(fact);
    }
    const summary = page.locator("section[aria-labelledby=summary-title] li");
    expect(await summary.count()).toBe(3);
    await page.getByText("Why This Matters Now").waitFor();

    expect(await page.getByRole("tab").count()).toBe(3);
    for (const name of ["Discharge Petition", "Impeachable Offenses", "Strategic Action"]) {
      await page.getByRole("tab", { name }).waitFor();
    }
    await expect
      .poll(() => page.getByRole("tab", { name: "Discharge Petition" }).getAttribute("aria-selected"), POLL)
      .toBe("true");
    await expect
      .poll(() => page.getByRole("tabpanel").textContent(), POLL)
      .toContain("How a discharge petition works");

    const faq = page.locator("section[aria-labelledby=faq-title]");
    expect(await faq.getByRole("button").count()).toBe(5);

    const pledgeLinks = main.getByRole("link", { name: "Make Your Pledge" });
    expect(await pledgeLinks.count()).toBeGreaterThanOrEqual(2);
    for (const href of await pledgeLinks.evaluateAll((links) => links.map((l) => l.getAttribute("href")))) {
      expect(href).toBe("/pledge");
    }

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS[viewport].width,
    );
    await expectNoAxeViolations(page);
    await shoot(page, {
      path: `${SHOTS}/accountability-${VIEWPORTS[viewport].width}.png`,
      fullPage: true,
    });
    expect(problems).toEqual([]);
  });

  it("works by keyboard: arrow keys move between tabs, Enter and Space open the questions", async () => {
    const { page } = await open(viewport);
    await page.goto("/discharge-impeachment");
    const first = page.getByRole("tab", { name: "Discharge Petition" });
    await first.focus();

    await page.keyboard.press("ArrowRight");
    await expect.poll(() => isFocused(page, "Impeachable Offenses", "tab"), POLL).toBe(true);
    await expect
      .poll(() => page.getByRole("tab", { name: "Impeachable Offenses" }).getAttribute("aria-selected"), POLL)
      .toBe("true");
    await expect
      .poll(() => page.getByRole("tabpanel").textContent(), POLL)
      .toContain("What the Constitution says");

    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() => page.getByRole("tabpanel").textContent(), POLL)
      .toContain("Where a few votes decide");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => isFocused(page, "Discharge Petition", "tab"), POLL).toBe(true);
    await page.keyboard.press("End");
    await expect
      .poll(() => page.getByRole("tab", { name: "Strategic Action" }).getAttribute("aria-selected"), POLL)
      .toBe("true");
    await page.keyboard.press("Home");
    await expect.poll(() => first.getAttribute("aria-selected"), POLL).toBe("true");

    // Tab leaves the tab list for the panel.
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("role")), POLL)
      .toBe("tabpanel");

    const faq = page.locator("section[aria-labelledby=faq-title]");
    const q1 = faq.getByRole("button", { name: "Is Pledge Watch partisan?" });
    const q2 = faq.getByRole("button", { name: "What exactly am I promising?" });
    await q1.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => q1.getAttribute("aria-expanded"), POLL).toBe("true");
    await faq.getByText("We are non-partisan and not affiliated").waitFor();

    await page.keyboard.press("Tab");
    await expect.poll(() => isFocused(page, "What exactly am I promising?", "button"), POLL).toBe(true);
    await page.keyboard.press("Space");
    await expect.poll(() => q2.getAttribute("aria-expanded"), POLL).toBe("true");
    await expect.poll(() => q1.getAttribute("aria-expanded"), POLL).toBe("false");
    await faq.getByText("if, and only if").waitFor();

    await page.keyboard.press("Enter");
    await expect.poll(() => q2.getAttribute("aria-expanded"), POLL).toBe("false");
    await expectNoAxeViolations(page);
  });
});

describe("reduced motion", () => {
  it("keeps every control usable with animations off", async () => {
    const { page } = await open("mobile");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/discharge-impeachment");
    await page.getByRole("tab", { name: "Strategic Action" }).click();
    await expect
      .poll(() => page.getByRole("tabpanel").textContent(), POLL)
      .toContain("219 Republicans and 215 Democrats");
    await page.getByRole("button", { name: "Does impeachment remove a president from office?" }).click();
    await page.getByText("Not by itself.").waitFor();
  });
});
