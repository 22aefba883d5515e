import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/users";
import { createAppLogger } from "#server/http/logging";
import { REMINDER_OFFSETS } from "#shared/engagement";
import { INT4_MAX } from "#shared/ids";
import { createTestApp, finishBackgroundWork, type TestApp } from "../support/app";
import { insertAdmin, legislatorIdBySlug, TEST_ADMIN_PASSWORD } from "../support/records";
import { listRoutes, type RouteInfo } from "../support/routes";
import { newVoter, registration } from "../support/voters";

/**
 * Property-based fuzzing of every route (read from the app itself, so a new route is covered without
 * touching this file): random and hostile bodies, path parameters and queries, sent signed out, as a
 * voter and as an administrator, must never be answered with a 5xx. Hostile means what the database
 * refuses or mishandles (NUL bytes, lone surrogates, integers past int4, huge numbers), what parsers
 * trip on (very long or odd text, nested values, NaN-ish strings) and plain wrong types.
 * The seed is fixed, so a failure reproduces; fast-check prints the counterexample.
 */
const SEED = 20_260_311;
/** Runs per route and caller: the whole file takes about 20 seconds on PGlite on two cores. */
const WRITE_RUNS = 120;
const READ_RUNS = 25;

type Caller = "anonymous" | "voter" | "admin";
const CALLERS: Caller[] = ["anonymous", "voter", "admin"];

let t: TestApp;
let voterId: number;
let voterEmail: string;
let victimId: number;
let adminId: number;
let legislatorId: number;
let sessionCookieName: string;
const credentials = { voterCookie: "", adminToken: "" };

/** Every error the app logs, including failures after the answer was sent (mail, deferred work). */
const errorsLogged: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      errorsLogged.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ log: createAppLogger("error", sink) });
  const voter = await newVoter(t.app, { name: "Fuzzing Voter" });
  voterId = voter.user.id;
  voterEmail = voter.user.email;
  sessionCookieName = voter.cookie.split("=")[0]!;
  victimId = (await newVoter(t.app, { name: "Victim Voter" })).user.id;
  adminId = (await insertAdmin(t.database.db, "fuzz-admin@example.org")).id;
  legislatorId = await legislatorIdBySlug(t.database.db, "lisa-murkowski");
}, 120_000);
afterAll(() => t.close());

/** Set when a request may have changed the fuzzing callers: any write that was not refused. */
let callersMayHaveChanged = true;

/**
 * Undoes what an earlier run may have done to the fuzzing callers (sign out, deactivate, demote)
 * and gives them new sessions, so every run acts as who it says it is.
 */
async function restoreCallers() {
  if (!callersMayHaveChanged) return;
  callersMayHaveChanged = false;
  const db = t.database.db;
  await db.update(users).set({ isActive: true, role: "user" }).where(eq(users.id, voterId));
  await db.update(users).set({ isActive: true, role: "admin" }).where(eq(users.id, adminId));
  credentials.voterCookie = `${sessionCookieName}=${(await t.app.sessions.create(voterId, "session")).token}`;
  credentials.adminToken = (await t.app.sessions.create(adminId, "admin_token")).token;
}

function headersFor(caller: Caller): Record<string, string> {
  if (caller === "voter") return { cookie: credentials.voterCookie };
  if (caller === "admin") return { authorization: `Bearer ${credentials.adminToken}` };
  return {};
}

// --- Hostile values ------------------------------------------------------------------------------

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
/** One character of trouble: any code point, a lone surrogate, NUL, invisible or quoting characters. */
const hostileChar = fc.oneof(
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  loneSurrogate,
  fc.constantFrom("\u0000", "\uFFFF", "\uFEFF", "\u202E", "\u200B", "%", "\\", "'", '"', "<", "\n", "\r"),
);
const NUMBER_LIKE_TEXT = [
  "",
  " ",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e400",
  "1e308",
  "2147483648",
  "-1",
  "0",
  "-0",
  "0x10",
  "1.5",
  " 7 ",
  "9007199254740993",
  "null",
  "true",
  "[]",
  "{}",
];
const hostileString = fc.oneof(
  fc.string({ unit: hostileChar, maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constantFrom(...NUMBER_LIKE_TEXT),
  // Long text, now and then past the body limit (64 KB).
  fc.integer({ min: 1_000, max: 70_000 }).map((n) => "x".repeat(n)),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(
    INT4_MAX,
    INT4_MAX + 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 31) - 1,
    -1,
    0,
    -0,
    1.5,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  // JSON has no NaN or Infinity (they would be sent as null, which the other values cover).
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** Object keys, including the ones that have bitten JavaScript before. */
const hostileKey = fc.oneof(
  fc.string({ unit: hostileChar, maxLength: 12 }),
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "userId", "id", "role", "isActive"),
);
const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie("value"), { maxKeys: 4 }),
  ),
}));

/** A value that looks like `example` but is wrong in one of many ways; for text, often only slightly. */
function mutated(example: unknown): fc.Arbitrary<unknown> {
  if (typeof example === "string") {
    const inserted = (chars: fc.Arbitrary<string>) =>
      fc
        .tuple(chars, fc.nat({ max: example.length }))
        .map(([chars, at]) => example.slice(0, at) + chars + example.slice(at));
    return fc.oneof(
      // Often still valid, so it reaches the database: any text must store or be refused.
      { arbitrary: inserted(fc.string({ unit: "grapheme", minLength: 1, maxLength: 3 })), weight: 2 },
      { arbitrary: inserted(hostileChar), weight: 2 },
      { arbitrary: hostileString, weight: 1 },
      { arbitrary: hostileValue, weight: 1 },
    );
  }
  if (typeof example === "number") {
    return fc.oneof({ arbitrary: hostileNumber, weight: 2 }, hostileNumber.map(String), hostileValue);
  }
  if (Array.isArray(example)) {
    return fc.oneof(fc.array(mutated(example[0] ?? "text"), { maxLength: 25 }), hostileValue);
  }
  if (example && typeof example === "object")
    return fc.oneof(shaped(example as Record<string, unknown>), hostileValue);
  return hostileValue;
}

const KEEP = Symbol("keep");
const DROP = Symbol("drop");

/** `example` with some fields kept, some mutated, some dropped, and now and then extra fields. */
function shaped(example: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(example).map(([key, value]) => [
      key,
      fc.oneof(
        { arbitrary: fc.constant<typeof KEEP>(KEEP), weight: 3 },
        { arbitrary: mutated(value), weight: 2 },
        { arbitrary: fc.constant<typeof DROP>(DROP), weight: 1 },
      ),
    ]),
  );
  return fc
    .tuple(
      fc.record(fields),
      fc.oneof(
        { arbitrary: fc.constant({}), weight: 3 },
        { arbitrary: fc.dictionary(hostileKey, hostileValue, { maxKeys: 2 }), weight: 1 },
      ),
    )
    .map(([choices, extra]) => {
      const body: Record<string, unknown> = { ...extra };
      for (const [key, choice] of Object.entries(choices)) {
        if (choice === KEEP) body[key] = example[key];
        else if (choice !== DROP) body[key] = choice;
      }
      return body;
    });
}

/** A valid body with exactly one field made hostile: the likeliest way to reach the database. */
function oneFieldWrong(example: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(example);
  if (keys.length === 0) return fc.constant({});
  return fc
    .constantFrom(...keys)
    .chain((key) => mutated(example[key]).map((value) => ({ ...example, [key]: value })));
}

/** Raw bodies sent as application/json: broken JSON, prototype tricks, hostile text. */
const rawJsonBody = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "[",
    "null",
    '""',
    "1e999",
    '{"__proto__":{"role":"admin"}}',
    '{"a":1}{',
    "\u0000",
  ),
  fc.string({ unit: hostileChar, maxLength: 40 }),
);

// --- Requests ----------------------------------------------------------------------------------

/** A valid body for each write route; a route missing here is fuzzed with the fields of them all. */
function examples(): Record<string, Record<string, unknown>> {
  const reminders = Object.fromEntries(REMINDER_OFFSETS.map((offset) => [offset, true]));
  return {
    "POST /api/register": registration(),
    "POST /api/login": { email: voterEmail, password: registration().password },
    "POST /api/logout": {},
    "POST /api/contact": {
      name: "Pat Voter",
      email: "pat@example.org",
      subject: "A question",
      message: "A question about the pledge, long enough.",
      website: "",
    },
    "POST /api/pledge/find-legislators": {
      address: "100 Main Street",
      city: "Anchorage",
      state: "AK",
      zip: "99501",
    },
    "POST /api/pledges": { legislatorId, shareOnSocial: true, userId: voterId },
    "POST /api/forgot-password": { email: "fuzz@example.org" },
    "POST /api/reset-password": {
      token: "a".repeat(43),
      password: "new long secret",
      confirmPassword: "new long secret",
    },
    "POST /api/verify-email": { token: "a".repeat(43) },
    "POST /api/resend-verification": { userId: voterId },
    "POST /api/user/engagement": {
      userId: voterId,
      updates: { hasEmailedLegislator: true, hasDonated: false },
    },
    "PUT /api/user/reminders": { emailReminders: true, calendarReminders: false, ...reminders },
    "PATCH /api/user/:id": {
      name: "Pat Voter",
      phone: "907-555-0100",
      address: "100 Main Street",
      city: "Anchorage",
      state: "AK",
      zip: "99501",
      registeredParty: "Independent",
    },
    "POST /api/admin/login": { username: "fuzz-admin@example.org", password: TEST_ADMIN_PASSWORD },
    "POST /api/admin/logout": {},
    "POST /api/admin/change-password": {
      currentPassword: "wrong password here",
      newPassword: "another admin password",
      confirmPassword: "another admin password",
    },
    "PATCH /api/admin/legislators/:id": {
      keyFacts: ["Voted to confirm", "Sits on Armed Services"],
      pledgesNeeded: 1200,
      trumpOppositionProbability: 40,
      nextPrimaryYear: 2028,
    },
    "PATCH /api/admin/primary-elections/:state": {
      primaryDate: "2028-08-15",
      runoffDate: "",
      registrationDeadline: "2028-07-16",
      primaryType: "Top-four open primary",
      idRequirements: "Photo ID or two other documents",
      notes: "Ranked choice in the general election",
      registrationUrl: "https://www.elections.alaska.gov/",
      additionalInfo: "<p>See <a href='https://www.elections.alaska.gov/'>the division</a>.</p>",
      partyRegistrationRequired: false,
      nextPrimaryYear: 2028,
    },
    "PATCH /api/admin/users/:id": {
      name: "Victim Voter",
      email: "victim@example.org",
      role: "user",
      isActive: true,
    },
  };
}

/** Percent-encodes every UTF-8 byte (a lone surrogate becomes U+FFFD, as a browser would send it). */
const percentEncoded = (value: string) =>
  [...Buffer.from(value, "utf8")]
    .map((byte) => `%${byte.toString(16).padStart(2, "0").toUpperCase()}`)
    .join("");

/** Ids just inside and outside what an int4 column holds. */
const ID_EDGES = ["0", "-1", String(INT4_MAX), String(INT4_MAX + 1), "4294967296", "9007199254740993"];

/** Path or query text: encoded hostile strings, and raw escapes that decode to nothing valid. */
const hostileUrlText = fc.oneof(
  hostileString.filter((s) => s.length < 2_000).map(percentEncoded),
  fc.constantFrom(
    ...ID_EDGES,
    "1e3",
    "1.5",
    "NaN",
    "abc",
    "%00",
    "a%00b",
    "%ED%A0%80",
    "%C0%80",
    "%FF",
    "%",
    "%2F..%2F",
    "x".repeat(300),
  ),
);

/** The path parameter each route acts on when its request is valid. */
function routeParams(): Record<string, Record<string, number | string>> {
  return {
    "PATCH /api/user/:id": { id: voterId },
    "PATCH /api/admin/legislators/:id": { id: legislatorId },
    "PATCH /api/admin/users/:id": { id: victimId },
    "PATCH /api/admin/primary-elections/:state": { state: "AK" },
    "GET /api/communication-templates/:legislatorId": { legislatorId },
    "GET /api/legislators/:idOrSlug": { idOrSlug: "lisa-murkowski" },
  };
}

/** Values for a path parameter: the route's own record, other real ones, edges, hostile text. */
function pathValue(name: string, own: number | string | undefined): fc.Arbitrary<string> {
  const real =
    name === "state"
      ? ["AK", "tx", "DC", "PR"]
      : [voterId, victimId, adminId, legislatorId, "lisa-murkowski"].map(String);
  return fc.oneof(
    { arbitrary: fc.constant(String(own ?? real[0])), weight: 3 },
    { arbitrary: fc.constantFrom(...real), weight: 1 },
    { arbitrary: fc.constantFrom(...ID_EDGES), weight: 1 },
    { arbitrary: hostileUrlText, weight: 1 },
  );
}

const QUERY_KEYS = ["userId", "search", "page", "pageSize", "state", "type", "party", "sort", "legislatorId"];
const queryKey = fc.oneof(fc.constantFrom(...QUERY_KEYS), hostileKey.map(percentEncoded));
const hostileQuery = fc.dictionary(queryKey, hostileUrlText, { maxKeys: 3 });

/** The route's URL with each `:param` filled in, plus a query string. */
function url(route: RouteInfo): fc.Arbitrary<string> {
  const params = route.url.match(/:\w+/g) ?? [];
  const own = routeParams()[`${route.method} ${route.url}`] ?? {};
  return fc
    .tuple(
      fc.tuple(...params.map((param) => pathValue(param.slice(1), own[param.slice(1)]))),
      fc.option(hostileQuery, { freq: 3 }),
    )
    .map(([values, query]) => {
      let path = route.url;
      params.forEach((param, i) => {
        path = path.replace(param, values[i]!);
      });
      const pairs = Object.entries(query ?? {}).map(([key, value]) => `${key}=${value}`);
      return pairs.length > 0 ? `${path}?${pairs.join("&")}` : path;
    });
}

/** A body for a write route: shaped like its real payload, or arbitrary JSON, or raw text. */
function body(route: RouteInfo): fc.Arbitrary<Pick<InjectOptions, "payload" | "headers">> {
  const all = examples();
  const example = all[`${route.method} ${route.url}`] ?? Object.assign({}, ...Object.values(all));
  const json = { "content-type": "application/json" };
  return fc.oneof(
    { arbitrary: oneFieldWrong(example).map((payload) => ({ payload })), weight: 3 },
    { arbitrary: shaped(example).map((payload) => ({ payload })), weight: 2 },
    {
      arbitrary: fc
        .jsonValue({ maxDepth: 3, stringUnit: hostileChar })
        .map((value) => ({ payload: JSON.stringify(value) ?? "null", headers: json })),
      weight: 1,
    },
    { arbitrary: rawJsonBody.map((payload) => ({ payload, headers: json })), weight: 1 },
  );
}

const WRITE_METHODS = new Set(["POST", "PATCH", "PUT", "DELETE"]);
const apiRoutes = () => listRoutes(t.app).filter((route) => route.url.startsWith("/api/"));

let properties = 0;

/** Sends each generated request as `caller`; the property is simply: never a 5xx. */
async function fuzz(caller: Caller, request: fc.Arbitrary<InjectOptions>, numRuns: number) {
  // Fixed, but different for each route and caller, so they do not all try the same values.
  const seed = SEED + properties++;
  await fc.assert(
    fc.asyncProperty(request, async (options) => {
      if (caller !== "anonymous") await restoreCallers();
      const res = await t.app.inject({ ...options, headers: { ...options.headers, ...headersFor(caller) } });
      if (options.method !== "GET" && res.statusCode < 400) callersMayHaveChanged = true;
      if (res.statusCode >= 500) {
        throw new Error(`${caller}: ${options.method} ${options.url} answered ${res.statusCode} ${res.body}`);
      }
    }),
    { seed, numRuns },
  );
}

describe("fuzzing every route", () => {
  it("never answers a write with a 5xx", async () => {
    const writes = apiRoutes().filter((route) => WRITE_METHODS.has(route.method));
    expect(writes.length).toBeGreaterThan(15);
    for (const route of writes) {
      const request = fc.tuple(url(route), body(route)).map(([url, rest]) => ({
        method: route.method as InjectOptions["method"],
        url,
        ...rest,
      }));
      for (const caller of CALLERS) await fuzz(caller, request, WRITE_RUNS);
    }
  }, 120_000);

  it("never answers a read with a 5xx, whatever its path and query", async () => {
    const reads = apiRoutes().filter((route) => route.method === "GET");
    expect(reads.length).toBeGreaterThan(15);
    for (const route of reads) {
      const request = url(route).map((url): InjectOptions => ({ method: "GET", url }));
      for (const caller of CALLERS) await fuzz(caller, request, READ_RUNS);
    }
  }, 120_000);

  it("leaves the app healthy, with no error logged", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    await finishBackgroundWork(t.app);
    // What the refresher would log after a write, thrown here instead.
    await t.app.catalog.refreshIfChanged();
    expect(errorsLogged).toEqual([]);
  });
});
