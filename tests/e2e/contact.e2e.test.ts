import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shoot, VIEWPORTS } from "./browser";
import { expectNoAxeViolations, setUpE2eSession } from "./session";

// Screenshots for a person to look at; .scratch/ is git-ignored.
const SCREENSHOT_DIR = ".scratch/static-shots";
const CONTACT_EMAIL = "team@pledge-watch.example";

// Without SMTP the server writes mail as .eml files under its DATA_DIR: one of its own, removed after.
const e2e = setUpE2eSession({ env: { CONTACT_EMAIL }, ownDataDir: true, shots: SCREENSHOT_DIR });
const { open } = e2e;

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

function outboxFiles(): string[] {
  const outbox = path.join(e2e.dataDir, "outbox");
  return existsSync(outbox) ? readdirSync(outbox).map((name) => path.join(outbox, name)) : [];
}

describe.each(["mobile", "desktop"] as const)("the contact page on %s", (viewport) => {
  it("shows every validation message under its field, and clears each as it is corrected", async () => {
    const { page, problems } = await open(viewport);
    await page.goto("/contact");
    await page.getByRole("heading", { level: 1, name: "Get in touch" }).waitFor();
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.title()).toBe("Contact · Pledge Watch");
    // The support address, as an alternative to the form.
    const mailLink = page.getByRole("link", { name: CONTACT_EMAIL });
    await mailLink.waitFor();
    expect(await mailLink.getAttribute("href")).toBe(`mailto:${CONTACT_EMAIL}`);
    await shoot(page, {
      path: `${SCREENSHOT_DIR}/contact-${VIEWPORTS[viewport].width}.png`,
      fullPage: true,
    });

    const fields = form(page);
    await fields.submit.click();
    await expect.poll(() => errorOf(fields.name)).toBe("Name must be at least 2 characters");
    expect(await errorOf(fields.email)).toBe("Please enter a valid email address");
    expect(await errorOf(fields.subject)).toBe("Subject must be at least 3 characters");
    expect(await errorOf(fields.message)).toBe("Message must be at least 10 characters");
    for (const field of [fields.name, fields.email, fields.subject, fields.message]) {
      expect(await field.getAttribute("aria-invalid")).toBe("true");
    }
    // The first invalid field takes the focus.
    expect(await fields.name.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, {
      path: `${SCREENSHOT_DIR}/contact-errors-${VIEWPORTS[viewport].width}.png`,
      fullPage: true,
    });

    // After a submit, each change re-validates its field.
    await fields.name.fill("J");
    expect(await errorOf(fields.name)).toBe("Name must be at least 2 characters");
    await fields.name.fill("Jo");
    await expect.poll(() => errorOf(fields.name)).toBeNull();
    expect(await fields.name.getAttribute("aria-invalid")).toBeNull();
    await fields.email.fill("not-an-address");
    expect(await errorOf(fields.email)).toBe("Please enter a valid email address");
    await fields.email.fill("jo@example.org");
    await expect.poll(() => errorOf(fields.email)).toBeNull();
    await fields.subject.fill("Hi!");
    await expect.poll(() => errorOf(fields.subject)).toBeNull();
    await fields.message.fill("Too short");
    expect(await errorOf(fields.message)).toBe("Message must be at least 10 characters");
    await fields.message.fill("Long enough now.");
    await expect.poll(() => errorOf(fields.message)).toBeNull();
    expect(problems).toEqual([]);
  });

  it("sends a message, confirms it, and offers to send another", async () => {
    const { page, problems } = await open(viewport);
    await page.goto("/contact");
    const fields = form(page);
    await fields.name.waitFor();
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
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();

    await toastRegion(page).getByText("Message sent successfully", { exact: true }).waitFor();
    const sent = page.getByRole("heading", { level: 2, name: "Message sent" });
    await sent.waitFor();
    expect(await sent.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole("main").textContent()).toContain("Thank you for your message");
    await expectNoAxeViolations(page);
    await shoot(page, { path: `${SCREENSHOT_DIR}/contact-sent-${VIEWPORTS[viewport].width}.png` });

    // The message was stored and mailed to the contact address.
    await expect
      .poll(() => outboxFiles().find((file) => readFileSync(file, "utf8").includes(subject)) ?? null)
      .not.toBeNull();

    await page.getByRole("button", { name: "Send Another Message" }).click();
    await fields.name.waitFor();
    for (const field of [fields.name, fields.email, fields.subject, fields.message]) {
      expect(await field.inputValue()).toBe("");
      expect(await field.getAttribute("aria-invalid")).toBeNull();
    }
    expect(await fields.name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe("the contact form's failures", () => {
  it("keeps a honeypot that people neither see nor reach", async () => {
    const { page } = await open("desktop");
    await page.goto("/contact");
    const honeypot = page.locator('input[name="website"]');
    await honeypot.waitFor({ state: "attached" });
    expect(await honeypot.getAttribute("tabindex")).toBe("-1");
    expect(await honeypot.getAttribute("autocomplete")).toBe("off");
    expect(await honeypot.getAttribute("aria-hidden")).toBe("true");
    expect(await page.getByLabel("Leave this field empty").count()).toBe(1);
    // Clipped to a 1 px box: nothing of it shows.
    const box = await honeypot.locator("xpath=..").boundingBox();
    expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);
    expect(await honeypot.locator("xpath=..").evaluate((el) => getComputedStyle(el).overflow)).toBe("hidden");
    // Tabbing from the message goes to the button, never into the honeypot.
    await form(page).message.focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Send Message");
  });

  it("shows 'Failed to send message' with the server's message on a 500, and keeps what was typed", async () => {
    const { page, problems } = await open("desktop");
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 500, json: { message: "The server had a problem. Please try again." } }),
    );
    await page.goto("/contact");
    await form(page).name.waitFor();
    await fill(page, VALID);
    await form(page).submit.click();

    await toastRegion(page).getByText("Failed to send message", { exact: true }).waitFor();
    expect(await toastRegion(page).textContent()).toContain("The server had a problem. Please try again.");
    await page.getByText("Your message was not sent").waitFor();
    expect(await form(page).message.inputValue()).toBe(VALID.message);
    expect(await form(page).submit.isEnabled()).toBe(true);
    await expectNoAxeViolations(page);
    await shoot(page, { path: `${SCREENSHOT_DIR}/contact-failed-${VIEWPORTS.desktop.width}.png` });
    expect(problems).toEqual([]);
  });

  it("falls back to its own words when the failure carries no message", async () => {
    const { page } = await open("mobile");
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<html>Bad gateway</html>" }),
    );
    await page.goto("/contact");
    await form(page).name.waitFor();
    await fill(page, VALID);
    await form(page).submit.click();
    await toastRegion(page).getByText("Failed to send message", { exact: true }).waitFor();
    expect(await toastRegion(page).textContent()).toContain("Something went wrong on our side");
  });

  it("puts a 400's field errors under the fields", async () => {
    const { page } = await open("mobile");
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 400,
        json: {
          message: "Please check the highlighted fields",
          errors: { email: "Email must be at most 254 characters" },
        },
      }),
    );
    await page.goto("/contact");
    const fields = form(page);
    await fields.name.waitFor();
    await fill(page, VALID);
    await fields.submit.click();
    await expect.poll(() => errorOf(fields.email)).toBe("Email must be at most 254 characters");
    expect(await fields.email.getAttribute("aria-invalid")).toBe("true");
    expect(await toastRegion(page).textContent()).toContain("Please check the highlighted fields");
  });

  it("shows the server's message when messages are sent too often (429)", async () => {
    const { page } = await open("desktop");
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        headers: { "retry-after": "3600" },
        json: { message: "Too many attempts. Please wait a moment and try again." },
      }),
    );
    await page.goto("/contact");
    await form(page).name.waitFor();
    await fill(page, VALID);
    await form(page).submit.click();
    await toastRegion(page).getByText("Failed to send message", { exact: true }).waitFor();
    expect(await toastRegion(page).textContent()).toContain(
      "Too many attempts. Please wait a moment and try again.",
    );
    expect(await page.getByRole("main").textContent()).toContain("Too many attempts.");
  });
});
