import type { Locator, Page } from "@playwright/test";

/**
 * The showing toast titled `title`. Only open toasts count: one replaced by a newer one stays in
 * the page while it leaves. Found by CSS, since a modal dialog hides the rest of the page, toasts
 * included, from the accessibility tree.
 */
export function toast(page: Page, title: string): Locator {
  return page
    .locator("[aria-label^='Notifications'] li[data-state=open]")
    .filter({ has: page.getByText(title, { exact: true }) })
    .first();
}
