import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTimeTokens, sessions, users } from "#db/schema/users";
import { createTestApp, TEST_TODAY, type TestApp } from "../support/app";
import { createMemoryMail, tokenFromMail } from "../support/memory-mail";
import { newVoter, registration, sessionCookieFrom, signIn } from "../support/voters";

const mail = createMemoryMail();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailTransport: mail.transport });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers });

describe("POST /api/register", () => {
  it("creates an unverified account, does not sign in, and mails a verification link", async () => {
    const body = registration({ email: "New.Voter@Example.org", confirmEmail: "new.voter@example.org" });
    const res = await post("/api/register", body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: "Registration successful. Please check your email to verify your account.",
    });
    expect(res.headers["set-cookie"]).toBeUndefined();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, "new.voter@example.org"));
    expect(row).toMatchObject({ verified: false, role: "user", isActive: true, districtCode: "AK-AL" });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(body.password);

    const message = await mail.waitFor("new.voter@example.org", /confirm your e-mail/i);
    expect(message.text).toContain("http://localhost:5000/verify-email?token=");
    expect(message.html).toContain("http://localhost:5000/verify-email?token=");
  });

  it("answers a known e-mail exactly alike, changes nothing and mails the owner a notice", async () => {
    const first = registration({ email: "taken@example.org" });
    await post("/api/register", first);
    const [before] = await t.database.db.select().from(users).where(eq(users.email, "taken@example.org"));
    const again = await post(
      "/api/register",
      registration({ email: "TAKEN@example.org", confirmEmail: "taken@example.org", name: "Someone Else" }),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({
      message: "Registration successful. Please check your email to verify your account.",
    });
    const rows = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'taken@example.org'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(before);
    const notice = await mail.waitFor("taken@example.org", /already|account/i);
    expect(notice.text).toContain("/forgot-password");
  });

  it("checks every field with the auth screen's messages", async () => {
    const res = await post("/api/register", {
      name: "A",
      email: "not-an-email",
      confirmEmail: "other@example.org",
      password: "short",
      confirmPassword: "different",
      address: "",
      city: "",
      state: "",
      zip: "123",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email",
      password: "Password must be at least 8 characters",
      address: "Address is required",
      city: "City is required",
      state: "State is required",
      zip: "ZIP code must be at least 5 digits",
    });
    const mismatch = await post(
      "/api/register",
      registration({ confirmEmail: "someone@example.org", confirmPassword: "another long secret" }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({
      confirmEmail: "Emails don't match",
      confirmPassword: "Passwords don't match",
    });
  });

  it("refuses territories in the registration form and the most common passwords", async () => {
    const guam = await post("/api/register", registration({ state: "GU" }));
    expect(guam.statusCode).toBe(400);
    expect(guam.json().errors.state).toBe("State is required");
    const common = await post(
      "/api/register",
      registration({ password: "password123", confirmPassword: "password123" }),
    );
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.password).toBe("This password is too common. Please choose another.");
  });

  it("ignores attempts to register as an administrator or as verified", async () => {
    const body = registration({ role: "admin", verified: true, isActive: false, id: 1 });
    expect((await post("/api/register", body)).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ role: "user", verified: false, isActive: true });
    expect(row!.id).not.toBe(1);
  });
});

describe("the account's language", () => {
  const languageOf = async (email: string) =>
    (await t.database.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]
      ?.language;

  it("is the one the voter registered in: the request's Accept-Language, English by default", async () => {
    const spanish = registration();
    expect(
      (await post("/api/register", spanish, { "accept-language": "es-US,es;q=0.9,en;q=0.8" })).statusCode,
    ).toBe(201);
    expect(await languageOf(spanish.email)).toBe("es");
    const english = registration();
    await post("/api/register", english, { "accept-language": "fr-FR, en;q=0.5" });
    expect(await languageOf(english.email)).toBe("en");
    const unsaid = registration();
    await post("/api/register", unsaid);
    expect(await languageOf(unsaid.email)).toBe("en");

    const voter = await signIn(t.app, spanish.email, spanish.password);
    expect(voter.user.language).toBe("es");
  });

  it("is changed in the profile, kept when the update leaves it out, and only to en or es", async () => {
    const voter = await newVoter(t.app);
    const profile = {
      name: "Pat Voter",
      address: "100 Main Street",
      city: "Anchorage",
      state: "AK",
      zip: "99501",
    };
    const update = (payload: object) =>
      voter.inject({ method: "PATCH", url: `/api/user/${voter.user.id}`, payload });

    expect((await update({ ...profile, language: "es" })).json().user.language).toBe("es");
    expect((await update(profile)).json().user.language).toBe("es");
    expect((await voter.inject({ method: "GET", url: "/api/user" })).json().user.language).toBe("es");

    const refused = await update({ ...profile, language: "fr" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ language: 'Language must be "en" or "es"' });
    expect((await update({ ...profile, language: "en" })).json().user.language).toBe("en");
  });
});

describe("POST /api/login and /api/logout", () => {
  it("signs in with a HttpOnly, SameSite=Lax session cookie and returns the user without secrets", async () => {
    const body = registration();
    await post("/api/register", body);
    const res = await post("/api/login", { email: body.email.toUpperCase(), password: body.password });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^pw_session=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    const { user } = res.json();
    expect(user).toMatchObject({ email: body.email, name: "Pat Voter", verified: false, role: "user" });
    expect(JSON.stringify(user)).not.toMatch(/password|hash|username/i);
  });

  it("gives the same 401 for an unknown e-mail and a wrong password", async () => {
    const body = registration();
    await post("/api/register", body);
    const wrong = await post("/api/login", { email: body.email, password: "not the password" });
    const unknown = await post("/api/login", {
      email: "nobody-here@example.org",
      password: "not the password",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid email or password" });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("checks the login form's fields", async () => {
    const res = await post("/api/login", { email: "nope", password: "short" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: "Please enter a valid email address",
      password: "Password must be at least 8 characters",
    });
  });

  it("refuses an inactive account with 403", async () => {
    const body = registration();
    await post("/api/register", body);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, body.email));
    const res = await post("/api/login", { email: body.email, password: body.password });
    expect(res.statusCode).toBe(403);
  });

  it("issues a new session id at every sign-in and revokes the session at logout", async () => {
    const body = registration();
    await post("/api/register", body);
    const first = await signIn(t.app, body.email, body.password);
    const second = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: body.email, password: body.password },
      headers: { cookie: first.cookie },
    });
    const secondCookie = sessionCookieFrom(second.headers["set-cookie"]);
    expect(secondCookie).not.toBe(first.cookie);
    expect((await first.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(401);

    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: secondCookie } });
    expect(me.statusCode).toBe(200);
    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: { cookie: secondCookie } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers["set-cookie"])).toMatch(/pw_session=;/);
    const after = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: secondCookie } });
    expect(after.statusCode).toBe(401);
  });

  it("stores only a hash of the session token", async () => {
    const voter = await newVoter(t.app);
    const token = voter.cookie.split("=")[1]!;
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, voter.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.expiresAt.getTime()).toBe(TEST_TODAY.getTime() + 14 * 24 * 3600_000);
  });
});

describe("GET /api/session", () => {
  it("answers 200 with nobody when signed out, and with the voter once signed in", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/session" });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers["cache-control"]).toBe("no-store");
    expect(anonymous.json()).toEqual({ user: null });

    const voter = await newVoter(t.app);
    const signedIn = await voter.inject({ method: "GET", url: "/api/session" });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      user: (await voter.inject({ method: "GET", url: "/api/user" })).json().user,
    });
  });
});

describe("GET /api/user and PATCH /api/user/{id}", () => {
  it("answers 401 when signed out", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty("message");
  });

  it("updates only the profile fields, whatever else the body holds", async () => {
    const voter = await newVoter(t.app);
    const res = await voter.inject({
      method: "PATCH",
      url: `/api/user/${voter.user.id}`,
      payload: {
        name: "Pat Q. Voter",
        phone: "",
        address: "200 Elm Street",
        city: "Brooklyn",
        state: "ny",
        zip: "11215",
        registeredParty: "Republican",
        email: "attacker@example.org",
        role: "admin",
        isActive: false,
        verified: true,
        passwordHash: "x",
      },
    });
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({
      name: "Pat Q. Voter",
      phone: null,
      state: "NY",
      zip: "11215",
      registeredParty: "Republican",
      email: voter.user.email,
      role: "user",
      isActive: true,
      verified: false,
    });
    // 11215 lies in NY-10 only, so the district follows the new address.
    expect(user.districtCode).toBe("NY-10");
  });

  it("checks the profile form's rules", async () => {
    const voter = await newVoter(t.app);
    const res = await voter.inject({
      method: "PATCH",
      url: `/api/user/${voter.user.id}`,
      payload: { name: "P", address: "x", city: "y", state: "New York", zip: "1" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: "Name must be at least 2 characters",
      address: "Address is required",
      city: "City is required",
      state: "Please provide a 2-letter state code",
      zip: "ZIP code is required",
    });
  });
});

describe("e-mail verification", () => {
  it("verifies with the mailed token once, says so when it is opened again, and resends on request", async () => {
    const voter = await newVoter(t.app);
    const first = await mail.waitFor(voter.user.email, /confirm your e-mail/i);
    const resend = await voter.inject({ method: "POST", url: "/api/resend-verification", payload: {} });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe("Verification email sent! Please check your inbox and spam folder.");
    await expect.poll(() => mail.messages.filter((m) => m.to === voter.user.email).length).toBe(2);
    const latest = mail.messages.filter((m) => m.to === voter.user.email).at(-1)!;

    // Only the newest link works.
    const stale = await post("/api/verify-email", { token: tokenFromMail(first, "/verify-email") });
    expect(stale.statusCode).toBe(400);
    const ok = await post("/api/verify-email", { token: tokenFromMail(latest, "/verify-email") });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.verified).toBe(true);
    // Opened again, the link (or an older one) says the address is verified, not that it failed.
    for (const again of [latest, first]) {
      const reuse = await post("/api/verify-email", { token: tokenFromMail(again, "/verify-email") });
      expect(reuse.statusCode).toBe(409);
      expect(reuse.json().message).toBe("Your email address is already verified.");
    }
    const unknown = await post("/api/verify-email", { token: "a".repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Invalid or expired verification link");

    const already = await voter.inject({ method: "POST", url: "/api/resend-verification", payload: {} });
    expect(already.json().message).toBe("Your email address is already verified.");
  });

  it("refuses to resend for someone who is not signed in", async () => {
    const res = await post("/api/resend-verification", {});
    expect(res.statusCode).toBe(401);
  });
});

describe("password reset", () => {
  const neutral =
    "If an account exists for that email address, we have sent a link to reset the password. Please check your inbox and spam folder.";

  it("answers alike whether or not the account exists", async () => {
    const voter = await newVoter(t.app);
    const known = await post("/api/forgot-password", { email: voter.user.email });
    const unknown = await post("/api/forgot-password", { email: "no-account@example.org" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: neutral });
    expect(unknown.json()).toEqual(known.json());
    await mail.waitFor(voter.user.email, /reset/i);
    expect(mail.messages.some((m) => m.to === "no-account@example.org")).toBe(false);
  });

  it("resets once with the mailed token, ends every session and mails a notice", async () => {
    const voter = await newVoter(t.app);
    const other = await signIn(t.app, voter.user.email, "a long enough secret");
    await post("/api/forgot-password", { email: voter.user.email });
    const message = await mail.waitFor(voter.user.email, /reset/i);
    expect(message.text).toContain("http://localhost:5000/reset-password?token=");
    const token = tokenFromMail(message, "/reset-password");
    const [stored] = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, voter.user.id))
      .orderBy(sql`${oneTimeTokens.id} desc`)
      .limit(1);
    expect(stored!.tokenHash).not.toBe(token);

    const res = await post("/api/reset-password", {
      token,
      password: "a brand new secret",
      confirmPassword: "a brand new secret",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty("message");
    for (const session of [voter, other]) {
      expect((await session.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(401);
    }
    await signIn(t.app, voter.user.email, "a brand new secret");
    await mail.waitFor(voter.user.email, /password was changed|changed/i);

    const reuse = await post("/api/reset-password", { token, password: "yet another secret" });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ message: "Invalid or expired reset token" });
  });

  it("refuses an expired token, a made-up token and mismatched passwords", async () => {
    const voter = await newVoter(t.app);
    await post("/api/forgot-password", { email: voter.user.email });
    const token = tokenFromMail(await mail.waitFor(voter.user.email, /reset/i), "/reset-password");
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(TEST_TODAY.getTime() - 1000) })
      .where(eq(oneTimeTokens.userId, voter.user.id));
    const expired = await post("/api/reset-password", { token, password: "a brand new secret" });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe("Invalid or expired reset token");
    const invented = await post("/api/reset-password", {
      token: "x".repeat(43),
      password: "a brand new secret",
    });
    expect(invented.json().message).toBe("Invalid or expired reset token");
    const mismatch = await post("/api/reset-password", {
      token,
      password: "a brand new secret",
      confirmPassword: "something else entirely",
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.confirmPassword).toBe("Passwords don't match");
  });
});
