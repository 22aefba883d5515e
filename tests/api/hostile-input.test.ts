import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INT4_MAX } from "#shared/ids";
import { TEXT_NOT_ALLOWED } from "#shared/text";
import { createTestApp, type TestApp } from "../support/app";
import { insertAdmin, legislatorIdBySlug, TEST_ADMIN_PASSWORD } from "../support/records";
import { newVoter, registration, type SignedIn, signIn } from "../support/voters";

/**
 * Input PostgreSQL cannot store (a NUL byte, a lone UTF-16 surrogate, an integer past int4) is a
 * 400 naming the field, never a 500 from the database. tests/api/fuzz.test.ts tries the same at random.
 */
let t: TestApp;
let voter: SignedIn;
let admin: SignedIn;
let legislatorId: number;

const NUL = "\u0000";
const LONE_SURROGATE = "\uD800";
const TOO_LARGE = INT4_MAX + 1;

beforeAll(async () => {
  t = await createTestApp();
  voter = await newVoter(t.app);
  await insertAdmin(t.database.db, "careful-admin@example.org");
  admin = await signIn(t.app, "careful-admin@example.org", TEST_ADMIN_PASSWORD);
  legislatorId = await legislatorIdBySlug(t.database.db, "lisa-murkowski");
}, 120_000);
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });

function expectFieldRefused(
  res: { statusCode: number; json(): { errors?: Record<string, string> } },
  field: string,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toMatchObject({ [field]: TEXT_NOT_ALLOWED });
}

describe("a NUL byte in a text field", () => {
  it("is a 400 naming the field on registration and the profile", async () => {
    expectFieldRefused(await post("/api/register", registration({ name: `Pat${NUL}Voter` })), "name");
    const profile = await voter.inject({
      method: "PATCH",
      url: `/api/user/${voter.user.id}`,
      payload: { name: "Pat Voter", address: `1 Main${NUL}`, city: "Anchorage", state: "AK", zip: "99501" },
    });
    expectFieldRefused(profile, "address");
  });

  it("is a 400 on the contact form", async () => {
    const res = await post("/api/contact", {
      name: "Pat Voter",
      email: "pat@example.org",
      subject: "A question",
      message: `Hello there${NUL}, a question about pledges`,
    });
    expectFieldRefused(res, "message");
  });

  it("is a 400 or 401 on sign-in, never a 500", async () => {
    for (const payload of [
      { email: `pat${NUL}@example.org`, password: "a long enough secret" },
      { email: voter.user.email, password: `a long enough${NUL}secret` },
      { username: `admin${NUL}`, password: "admin password here" },
    ]) {
      const url = "username" in payload ? "/api/admin/login" : "/api/login";
      const res = await post(url, payload);
      expect([400, 401], `${url} ${res.body}`).toContain(res.statusCode);
    }
  });

  it("is a 400 in an administrator's edit and list search", async () => {
    const edit = await admin.inject({
      method: "PATCH",
      url: "/api/admin/primary-elections/AK",
      payload: { primaryType: `Open${NUL}` },
    });
    expectFieldRefused(edit, "primaryType");
    for (const list of ["users", "pledges"]) {
      const res = await admin.inject({ method: "GET", url: `/api/admin/${list}?search=a%00b` });
      expectFieldRefused(res, "search");
    }
  });
});

describe("a lone surrogate in an administrator's edit", () => {
  it("is a 400 naming the key fact", async () => {
    const res = await admin.inject({
      method: "PATCH",
      url: `/api/admin/legislators/${legislatorId}`,
      payload: { keyFacts: ["A fine fact", `Half an emoji ${LONE_SURROGATE}`] },
    });
    expectFieldRefused(res, "keyFacts.1");
  });

  it("is a 400 naming the primary election's notes", async () => {
    const res = await admin.inject({
      method: "PATCH",
      url: "/api/admin/primary-elections/AK",
      payload: { notes: `\uDC00 notes` },
    });
    expectFieldRefused(res, "notes");
  });
});

describe("an integer past int4", () => {
  it("is a 400 as a pledge's legislatorId or userId", async () => {
    const byLegislator = await voter.inject({
      method: "POST",
      url: "/api/pledges",
      payload: { legislatorId: TOO_LARGE },
    });
    expect(byLegislator.statusCode).toBe(400);
    expect(byLegislator.json().errors).toHaveProperty("legislatorId");
    const byUser = await voter.inject({
      method: "POST",
      url: "/api/pledges",
      payload: { legislatorId, userId: TOO_LARGE },
    });
    expect(byUser.statusCode).toBe(400);
    expect(byUser.json().errors).toHaveProperty("userId");
  });

  it("is a 400 as pledgesNeeded", async () => {
    const res = await admin.inject({
      method: "PATCH",
      url: `/api/admin/legislators/${legislatorId}`,
      payload: { pledgesNeeded: TOO_LARGE },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ pledgesNeeded: `Pledges needed must be at most ${INT4_MAX}` });
  });

  it("is a 400 or 404 as an id in the path, never a 500", async () => {
    for (const url of [`/api/admin/legislators/${TOO_LARGE}`, `/api/admin/users/${TOO_LARGE}`]) {
      const res = await admin.inject({ method: "PATCH", url, payload: {} });
      expect([400, 404], `${url} ${res.body}`).toContain(res.statusCode);
    }
    const profile = await voter.inject({ method: "PATCH", url: `/api/user/${TOO_LARGE}`, payload: {} });
    expect([400, 403, 404]).toContain(profile.statusCode);
  });
});
