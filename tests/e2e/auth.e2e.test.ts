import type { Page, Route } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { toastText } from "./browser";
import { setUpE2eSession } from "./session";

// The auth screen, e-mail verification and the password reset, with the mails read from a real
// SMTP server that this file starts.
const SHOTS = ".scratch/journeys-shots";
const PASSWORD = "a long enough secret";
const NEW_PASSWORD = "an even longer new secret";

const e2e = setUpE2eSession({ smtp: true, shots: SHOTS, reducedMotion: true });
const { open, checkScreen } = e2e;

/** The path and query of the mailed link to `path` (the mail's host is PUBLIC_URL, not this server). */
async function mailedLink(path: string, count: number): Promise<string> {
  const mails = await e2e.smtp.waitFor(count, 15_000);
  const link = mails.flatMap((m) => m.mail.links).find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`no ${path} link in ${mails.length} mails`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

const fail =
  (status: number, body: string, contentType = "application/json") =>
  (route: Route) =>
    route.fulfill({ status, contentType, body });

describe("the auth screen", () => {
  it("offers Login and Register tabs, the links and the four benefits", async () => {
    const { page, problems } = await open();
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Login", selected: true }).waitFor();
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Start the pledge process" }).getAttribute("href")).toBe(
      "/pledge",
    );
    expect(await page.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    await page.getByText("Don't have an account?").waitFor();
    const benefits = page.getByRole("region", { name: "Why join Pledge Watch?" });
    expect(await benefits.getByRole("listitem").count()).toBe(4);
    await checkScreen(page, "auth-login");

    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByLabel("Full Name").waitFor();
    // The registration form lists the 50 states and DC.
    expect(await page.getByLabel("State").locator("option[value=DC]").count()).toBe(1);
    expect(await page.getByLabel("State").locator("option[value=GU]").count()).toBe(0);
    await checkScreen(page, "auth-register");

    await page.goto("/login");
    await page.getByRole("tab", { name: "Login", selected: true }).waitFor();
    expect(problems).toEqual([]);
  });

  it("explains every mistake in both forms", async () => {
    const { page } = await open();
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Please enter a valid email address").waitFor();
    await page.getByText("Password must be at least 8 characters").waitFor();
    await page.getByLabel("Email").fill("pat@example");
    await page.getByLabel("Password").fill("short");
    await page.getByText("Please enter a valid email address").waitFor();
    await checkScreen(page, "auth-login-errors");

    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByRole("button", { name: "Create Account" }).click();
    for (const message of [
      "Name must be at least 2 characters",
      "Address is required",
      "City is required",
      "State is required",
      "ZIP code must be at least 5 digits",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByText("Please enter a valid email", { exact: true }).count()).toBe(2);
    expect(await page.getByText("Password must be at least 8 characters", { exact: true }).count()).toBe(2);
    await checkScreen(page, "auth-register-errors");

    await page.getByLabel("Email", { exact: true }).fill("pat@example.org");
    await page.getByLabel("Confirm Email").fill("pet@example.org");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(`${PASSWORD}!`);
    await page.getByText("Emails don't match").waitFor();
    await page.getByText("Passwords don't match").waitFor();
  });

  it("says 'Registration failed' when the server fails or cannot be reached", async () => {
    const { page } = await open();
    await page.goto("/auth?tab=register");
    await page.getByLabel("Full Name").fill("Riley Register");
    await page.getByLabel("Email", { exact: true }).fill("riley@example.org");
    await page.getByLabel("Confirm Email").fill("riley@example.org");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByLabel("Street Address").fill("1 Main St");
    await page.getByLabel("City").fill("Anchorage");
    await page.getByLabel("State").selectOption("AK");
    await page.getByLabel("ZIP Code").fill("99501");

    await page.route("**/api/register", fail(500, JSON.stringify({ message: "Database unavailable" })));
    await page.getByRole("button", { name: "Create Account" }).click();
    expect(await toastText(page, "Registration failed")).toContain("Database unavailable");
    await page.unrouteAll();
    await page.route("**/api/register", (route) => route.abort("connectionreset"));
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Creating Account...").waitFor({ state: "detached" });
    expect(await toastText(page, "Registration failed")).toContain("Registration failed");
  });
});

describe.sequential("an account from registration to a new password", () => {
  let page: Page;
  const email = `reset-${Date.now()}@example.org`;

  beforeAll(async () => {
    ({ page } = await open());
  });

  it("registers on the auth screen, then lands on the login tab with the form cleared", async () => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByLabel("Full Name").fill("Robin Reset");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Confirm Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByLabel("Street Address").fill("1 Main St");
    await page.getByLabel("City").fill("Anchorage");
    await page.getByLabel("State").selectOption("AK");
    await page.getByLabel("ZIP Code").fill("99501");
    await page.getByRole("button", { name: "Create Account" }).click();
    expect(await toastText(page, "Registration successful")).toContain(
      "Please check your email to verify your account.",
    );
    await page.getByRole("tab", { name: "Login", selected: true }).waitFor();
    await page.getByRole("tab", { name: "Register" }).click();
    expect(await page.getByLabel("Full Name").inputValue()).toBe("");
  });

  it("verifies the e-mail from the mailed link, and says so when the link is opened again", async () => {
    const link = await mailedLink("/verify-email", 1);
    await page.goto(link);
    await page.getByRole("heading", { level: 1, name: "Your email is verified" }).waitFor();
    expect(await page.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/auth");
    await checkScreen(page, "verify-email-success");
    await page.goto(link);
    await page.getByRole("heading", { level: 1, name: "Your email is already verified" }).waitFor();
    await checkScreen(page, "verify-email-again");
    await page.goto("/verify-email?token=not-a-token-we-sent");
    await page
      .getByRole("heading", { level: 1, name: "This verification link is invalid or has expired" })
      .waitFor();
    await checkScreen(page, "verify-email-invalid");
  });

  it("says 'Login failed' for a wrong password and when the server cannot be reached", async () => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign In" }).click();
    expect(await toastText(page, "Login failed")).toContain("Invalid email or password");
    await page.route("**/api/login", (route) => route.abort("connectionreset"));
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Signing in...").waitFor({ state: "detached" });
    expect(await toastText(page, "Login failed")).toContain("Invalid email or password");
    await page.unrouteAll();
  });

  it("asks for a reset link, with the spec's messages when that fails", async () => {
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByRole("heading", { level: 1, name: "Forgot your password?" }).waitFor();
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByText("Please enter a valid email address").waitFor();
    await checkScreen(page, "forgot-password");
    await page.getByLabel("Email").fill(email);
    const send = page.getByRole("button", { name: "Send Reset Link" });

    await page.route(
      "**/api/forgot-password",
      fail(500, JSON.stringify({ message: "Mail queue unavailable" })),
    );
    await send.click();
    expect(await toastText(page, "Error")).toContain("Mail queue unavailable");
    await page.unrouteAll();
    await page.route("**/api/forgot-password", fail(502, "<html>Bad gateway</html>", "text/html"));
    await send.click();
    await page.getByText("Sending...").waitFor({ state: "detached" });
    expect(await toastText(page, "Error")).toContain("Failed to send reset email. Please try again.");
    await page.unrouteAll();
    await page.route("**/api/forgot-password", (route) => route.abort("connectionreset"));
    await send.click();
    await page.getByText("Sending...").waitFor({ state: "detached" });
    expect(await toastText(page, "Error")).toContain("An unexpected error occurred. Please try again.");
    await page.unrouteAll();

    await send.click();
    expect(await toastText(page, "Reset email sent")).toContain("If an account exists");
    await page.getByRole("heading", { level: 1, name: "Check your email" }).waitFor();
    expect(await page.getByRole("link", { name: "Back to login" }).getAttribute("href")).toBe("/auth");
    await checkScreen(page, "forgot-password-sent");
  });

  it("sets a new password from the mailed link, and the link works only once", async () => {
    const link = await mailedLink("/reset-password", 2);
    await page.goto("/reset-password");
    await page.getByRole("heading", { level: 1, name: "Invalid Reset Link" }).waitFor();
    expect(await page.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    await checkScreen(page, "reset-password-missing-token");

    await page.goto(link);
    await page.getByRole("heading", { level: 1, name: "Choose a new password" }).waitFor();
    await page.getByRole("button", { name: "Reset Password" }).click();
    expect(await page.getByText("Password must be at least 8 characters", { exact: true }).count()).toBe(2);
    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm New Password").fill("something else entirely");
    await page.getByText("Passwords don't match").waitFor();
    await checkScreen(page, "reset-password-errors");
    await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);

    await page.route("**/api/reset-password", fail(500, "", "text/plain"));
    await page.getByRole("button", { name: "Reset Password" }).click();
    expect(await toastText(page, "Password reset failed")).toContain(
      "Failed to reset password. Please try again.",
    );
    await page.unrouteAll();

    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByRole("heading", { level: 1, name: "Password reset successful" }).waitFor();
    await checkScreen(page, "reset-password-success");
    await page.getByRole("link", { name: "Go to Login" }).click();
    await page.waitForURL("**/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    expect(await toastText(page, "Login successful")).toBeTruthy();
    await page.waitForURL("**/dashboard");

    // A signed-in visitor to /auth goes to the dashboard.
    await page.goto("/auth");
    await page.waitForURL("**/dashboard");

    // The spent link now leads to the invalid-link screen with the alert.
    await page.goto(link);
    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByRole("heading", { level: 1, name: "Invalid Reset Link" }).waitFor();
    const alert = page.getByRole("alert").filter({ hasText: "Invalid Token" });
    expect(await alert.textContent()).toContain("Please request a new password reset link.");
    await checkScreen(page, "reset-password-invalid");
  });

  it("offers a signed-in voter a new verification link from an invalid one", async () => {
    await page.goto("/verify-email?token=not-a-token-we-sent");
    await page.getByRole("button", { name: "Send a new verification email" }).click();
    await page.getByText("Your email address is already verified.").waitFor();
  });
});
