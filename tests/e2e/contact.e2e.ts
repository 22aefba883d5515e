import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations, shoot } from "./support/accessibility";
import { expect, test, VIEWPORTS, visit } from "./support/fixtures";
import { toast } from "./support/toasts";

const CONTACT_EMAIL = "team@pledge-watch.example";

// Without SMTP the server writes mail as .eml files under its DATA_DIR: one of its own, removed after.
test.use({ serverSetup: { file: "contact", env: { CONTACT_EMAIL }, ownDataDir: true } });

function form(page: Page) {
  const main = page.getByRole("main");
  return {
    name: main.getByLabel("Name", { exact: true }),
    email: main.getByLabel("Email", { exact: true }),
    subject: main.getByLabel("Subject", { exact: true }),
    message: main.getByLabel("Message", { exact: true }),
    submit: main.getByRole("button", { name: /Send Message|Sending…/ }),
  };
}

/** The message a field announces: the element its aria-describedby points at. */
async function errorOf(field: Locator): Promise<string | null> {
  const describedBy = await field.getAttribute("aria-describedby");
  if (!describedBy) return null;
  return field.page().locator(`[id="${describedBy}"]`).textContent();
}

function toastRegion(page: Page) {
  return page.getByRole("region", { name: /notifications/i });
}

async function fill(page: Page, values: { name: string; email: string; subject: string; message: string }) {
  const fields = form(page);
  await fields.name.fill(values.name);
  await fields.email.fill(values.email);
  await fields.subject.fill(values.subject);
  await fields.message.fill(values.message);
}

const VALID = {
  name: "Jordan Reader",
  email: "jordan@example.org",
  subject: "Primary dates in Ohio",
  message: "When will the Ohio primary date be confirmed on your state page?",
};

function outboxFiles(dataDir: string): string[] {
  const outbox = path.join(dataDir, "outbox");
  return existsSync(outbox) ? readdirSync(outbox).map((name) => path.join(outbox, name)) : [];
}

for (const viewport of ["mobile", "desktop"] as const) {
  test.describe(`the contact page on ${viewport}`, () => {
    test.use({ viewport: VIEWPORTS[viewport] });

    test("shows every validation message under its field, and clears each as it is corrected", async ({
      page,
    }) => {
      await visit(page, "/contact");
      await expect(page.getByRole("heading", { level: 1, name: "Get in touch" })).toBeVisible();
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle("Contact · Pledge Watch");
      // The support address, as an alternative to the form.
      const mailLink = page.getByRole("link", { name: CONTACT_EMAIL });
      await expect(mailLink).toBeVisible();
      await expect(mailLink).toHaveAttribute("href", `mailto:${CONTACT_EMAIL}`);
      await shoot(page, `contact-${VIEWPORTS[viewport].width}.png`);

      const fields = form(page);
      await fields.submit.click();
      await expect.poll(() => errorOf(fields.name)).toBe("Name must be at least 2 characters");
      await expect.poll(() => errorOf(fields.email)).toBe("Please enter a valid email address");
      await expect.poll(() => errorOf(fields.subject)).toBe("Subject must be at least 3 characters");
      await expect.poll(() => errorOf(fields.message)).toBe("Message must be at least 10 characters");
      for (const field of [fields.name, fields.email, fields.subject, fields.message]) {
        await expect(field).toHaveAttribute("aria-invalid", "true");
      }
      // The first invalid field takes the focus.
      await expect(fields.name).toBeFocused();
      await expectNoAxeViolations(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `contact-errors-${VIEWPORTS[viewport].width}.png`);

      // After a submit, each change re-validates its field.
      await fields.name.fill("J");
      await expect.poll(() => errorOf(fields.name)).toBe("Name must be at least 2 characters");
      await fields.name.fill("Jo");
      await expect.poll(() => errorOf(fields.name)).toBeNull();
      await expect(fields.name).not.toHaveAttribute("aria-invalid");
      await fields.email.fill("not-an-address");
      await expect.poll(() => errorOf(fields.email)).toBe("Please enter a valid email address");
      await fields.email.fill("jo@example.org");
      await expect.poll(() => errorOf(fields.email)).toBeNull();
      await fields.subject.fill("Hi!");
      await expect.poll(() => errorOf(fields.subject)).toBeNull();
      await fields.message.fill("Too short");
      await expect.poll(() => errorOf(fields.message)).toBe("Message must be at least 10 characters");
      await fields.message.fill("Long enough now.");
      await expect.poll(() => errorOf(fields.message)).toBeNull();
    });

    test("sends a message, confirms it, and offers to send another", async ({ page, server }) => {
      await visit(page, "/contact");
      const fields = form(page);
      await expect(fields.name).toBeVisible();
      const subject = `${VALID.subject} (${viewport})`;
      await fill(page, { ...VALID, subject });

      // Hold the request to see the busy state.
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/contact", async (route) => {
        await held;
        await route.continue();
      });
      await fields.submit.click();
      const busy = page.getByRole("button", { name: "Sending…" });
      await expect(busy).toBeVisible();
      await expect(busy).toBeDisabled();
      release();

      await expect(toastRegion(page).getByText("Message sent successfully", { exact: true })).toBeVisible();
      const sent = page.getByRole("heading", { level: 2, name: "Message sent" });
      await expect(sent).toBeVisible();
      await expect(sent).toBeFocused();
      await expect(page.getByRole("main")).toContainText("Thank you for your message");
      await expectNoAxeViolations(page);
      await shoot(page, `contact-sent-${VIEWPORTS[viewport].width}.png`, { fullPage: false });

      // The message was stored and mailed to the contact address.
      await expect
        .poll(
          () =>
            outboxFiles(server.dataDir!).find((file) => readFileSync(file, "utf8").includes(subject)) ?? null,
        )
        .not.toBeNull();

      await page.getByRole("button", { name: "Send Another Message" }).click();
      await expect(fields.name).toBeVisible();
      for (const field of [fields.name, fields.email, fields.subject, fields.message]) {
        await expect(field).toHaveValue("");
        await expect(field).not.toHaveAttribute("aria-invalid");
      }
      await expect(fields.name).toBeFocused();
    });
  });
}

test.describe("the contact form's failures", () => {
  test("keeps a honeypot that people neither see nor reach", async ({ page }) => {
    await visit(page, "/contact");
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toBeAttached();
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(honeypot).toHaveAttribute("aria-hidden", "true");
    await expect(page.getByLabel("Leave this field empty")).toHaveCount(1);
    // Clipped to a 1 px box: nothing of it shows.
    const wrapper = honeypot.locator("xpath=..");
    await expect
      .poll(async () => {
        const box = await wrapper.boundingBox();
        return (box?.width ?? 0) * (box?.height ?? 0);
      })
      .toBeLessThanOrEqual(1);
    await expect(wrapper).toHaveCSS("overflow", "hidden");
    // Tabbing from the message goes to the button, never into the honeypot.
    await form(page).message.focus();
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain("Send Message");
  });

  test("shows 'Failed to send message' with the server's message on a 500, and keeps what was typed", async ({
    page,
  }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 500, json: { message: "The server had a problem. Please try again." } }),
    );
    await visit(page, "/contact");
    await expect(form(page).name).toBeVisible();
    await fill(page, VALID);
    await form(page).submit.click();

    await expect(toast(page, "Failed to send message")).toContainText(
      "The server had a problem. Please try again.",
    );
    await expect(page.getByText("Your message was not sent")).toBeVisible();
    await expect(form(page).message).toHaveValue(VALID.message);
    await expect(form(page).submit).toBeEnabled();
    await expectNoAxeViolations(page);
    await shoot(page, `contact-failed-${VIEWPORTS.desktop.width}.png`, { fullPage: false });
  });

  test.describe(() => {
    test.use({ viewport: VIEWPORTS.mobile });

    test("falls back to its own words when the failure carries no message", async ({ page }) => {
      await page.route("**/api/contact", (route) =>
        route.fulfill({ status: 502, contentType: "text/html", body: "<html>Bad gateway</html>" }),
      );
      await visit(page, "/contact");
      await expect(form(page).name).toBeVisible();
      await fill(page, VALID);
      await form(page).submit.click();
      await expect(toast(page, "Failed to send message")).toContainText("Something went wrong on our side");
    });

    test("puts a 400's field errors under the fields", async ({ page }) => {
      await page.route("**/api/contact", (route) =>
        route.fulfill({
          status: 400,
          json: {
            message: "Please check the highlighted fields",
            errors: { email: "Email must be at most 254 characters" },
          },
        }),
      );
      await visit(page, "/contact");
      const fields = form(page);
      await expect(fields.name).toBeVisible();
      await fill(page, VALID);
      await fields.submit.click();
      await expect.poll(() => errorOf(fields.email)).toBe("Email must be at most 254 characters");
      await expect(fields.email).toHaveAttribute("aria-invalid", "true");
      await expect(toastRegion(page)).toContainText("Please check the highlighted fields");
    });
  });

  test("shows the server's message when messages are sent too often (429)", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        headers: { "retry-after": "3600" },
        json: { message: "Too many attempts. Please wait a moment and try again." },
      }),
    );
    await visit(page, "/contact");
    await expect(form(page).name).toBeVisible();
    await fill(page, VALID);
    await form(page).submit.click();
    await expect(toast(page, "Failed to send message")).toContainText(
      "Too many attempts. Please wait a moment and try again.",
    );
    await expect(page.getByRole("main")).toContainText("Too many attempts.");
  });
});
