import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { VIEWPORTS } from "./fixtures";

export async function expectNoAxeViolations(page: Page, label?: string) {
  expect(await axeViolations(page), label).toEqual([]);
}

/**
 * axe at 1280 px and 390 px, for a state of a page that no route shows by itself (a dialog open, a
 * form's errors: each route is checked in accessibility.e2e.ts). With E2E_SHOTS set, also a
 * screenshot at each width for a person to look at. The page is left at the desktop width,
 * scrolled where it was.
 */
export async function checkScreen(
  page: Page,
  name: string,
  { fullPage = true, only }: { fullPage?: boolean; only?: string } = {},
) {
  for (const viewport of ["desktop", "mobile"] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expectNoAxeViolations(page, `${name} at ${viewport}`);
    const scrollY = await page.evaluate(() => window.scrollY);
    // From the top, so the sticky header is drawn once, where a visitor first sees it.
    await page.evaluate(() => window.scrollTo(0, 0));
    const file = `${name}-${VIEWPORTS[viewport].width}.png`;
    // `only`: a selector of the part to show, such as the home page's wizard section.
    await shoot(only ? page.locator(only) : page, file, { fullPage });
    await page.evaluate((y) => window.scrollTo(0, y), scrollY);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/**
 * A screenshot for a person to look at, taken only when E2E_SHOTS is set (`E2E_SHOTS=1 npm run
 * test:e2e`), into .scratch/e2e-shots/<test file>/: no test compares them, and full pages at two
 * widths cost a good part of a run.
 */
export async function shoot(target: Page | Locator, file: string, { fullPage = true } = {}) {
  if (!process.env.E2E_SHOTS) return;
  const folder = path.join(".scratch", "e2e-shots", path.basename(test.info().file, ".e2e.ts"));
  mkdirSync(folder, { recursive: true });
  const where = path.join(folder, file);
  if ("goto" in target) await target.screenshot({ path: where, fullPage });
  else await target.screenshot({ path: where });
}
