import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/users";
import { createAppLogger } from "#server/http/logging";
import { hashPassword } from "#server/modules/auth/password";
import { createTestApp, type TestApp } from "../support/app";
import { testConfig } from "../support/config";
import { newVoter, registration, signIn } from "../support/voters";

// The app at info, the production default, with every line it writes kept here.
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ config: testConfig({ LOG_LEVEL: "info" }), log: createAppLogger("info", sink) });
});
afterAll(() => t.close());

describe("the app's log", () => {
  it("records a voter's requests without their personal data, credentials or tokens", async () => {
    const body = registration({ address: "4321 Secret Lane", phone: "907-555-0199" });
    expect((await t.app.inject({ method: "POST", url: "/api/register", payload: body })).statusCode).toBe(
      201,
    );
    const voter = await signIn(t.app, body.email, body.password);
    await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: body.email, password: "a wrong password entirely" },
    });
    await voter.inject({
      method: "POST",
      url: "/api/pledge/find-legislators",
      payload: { address: body.address, city: body.city, state: body.state, zip: body.zip },
    });
    await voter.inject({ method: "GET", url: `/api/user?email=${encodeURIComponent(body.email)}` });
    await t.app.inject({ method: "POST", url: "/api/forgot-password", payload: { email: body.email } });
    await t.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { token: "an-unguessable-reset-token", password: "another long secret" },
    });
    await t.app.inject({
      method: "GET",
      url: "/api/legislators",
      headers: { authorization: "Bearer a-bearer-secret" },
    });

    const log = lines.join("");
    const completed = lines
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === "request completed");
    expect(completed.map((line) => `${line.req.method} ${line.req.path} ${line.res.statusCode}`)).toEqual(
      expect.arrayContaining([
        "POST /api/register 201",
        "POST /api/login 401",
        "POST /api/pledge/find-legislators 200",
        "GET /api/user 200",
        "POST /api/reset-password 400",
      ]),
    );
    for (const secret of [
      body.email,
      body.password,
      "a wrong password entirely",
      "4321 Secret Lane",
      "907-555-0199",
      voter.cookie.split("=")[1] ?? "",
      "an-unguessable-reset-token",
      "a-bearer-secret",
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

/** Tables whose writes the second test makes fail, so every write path reaches the error handler. */
const WRITTEN_TABLES = [
  "users",
  "one_time_tokens",
  "contact_messages",
  "pledges",
  "engagement",
  "reminder_preferences",
  "email_outbox",
  "admin_audit_log",
  "primary_elections",
  "legislators",
];

describe("the app's log when the database refuses", () => {
  it("names the failure by type, code and request, and none of the data it was sent", async () => {
    const voter = await newVoter(t.app, { name: "Quentin Logcheck", address: "77 Hidden Orchard Road" });
    await t.database.db.insert(users).values({
      name: "Log Admin",
      username: "logadmin",
      email: "logadmin@example.org",
      passwordHash: await hashPassword("admin password here"),
      role: "admin",
      verified: true,
    });
    const adminLogin = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: "logadmin", password: "admin password here" },
    });
    const admin = { authorization: `Bearer ${adminLogin.json().token}` };
    const secrets = {
      email: "private.person@example.net",
      name: "Winifred Secretname",
      address: "9 Confidential Court",
      phone: "907-555-0142",
      password: "a very private passphrase",
    };
    const registrationBody = registration({
      ...secrets,
      confirmEmail: secrets.email,
      confirmPassword: secrets.password,
    });
    lines.length = 0;

    // Every write of every route family fails in the database.
    await t.database.db.execute(
      sql.raw(`create function refuse_write() returns trigger language plpgsql as
      $$ begin raise exception 'write refused by the test'; end $$`),
    );
    for (const table of WRITTEN_TABLES) {
      await t.database.db.execute(
        sql.raw(`create trigger refuse_${table} before insert or update on ${table}
          for each row execute function refuse_write()`),
      );
    }
    const writes = [
      t.app.inject({ method: "POST", url: "/api/register", payload: registrationBody }),
      t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: {
          name: secrets.name,
          email: secrets.email,
          subject: "A private matter",
          message: secrets.address,
        },
      }),
      voter.inject({
        method: "PATCH",
        url: `/api/user/${voter.user.id}`,
        payload: {
          name: secrets.name,
          phone: secrets.phone,
          address: secrets.address,
          city: "Juneau",
          state: "AK",
          zip: "99801",
        },
      }),
      voter.inject({ method: "POST", url: "/api/pledges", payload: { legislatorId: 1 } }),
      voter.inject({
        method: "POST",
        url: "/api/user/engagement",
        payload: { updates: { hasDonated: true } },
      }),
      t.app.inject({
        method: "PATCH",
        url: `/api/admin/users/${voter.user.id}`,
        headers: admin,
        payload: { email: secrets.email },
      }),
      t.app.inject({
        method: "PATCH",
        url: "/api/admin/primary-elections/AK",
        headers: admin,
        payload: { notes: secrets.address },
      }),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode, res.body).toBeGreaterThanOrEqual(500);
    await t.app.inject({ method: "POST", url: "/api/forgot-password", payload: { email: voter.user.email } });
    await t.app.afterResponse.drain();

    // Reads by e-mail or name fail too once the accounts table is gone.
    await t.database.db.execute(sql.raw("alter table users rename to users_gone"));
    const reads = [
      t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: secrets.email, password: secrets.password },
      }),
      t.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { username: secrets.email, password: secrets.password },
      }),
      t.app.inject({
        method: "GET",
        url: `/api/admin/users?search=${encodeURIComponent(secrets.email)}`,
        headers: admin,
      }),
    ];
    for (const res of await Promise.all(reads)) expect(res.statusCode, res.body).toBeGreaterThanOrEqual(500);
    await t.app.inject({ method: "POST", url: "/api/forgot-password", payload: { email: secrets.email } });
    await t.app.afterResponse.drain();
    await t.database.db.execute(sql.raw("alter table users_gone rename to users"));

    const failures = lines.map((line) => JSON.parse(line)).filter((line) => line.level >= 50);
    expect(failures.length).toBeGreaterThanOrEqual(writes.length + reads.length + 2);
    for (const failure of failures) {
      expect(failure.err.type).toBe("DatabaseError");
      expect(failure.err.code).toMatch(/^(P0001|42P01)$/);
    }
    expect(failures.filter((f) => f.msg === "request failed").every((f) => typeof f.reqId === "string")).toBe(
      true,
    );
    const log = lines.join("");
    for (const secret of [
      ...Object.values(secrets),
      voter.user.email,
      "Quentin Logcheck",
      "77 Hidden Orchard Road",
    ]) {
      expect(log).not.toContain(secret);
    }
    for (const leak of ["scrypt$", "Failed query", "params", "write refused by the test"]) {
      expect(log).not.toContain(leak);
    }
  });
});
