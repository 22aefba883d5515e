import type { Page } from "@playwright/test";
import axe from "axe-core";

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core in the page and returns its violations in a readable form. The script goes in
 * through the DevTools protocol, not a <script> tag, so the app's strict CSP stays enforced.
 * It waits for running animations that end (a dialog fading in, not a pulsing skeleton) to finish:
 * half-way through, text is still partly transparent and its contrast would be measured against
 * what shows through.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { axe: injected } = window as unknown as { axe: typeof axe };
    const result = await injected.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(" ")),
    }));
  });
}
