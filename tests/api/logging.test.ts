import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppLogger } from "../../src/server/http/logging";
import { createTestApp, type TestApp, testConfig } from "../support/app";
import { registration, signIn } from "../support/voters";

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
