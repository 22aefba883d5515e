import type { Page, Route } from "@playwright/test";
import { checkScreen } from "./support/accessibility";
import { type E2eServer, expect, test, visit } from "./support/fixtures";
import { expectEmptyRegistrationErrors, fillAccountFields } from "./support/registration-form";
import { toast } from "./support/toasts";

// The auth screen, e-mail verification and the password reset, with the mails read from a real
// SMTP server that this file starts.
test.use({ serverSetup: { file: "auth", smtp: true } });

const PASSWORD = "a long enough secret";
const NEW_PASSWORD = "an even longer new secret";

/** The path and query of the mailed link to `path` (the mail's host is PUBLIC_URL, not this server). */
async function mailedLink(server: E2eServer, path: string, count: number): Promise<string> {
  const mails = await server.smtp!.waitFor(count, 15_000);
  const link = mails.flatMap((m) => m.mail.links).find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`no ${path} link in ${mails.length} mails`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

const fail =
  (status: number, body: string, contentType = "application/json") =>
  (route: Route) =>
    route.fulfill({ status, contentType, body });

/** The /auth Register tab filled in for a voter in Anchorage. */
async function fillRegistrationForm(page: Page, voter: { name: string; email: string }) {
  await fillAccountFields(page, { ...voter, password: PASSWORD });
  await page.getByLabel("Street Address").fill("1 Main St");
  await page.getByLabel("City").fill("Anchorage");
  await page.getByLabel("State").selectOption("AK");
  await page.getByLabel("ZIP Code").fill("99501");
}

test.describe("the auth screen", () => {
  test("offers Login and Register tabs, the links and the four benefits", async ({ page }) => {
    await visit(page, "/auth");
    await expect(page.getByRole("tab", { name: "Login", selected: true })).toBeVisible();
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Start the pledge process" })).toHaveAttribute(
      "href",
      "/pledge",
    );
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expect(page.getByText("Don't have an account?")).toBeVisible();
    const benefits = page.getByRole("region", { name: "Why join Pledge Watch?" });
    await expect(benefits.getByRole("listitem")).toHaveCount(4);
    await checkScreen(page, "auth-login");

    await page.getByRole("tab", { name: "Register" }).click();
    await expect(page.getByLabel("Full Name")).toBeVisible();
    // The registration form lists the 50 states and DC.
    await expect(page.getByLabel("State").locator("option[value=DC]")).toHaveCount(1);
    await expect(page.getByLabel("State").locator("option[value=GU]")).toHaveCount(0);
    await checkScreen(page, "auth-register");

    await visit(page, "/login");
    await expect(page.getByRole("tab", { name: "Login", selected: true })).toBeVisible();
  });

  test("explains every mistake in both forms", async ({ page }) => {
    await visit(page, "/auth");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await page.getByLabel("Email").fill("pat@example");
    await page.getByLabel("Password").fill("short");
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await checkScreen(page, "auth-login-errors");

    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectEmptyRegistrationErrors(page);
    await checkScreen(page, "auth-register-errors");

    await page.getByLabel("Email", { exact: true }).fill("pat@example.org");
    await page.getByLabel("Confirm Email").fill("pet@example.org");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(`${PASSWORD}!`);
    await expect(page.getByText("Emails don't match")).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
  });

  test("says 'Registration failed' when the server fails or cannot be reached", async ({ page }) => {
    await visit(page, "/auth?tab=register");
    await fillRegistrationForm(page, { name: "Riley Register", email: "riley@example.org" });

    await page.route("**/api/register", fail(500, JSON.stringify({ message: "Database unavailable" })));
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, "Registration failed")).toContainText("Database unavailable");
    await page.unrouteAll();
    await page.route("**/api/register", (route) => route.abort("connectionreset"));
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Creating Account...")).toHaveCount(0);
    await expect(toast(page, "Registration failed")).toContainText("Registration failed");
  });
});

// One account through its life, a step a test: each test goes on from where the one before left
// the account (and the mails), on a page of its own.
test.describe("an account from registration to a new password", () => {
  test.describe.configure({ mode: "serial" });

  const email = `reset-${Date.now()}@example.org`;

  test("registers on the auth screen, then lands on the login tab with the form cleared", async ({
    page,
  }) => {
    await visit(page, "/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    await fillRegistrationForm(page, { name: "Robin Reset", email });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, "Registration successful")).toContainText(
      "Please check your email to verify your account.",
    );
    await expect(page.getByRole("tab", { name: "Login", selected: true })).toBeVisible();
    await page.getByRole("tab", { name: "Register" }).click();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
  });

  test("verifies the e-mail from the mailed link, and says so when the link is opened again", async ({
    page,
    server,
  }) => {
    const link = await mailedLink(server, "/verify-email", 1);
    await visit(page, link);
    await expect(page.getByRole("heading", { level: 1, name: "Your email is verified" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    await checkScreen(page, "verify-email-success");
    await visit(page, link);
    await expect(
      page.getByRole("heading", { level: 1, name: "Your email is already verified" }),
    ).toBeVisible();
    await checkScreen(page, "verify-email-again");
    await visit(page, "/verify-email?token=not-a-token-we-sent");
    await expect(
      page.getByRole("heading", { level: 1, name: "This verification link is invalid or has expired" }),
    ).toBeVisible();
    await checkScreen(page, "verify-email-invalid");
  });

  test("says 'Login failed' for a wrong password and when the server cannot be reached", async ({ page }) => {
    await visit(page, "/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(page, "Login failed")).toContainText("Invalid email or password");
    await page.route("**/api/login", (route) => route.abort("connectionreset"));
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Signing in...")).toHaveCount(0);
    await expect(toast(page, "Login failed")).toContainText("Invalid email or password");
    await page.unrouteAll();
  });

  test("asks for a reset link, with the spec's messages when that fails", async ({ page }) => {
    // From the auth screen, where the test before left its page.
    await visit(page, "/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await checkScreen(page, "forgot-password");
    await page.getByLabel("Email").fill(email);
    const send = page.getByRole("button", { name: "Send Reset Link" });

    await page.route(
      "**/api/forgot-password",
      fail(500, JSON.stringify({ message: "Mail queue unavailable" })),
    );
    await send.click();
    await expect(toast(page, "Error")).toContainText("Mail queue unavailable");
    await page.unrouteAll();
    await page.route("**/api/forgot-password", fail(502, "<html>Bad gateway</html>", "text/html"));
    await send.click();
    await expect(page.getByText("Sending...")).toHaveCount(0);
    await expect(toast(page, "Error")).toContainText("Failed to send reset email. Please try again.");
    await page.unrouteAll();
    await page.route("**/api/forgot-password", (route) => route.abort("connectionreset"));
    await send.click();
    await expect(page.getByText("Sending...")).toHaveCount(0);
    await expect(toast(page, "Error")).toContainText("An unexpected error occurred. Please try again.");
    await page.unrouteAll();

    await send.click();
    await expect(toast(page, "Reset email sent")).toContainText("If an account exists");
    await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/auth");
    await checkScreen(page, "forgot-password-sent");
  });

  test("sets a new password from the mailed link, and the link works only once", async ({ page, server }) => {
    const link = await mailedLink(server, "/reset-password", 2);
    await visit(page, "/reset-password");
    await expect(page.getByRole("heading", { level: 1, name: "Invalid Reset Link" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await checkScreen(page, "reset-password-missing-token");

    await visit(page, link);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Password must be at least 8 characters", { exact: true })).toHaveCount(2);
    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm New Password").fill("something else entirely");
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await checkScreen(page, "reset-password-errors");
    await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);

    await page.route("**/api/reset-password", fail(500, "", "text/plain"));
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(toast(page, "Password reset failed")).toContainText(
      "Failed to reset password. Please try again.",
    );
    await page.unrouteAll();

    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Password reset successful" })).toBeVisible();
    await checkScreen(page, "reset-password-success");
    await page.getByRole("link", { name: "Go to Login" }).click();
    await page.waitForURL("**/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(page, "Login successful")).toBeVisible();
    await page.waitForURL("**/dashboard");

    // A signed-in visitor to /auth goes to the dashboard.
    await visit(page, "/auth");
    await page.waitForURL("**/dashboard");

    // The spent link now leads to the invalid-link screen with the alert.
    await visit(page, link);
    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Invalid Reset Link" })).toBeVisible();
    const alert = page.getByRole("alert").filter({ hasText: "Invalid Token" });
    await expect(alert).toContainText("Please request a new password reset link.");
    await checkScreen(page, "reset-password-invalid");
  });

  test("offers a signed-in voter a new verification link from an invalid one", async ({ page, context }) => {
    // Signed in with the new password, as the test before left the voter.
    const signedIn = await context.request.post("/api/login", { data: { email, password: NEW_PASSWORD } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    await visit(page, "/verify-email?token=not-a-token-we-sent");
    await page.getByRole("button", { name: "Send a new verification email" }).click();
    await expect(page.getByText("Your email address is already verified.")).toBeVisible();
  });
});
