import { expect, type Page } from "@playwright/test";

/**
 * The messages of the registration form sent empty (the /auth page's Register tab and the wizard's
 * third step share the form): one per required field, and the e-mail and password pairs twice.
 */
export async function expectEmptyRegistrationErrors(page: Page) {
  for (const message of [
    "Name must be at least 2 characters",
    "Address is required",
    "City is required",
    "State is required",
    "ZIP code must be at least 5 digits",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText("Please enter a valid email", { exact: true })).toHaveCount(2);
  await expect(page.getByText("Password must be at least 8 characters", { exact: true })).toHaveCount(2);
}

/** Fills the registration form's account fields: the name, the e-mail twice, the password twice. */
export async function fillAccountFields(
  page: Page,
  voter: { name: string; email: string; password: string },
) {
  await page.getByLabel("Full Name").fill(voter.name);
  await page.getByLabel("Email", { exact: true }).fill(voter.email);
  await page.getByLabel("Confirm Email").fill(voter.email);
  await page.getByLabel("Password", { exact: true }).fill(voter.password);
  await page.getByLabel("Confirm Password").fill(voter.password);
}
