import type { Page } from "@playwright/test";
import type { Legislator } from "#shared/legislator";
import { checkScreen } from "./support/accessibility";
import { expect, test, visit } from "./support/fixtures";

// The product in Spanish (decisions.md section 11): the language switch, and a Spanish-speaking
// voter's journey from the wizard to the dashboard, with the verification mail read from a real
// SMTP server.
test.use({ serverSetup: { file: "spanish", smtp: true } });

/** The header's link to this page in the other language. */
const languageSwitch = (page: Page, language: "en" | "es") =>
  page.getByRole("banner").locator(`a[hreflang="${language}"]`);

async function followSwitch(page: Page, language: "en" | "es", path: string) {
  await languageSwitch(page, language).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.locator("html")).toHaveAttribute("data-interactive");
}

test("the language switch keeps the visitor on the same page, query included", async ({ page }) => {
  await visit(page, "/faq");
  await expect(languageSwitch(page, "es")).toHaveAccessibleName(
    /^(ES|Español) – Leer esta página en español$/,
  );
  await expect(languageSwitch(page, "es")).toHaveAttribute("lang", "es");
  await followSwitch(page, "es", "/es/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Preguntas frecuentes" })).toBeVisible();
  await expect(page).toHaveTitle("Preguntas frecuentes · Pledge Watch");
  // Links inside the Spanish page stay Spanish.
  await page.getByRole("banner").getByRole("link", { name: "Pledge Watch" }).click();
  await page.waitForURL((url) => url.pathname.replace(/\/$/, "") === "/es");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Corte Suprema");

  await visit(page, "/legislators?state=AK");
  await followSwitch(page, "es", "/es/legislators?state=AK");
  await expect(page.getByRole("link", { name: /Lisa Murkowski/ }).first()).toBeVisible();
  await followSwitch(page, "en", "/legislators?state=AK");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Legislators");
});

test("a profile is rendered in Spanish by the server at its Spanish address", async ({ page, server }) => {
  const html = await (await fetch(`${server.url}/es/legislators/lisa-murkowski`)).text();
  expect(html).toContain('<html lang="es">');
  expect(html).toMatch(/Senadora/);
  await visit(page, "/es/legislators/lisa-murkowski");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Lisa Murkowski");
  await followSwitch(page, "en", "/legislators/lisa-murkowski");
});

test("a Spanish-speaking voter pledges from the wizard and gets the mail in Spanish", async ({
  page,
  server,
}) => {
  test.slow();
  const email = `espanol-${Date.now()}@example.org`;
  const password = "una contraseña bastante larga";
  const { legislators } = await server.getJson<{ legislators: Legislator[] }>("/api/legislators?state=AK");
  const chosen = legislators.find((l) => l.party === "Republican" && l.type === "sen")!;

  await test.step("enters an address on the Spanish wizard", async () => {
    await visit(page, "/es/pledge");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Haga su compromiso · Pledge Watch");
    await expect(page.getByRole("heading", { level: 2, name: "Escriba su dirección" })).toBeVisible();
    // An empty form answers in Spanish, from the shared schema's messages.
    await page.getByRole("button", { name: "Buscar mis legisladores" }).click();
    await expect(page.getByText("La dirección es obligatoria", { exact: false }).first()).toBeVisible();
    await checkScreen(page, "es-wizard-1-address");
    await page.getByLabel("Dirección").fill("1 Main St");
    await page.getByLabel("Ciudad").fill("Anchorage");
    await page.getByLabel("Estado").selectOption("AK");
    await page.getByLabel("Código postal").fill("99501");
    await page.getByRole("button", { name: "Buscar mis legisladores" }).click();
  });

  await test.step("chooses a senator", async () => {
    await expect(
      page.getByRole("heading", { level: 2, name: "Elija a qué legisladores apoyar" }),
    ).toBeVisible();
    await page.getByRole("checkbox", { name: `Elegir a ${chosen.fullName}` }).click();
    await page.getByRole("button", { name: "Continuar" }).click();
  });

  await test.step("creates an account", async () => {
    await expect(page.getByRole("heading", { level: 2, name: "Cree su cuenta" })).toBeVisible();
    await expect(page.getByLabel("Ciudad")).toHaveValue("Anchorage");
    await page.getByLabel("Nombre completo").fill("Rosa Ramírez");
    await page.getByLabel("Correo electrónico", { exact: true }).fill(email);
    await page.getByLabel("Confirme su correo electrónico").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(password);
    await page.getByLabel("Confirme su contraseña").fill(password);
    await checkScreen(page, "es-wizard-3-register");
    await page.getByRole("button", { name: "Crear cuenta y continuar" }).click();
  });

  await test.step("confirms the pledge and lands on the Spanish thank-you page", async () => {
    await expect(page.getByRole("heading", { level: 2, name: "Confirme su compromiso" })).toBeVisible();
    await page.getByRole("button", { name: "Confirmar mi compromiso" }).click();
    await page.waitForURL(`**/es/thank-you?legislator=${chosen.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Gracias por su compromiso" })).toBeVisible();
    await checkScreen(page, "es-thank-you");
  });

  await test.step("finds the pledge on the Spanish dashboard", async () => {
    await visit(page, "/es/dashboard?tab=pledges");
    await expect(page.getByRole("heading", { level: 1, name: "Mi panel" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: chosen.fullName })).toBeVisible();
    const me = await page.request.get("/api/user");
    expect((await me.json()).user.language).toBe("es");
  });

  await test.step("receives the verification mail in Spanish, linking to the Spanish page", async () => {
    const mails = await server.smtp!.waitFor(1, 15_000);
    const mail = mails.find((m) => m.envelopeTo.includes(email))!.mail;
    expect(mail.subject).toMatch(/correo|cuenta|verifi/i);
    expect(mail.text).toMatch(/Pledge Watch/);
    const link = mail.links.find((l) => new URL(l).pathname === "/es/verify-email");
    expect(link, mail.links.join(", ")).toBeDefined();
    const url = new URL(link!);
    await visit(page, `${url.pathname}${url.search}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/verific|confirm/i);
  });
});
