import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "#db/schema/messaging";
import { DEFAULT_RATE_RULES } from "#server/rate-limit/rules";
import { createTestApp, finishBackgroundWork, type TestApp } from "../support/app";
import { testConfig } from "../support/config";
import { createMemoryMail } from "../support/memory-mail";
import { registration } from "../support/voters";

const mail = createMemoryMail();
let t: TestApp;
beforeAll(async () => {
  // The real limits, not the relaxed ones other tests use.
  t = await createTestApp({ rateRules: DEFAULT_RATE_RULES, mailTransport: mail.transport });
});
afterAll(() => t.close());

const post = (url: string, payload: object, ip = "203.0.113.7") =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: ip });

async function expectLimitedAfter(limit: number, send: () => ReturnType<typeof post>) {
  for (let i = 0; i < limit; i++) expect((await send()).statusCode).not.toBe(429);
  const limited = await send();
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  expect(limited.json()).toEqual({ message: "Too many attempts. Please wait a moment and try again." });
}

describe("rate limits", () => {
  it("limits sign-in attempts per address", async () => {
    await expectLimitedAfter(DEFAULT_RATE_RULES.loginPerAddress.limit, () =>
      post(
        "/api/login",
        { email: `guess${Math.random()}@example.org`, password: "guessing password" },
        "203.0.113.10",
      ),
    );
  });

  it("limits sign-in attempts per account, from any address", async () => {
    let n = 0;
    await expectLimitedAfter(DEFAULT_RATE_RULES.loginPerAccount.limit, () =>
      post("/api/login", { email: "target@example.org", password: "guessing password" }, `198.51.100.${++n}`),
    );
  });

  it("limits registrations per address", async () => {
    await expectLimitedAfter(DEFAULT_RATE_RULES.registerPerAddress.limit, () =>
      post("/api/register", registration(), "203.0.113.11"),
    );
  });

  it("limits reset mails per account without changing the answer", async () => {
    const body = registration();
    await post("/api/register", body, "203.0.113.12");
    const answers = [];
    for (let i = 0; i < DEFAULT_RATE_RULES.forgotPerAccount.limit + 2; i++) {
      answers.push((await post("/api/forgot-password", { email: body.email }, "203.0.113.12")).json());
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    await finishBackgroundWork(t.app);
    const resets = mail.messages.filter((m) => m.to === body.email && /reset/i.test(m.subject));
    expect(resets).toHaveLength(DEFAULT_RATE_RULES.forgotPerAccount.limit);
  });

  it("limits address lookups per address", async () => {
    await expectLimitedAfter(DEFAULT_RATE_RULES.lookupPerAddress.limit, () =>
      post(
        "/api/pledge/find-legislators",
        { address: "1 Main", city: "Anchorage", state: "AK", zip: "99501" },
        "203.0.113.13",
      ),
    );
  });

  it("let a canvasser's tablet sign up 60 voters from one address, each after a lookup", async () => {
    const tablet = "203.0.113.20";
    for (let i = 0; i < 60; i++) {
      const lookup = await post(
        "/api/pledge/find-legislators",
        { address: "1100 Congress Ave", city: "Austin", state: "TX", zip: "78701" },
        tablet,
      );
      expect(lookup.statusCode).toBe(200);
      expect((await post("/api/register", registration(), tablet)).statusCode).toBe(201);
    }
  });

  it("follow the operator's RATE_LIMIT_<NAME> settings", async () => {
    const strict = await createTestApp({
      config: testConfig({ RATE_LIMIT_REGISTER_PER_ADDRESS: "2/3600" }),
      rateRules: {},
    });
    try {
      const register = () =>
        strict.app.inject({
          method: "POST",
          url: "/api/register",
          payload: registration(),
          remoteAddress: "203.0.113.21",
        });
      expect((await register()).statusCode).toBe(201);
      expect((await register()).statusCode).toBe(201);
      const limited = await register();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(3500);
    } finally {
      await strict.close();
    }
  });
});

describe("POST /api/contact", () => {
  it("stores the message, then mails it to the campaign", async () => {
    const res = await post(
      "/api/contact",
      {
        name: "Casey",
        email: "casey@example.org",
        subject: "A question",
        message: "How are pledge counts shared?",
      },
      "203.0.113.20",
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toHaveProperty("message");
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows.some((r) => r.email === "casey@example.org" && r.subject === "A question")).toBe(true);
    const mailed = await mail.waitFor("contact@localhost", /A question/);
    expect(mailed.text).toContain("How are pledge counts shared?");
    expect(mailed.text).toContain("casey@example.org");
  });

  it("checks the contact form's rules", async () => {
    const res = await post(
      "/api/contact",
      { name: "C", email: "nope", subject: "Hi", message: "short" },
      "203.0.113.21",
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      subject: "Subject must be at least 3 characters",
      message: "Message must be at least 10 characters",
    });
  });

  it("answers a bot that fills the hidden field as usual but keeps nothing", async () => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const res = await post(
      "/api/contact",
      {
        name: "Bot",
        email: "bot@example.org",
        subject: "Buy now",
        message: "Cheap offers here!!",
        website: "http://spam",
      },
      "203.0.113.22",
    );
    expect(res.statusCode).toBe(201);
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it("limits messages per address", async () => {
    const body = {
      name: "Casey",
      email: "casey@example.org",
      subject: "Again",
      message: "Another message here.",
    };
    await expectLimitedAfter(DEFAULT_RATE_RULES.contactPerAddress.limit, () =>
      post("/api/contact", body, "203.0.113.23"),
    );
  });
});
