import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailMessage } from "#server/mail/transport";
import { UNKNOWN_DISTRICT_MESSAGE, unknownDistrictMessage } from "#shared/find-legislators";
import type { Legislator } from "#shared/legislator";
import { createTestApp, finishBackgroundWork, RELAXED_RATE_RULES, type TestApp } from "../support/app";
import { createMemoryMail, tokenFromMail } from "../support/memory-mail";
import { insertAdmin, TEST_ADMIN_PASSWORD } from "../support/records";
import { registration, type SignedIn, signIn } from "../support/voters";

/**
 * Spanish (decisions.md section 11): the API's `message` texts and the communication templates
 * follow the request's Accept-Language; every mail is in its recipient's language, with links to
 * the Spanish pages; the calendar feed speaks its owner's; the administrator's API stays English.
 */
let t: TestApp;
const mail = createMemoryMail();
let murkowski: Legislator;
let admin: SignedIn;
const SPANISH = { "accept-language": "es-US,es;q=0.9,en;q=0.5" };

beforeAll(async () => {
  t = await createTestApp({ mailTransport: mail.transport, manualJobs: true, rateRules: RELAXED_RATE_RULES });
  murkowski = t.app.catalog.find("lisa-murkowski")!;
  await insertAdmin(t.database.db, "spanish-admin@example.org");
  admin = await signIn(t.app, "spanish-admin@example.org", TEST_ADMIN_PASSWORD);
}, 120_000);
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers });

/** Registers a voter in a language (the request's) and signs them in. */
async function voterIn(language: "es" | "en", overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const body = registration(overrides);
  const res = await post("/api/register", body, language === "es" ? SPANISH : {});
  expect(res.statusCode).toBe(201);
  return signIn(t.app, body.email, body.password);
}

/** The mails delivered to an address whose subject matches, once the background work is done. */
async function mailsTo(email: string, subject: RegExp): Promise<MailMessage[]> {
  await finishBackgroundWork(t.app);
  return mail.messages.filter((m) => m.to === email && subject.test(m.subject));
}

describe("message texts follow Accept-Language", () => {
  const badRegistration = { ...registration(), name: "A", password: "short", confirmPassword: "short" };

  it("a 400's message and field errors, in Spanish", async () => {
    const res = await post(
      "/api/register",
      { ...badRegistration, confirmEmail: "other@example.org" },
      SPANISH,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Revise los campos marcados",
      errors: {
        name: "El nombre debe tener al menos 2 caracteres",
        confirmEmail: "Los correos electrónicos no coinciden",
        password: "La contraseña debe tener al menos 8 caracteres",
        confirmPassword: "La contraseña debe tener al menos 8 caracteres",
      },
    });
    const missing = await post("/api/login", {}, SPANISH);
    expect(missing.json().errors.email).toBe("Este dato es obligatorio (se esperaba texto)");
    const mismatch = await post(
      "/api/register",
      registration({ confirmPassword: "another long secret" }),
      SPANISH,
    );
    expect(mismatch.json().errors).toEqual({ confirmPassword: "Las contraseñas no coinciden" });
  });

  it("a 400's message and field errors, in English without the header", async () => {
    const res = await post("/api/register", badRegistration);
    expect(res.json()).toEqual({
      message: "Please check the highlighted fields",
      errors: {
        name: "Name must be at least 2 characters",
        password: "Password must be at least 8 characters",
        confirmPassword: "Password must be at least 8 characters",
      },
    });
    expect((await post("/api/login", {})).json().errors.email).toBe(
      "Invalid input: expected string, received undefined",
    );
  });

  it("a 401 and a 404, and a message the server writes with a value in it", async () => {
    const signedOut = await t.app.inject({ url: "/api/user", headers: SPANISH });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: "Inicie sesión para continuar" });
    expect((await t.app.inject({ url: "/api/user" })).json()).toEqual({
      message: "Please sign in to continue",
    });

    const missing = await t.app.inject({ url: "/api/legislators/nobody-at-all", headers: SPANISH });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "No se encontró a ese miembro del Congreso" });
    expect((await t.app.inject({ url: "/api/legislators/nobody-at-all" })).json()).toEqual({
      message: "Legislator not found",
    });

    const wrongState = await post(
      "/api/pledge/find-legislators",
      { address: "1 Main St", city: "Anchorage", state: "NJ", zip: "99501" },
      SPANISH,
    );
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json()).toEqual({
      message: "El código postal 99501 no está en Nueva Jersey",
      errors: { zip: "El código postal 99501 no está en Nueva Jersey" },
    });
  });

  it("the answers that only say what happened, and the lookup's notice", async () => {
    const registered = await post("/api/register", registration(), SPANISH);
    expect(registered.json()).toEqual({
      message: "Registro completado. Revise su correo electrónico para verificar su cuenta.",
    });
    const lookup = { address: "1 Main St", city: "New York", state: "NY", zip: "00501" };
    const spanish = await post("/api/pledge/find-legislators", lookup, SPANISH);
    expect(spanish.json().message).toBe(unknownDistrictMessage("es"));
    expect(spanish.json().message).toMatch(/^No se pudo determinar el distrito/);
    expect((await post("/api/pledge/find-legislators", lookup)).json().message).toBe(
      UNKNOWN_DISTRICT_MESSAGE,
    );
  });

  it("but the administrator's API stays in English", async () => {
    const res = await t.app.inject({ url: "/api/admin/users", headers: SPANISH });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Administrator sign-in required" });
  });
});

describe("the communication templates follow Accept-Language", () => {
  it("are written in Spanish for a Spanish request, in English otherwise", async () => {
    const url = `/api/communication-templates/${murkowski.id}`;
    const spanish = (await t.app.inject({ url, headers: SPANISH })).json().templates;
    expect(spanish.email.subject).toBe(
      "Senadora Murkowski, ¿se compromete a defender los fallos de la Corte Suprema?",
    );
    expect(spanish.letter).toContain("[Su nombre]\n[Su domicilio]");
    expect(spanish.letter).toContain("Estimada senadora Murkowski:");
    expect(spanish.socialMedia).toMatch(/#ImpeachmentPledge #Constitution$/);
    const english = (await t.app.inject({ url })).json().templates;
    expect(english.email.subject).toBe(
      "Senator Murkowski, will you commit to upholding the Supreme Court's rulings?",
    );
  });
});

describe("every mail in its recipient's language", () => {
  it("verification: a Spanish voter's in Spanish with the Spanish page's link, an English voter's as before", async () => {
    const spanish = await voterIn("es");
    const [verification] = await mailsTo(spanish.user.email, /correo electrónico/);
    expect(verification!.subject).toBe("Confirme su correo electrónico para Pledge Watch");
    expect(verification!.text).toContain("Hola, Pat Voter:");
    expect(verification!.text).toContain("http://localhost:5000/es/verify-email?token=");
    expect(verification!.text).toContain("Pledge Watch es un sitio cívico sin afiliación partidista.");
    expect(verification!.html).toContain('<html lang="es">');
    expect(verification!.html).toContain("Si el botón no funciona, copie este enlace en su navegador:");
    expect(verification!.html).toContain("http://localhost:5000/es/verify-email?token=");
    // The link works on the API like any other.
    const token = tokenFromMail(verification!, "/es/verify-email");
    expect((await post("/api/verify-email", { token })).statusCode).toBe(200);

    const english = await voterIn("en");
    const [englishMail] = await mailsTo(english.user.email, /Confirm your e-mail/);
    expect(englishMail!.subject).toBe("Confirm your e-mail address for Pledge Watch");
    expect(englishMail!.text).toContain("http://localhost:5000/verify-email?token=");
    expect(englishMail!.text).not.toContain("/es/");
    expect(englishMail!.html).toContain('<html lang="en">');
  });

  it("password reset in the account's language; account exists in the request's", async () => {
    const spanish = await voterIn("es");
    await post("/api/forgot-password", { email: spanish.user.email });
    const [reset] = await mailsTo(spanish.user.email, /contraseña/);
    expect(reset!.subject).toBe("Restablezca su contraseña de Pledge Watch");
    expect(reset!.text).toContain("http://localhost:5000/es/reset-password?token=");

    const english = await voterIn("en");
    await post("/api/register", registration({ email: english.user.email }), SPANISH);
    const [exists] = await mailsTo(english.user.email, /Sobre su cuenta/);
    expect(exists!.text).toContain("Usted ya tiene una cuenta");
    expect(exists!.text).toContain("http://localhost:5000/es/forgot-password");
  });

  it("the pledge receipt and an action notice, with links to the Spanish pages", async () => {
    const spanish = await voterIn("es");
    const english = await voterIn("en");
    for (const voter of [spanish, english]) {
      const res = await voter.inject({
        method: "POST",
        url: "/api/pledges",
        payload: { legislatorId: murkowski.id },
      });
      expect(res.statusCode).toBe(201);
    }
    const [receipt] = await mailsTo(spanish.user.email, /Su compromiso con Lisa Murkowski/);
    expect(receipt!.text).toContain(
      "Me comprometo a votar por Lisa Murkowski en su próxima elección primaria",
    );
    expect(receipt!.text).toContain("http://localhost:5000/es/dashboard?tab=pledges");

    const recorded = await admin.inject({
      method: "POST",
      url: `/api/admin/legislators/${murkowski.id}/actions`,
      headers: SPANISH,
      payload: { kind: "impeachment-vote", date: "2026-11-20", sourceUrl: "https://clerk.house.gov/Votes/1" },
    });
    expect(recorded.statusCode).toBe(201);
    const [notice] = await mailsTo(spanish.user.email, /actuó/);
    expect(notice!.subject).toBe("Lisa Murkowski actuó: llegó el momento de cumplir su compromiso");
    expect(notice!.text).toContain(
      "El 20 de noviembre de 2026, Lisa Murkowski lo hizo: votó a favor de los artículos de juicio político.",
    );
    expect(notice!.text).toContain("Llegó el momento de cumplir su compromiso: vote en la próxima primaria");
    expect(notice!.text).toContain("http://localhost:5000/es/legislators/lisa-murkowski");
    expect(notice!.text).toContain("http://localhost:5000/es/dashboard");
    expect(notice!.text).toMatch(/abra http:\/\/localhost:5000\/es\/unsubscribe\?token=[A-Za-z0-9_-]{43}/);
    expect(notice!.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:5000\/api\/unsubscribe\?token=/,
    );

    const [englishNotice] = await mailsTo(english.user.email, /acted/);
    expect(englishNotice!.subject).toBe("Lisa Murkowski acted: your pledge is now due");
    expect(englishNotice!.text).toContain("http://localhost:5000/legislators/lisa-murkowski");
    expect(englishNotice!.text).toMatch(/open http:\/\/localhost:5000\/unsubscribe\?token=/);
  });

  it("reminders and the calendar feed in the voter's language", async () => {
    const spanish = await voterIn("es");
    const patched = await admin.inject({
      method: "PATCH",
      url: "/api/admin/primary-elections/AK",
      payload: { registrationDeadline: "2026-11-28", primaryDate: "2026-12-08", runoffDate: null },
    });
    expect(patched.statusCode).toBe(200);
    await t.app.catalog.refreshIfChanged();
    const { reminders } = (await spanish.inject({ url: "/api/user/reminders" })).json();
    await spanish.inject({
      method: "PUT",
      url: "/api/user/reminders",
      payload: { ...reminders, emailReminders: true },
    });

    const sent = await mailsTo(spanish.user.email, /^Recordatorio:/);
    expect(sent.map((m) => m.subject)).toContain(
      "Recordatorio: la fecha límite de inscripción en Alaska es dentro de 7 días (sábado, 28 de noviembre de 2026)",
    );
    const deadline = sent.find((m) => m.subject.includes("fecha límite"))!;
    expect(deadline.text).toContain("http://localhost:5000/es/state-information/ak");
    expect(deadline.text).toContain("Recibe este recordatorio porque activó los recordatorios por correo");

    const { url } = (await spanish.inject({ method: "POST", url: "/api/user/calendar-feed" })).json();
    const feed = (await t.app.inject({ url: new URL(url).pathname })).body.replace(/\r\n /g, "");
    expect(feed).toContain("X-WR-CALNAME:Pledge Watch: fechas de las primarias");
    expect(feed).toContain("SUMMARY:Alaska: Elección primaria");
    expect(feed).toContain(
      "Primaria republicana de Alaska. Fechas y reglas: http://localhost:5000/es/state-information/ak",
    );
  });
});
