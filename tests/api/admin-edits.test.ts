import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { primaryElections } from "#db/schema/elections";
import { legislators } from "#db/schema/legislators";
import { appMeta } from "#db/schema/operations";
import { users } from "#db/schema/users";
import { seedSnapshot } from "#db/seed";
import { hashPassword } from "#server/modules/auth/password";
import { createTestApp, type TestApp } from "../support/app";
import { type SignedIn, signIn } from "../support/voters";

/** Administrator edits of legislators and primary elections, their audit trail and the public view. */
let t: TestApp;
let admin: SignedIn;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db
    .insert(users)
    .values({
      name: "Editing Admin",
      email: "editor@example.org",
      passwordHash: await hashPassword("admin password here"),
      role: "admin",
      verified: true,
    })
    .returning();
  adminId = row!.id;
  admin = await signIn(t.app, "editor@example.org", "admin password here");
}, 120_000);
afterAll(() => t.close());

const patch = (url: string, payload: object) => admin.inject({ method: "PATCH", url, payload });
const get = (url: string) => admin.inject({ method: "GET", url });

async function memberBySlug(slug: string) {
  const [row] = await t.database.db.select().from(legislators).where(eq(legislators.slug, slug));
  return row!;
}

async function auditEntries() {
  return (await get("/api/admin/audit-log?pageSize=200")).json().entries as {
    actor: { id: number; name: string } | null;
    action: string;
    entityType: string;
    entityId: string;
    changes: Record<string, { before: unknown; after: unknown }>;
  }[];
}

/** The public catalog rebuilds itself shortly after an edit; wait for it like a visitor would. */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the public view never caught up");
}

describe("GET /api/admin/legislators", () => {
  it("lists members in office, most pledged first, in the public shape plus adminEditedFields", async () => {
    const res = await get("/api/admin/legislators");
    expect(res.statusCode).toBe(200);
    const list = res.json().legislators;
    expect(list).toHaveLength(t.app.catalog.legislators.length);
    const publicView = t.app.catalog.find(String(list[0].id))!;
    expect(list[0]).toEqual({ ...publicView, adminEditedFields: [] });
    const counts = list.map((l: { pledgeCount: number }) => l.pledgeCount);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
  });

  it("puts the most pledged first", async () => {
    const murkowski = await memberBySlug("lisa-murkowski");
    await t.database.db.update(legislators).set({ pledgeCount: 7 }).where(eq(legislators.id, murkowski.id));
    const list = (await get("/api/admin/legislators")).json().legislators;
    expect(list[0].slug).toBe("lisa-murkowski");
    expect(list[0].pledgeCount).toBe(7);
    await t.database.db.update(legislators).set({ pledgeCount: 0 }).where(eq(legislators.id, murkowski.id));
  });
});

describe("PATCH /api/admin/legislators/{id}", () => {
  it("saves the four editable fields, marks them, audits before/after and updates the public view", async () => {
    const before = await memberBySlug("dan-sullivan");
    const res = await patch(`/api/admin/legislators/${before.id}`, {
      keyFacts: ["  Voted to confirm ...  ", "Sits on Armed Services"],
      pledgesNeeded: 12000,
      trumpOppositionProbability: 35,
      nextPrimaryYear: 2026,
    });
    expect(res.statusCode).toBe(200);
    const { legislator } = res.json();
    expect(legislator).toMatchObject({
      id: before.id,
      slug: "dan-sullivan",
      keyFacts: ["Voted to confirm ...", "Sits on Armed Services"],
      pledgesNeeded: 12000,
      trumpOppositionProbability: 35,
      nextPrimaryYear: 2026,
      adminEditedFields: ["keyFacts", "pledgesNeeded", "trumpOppositionProbability", "nextPrimaryYear"],
    });

    const after = await memberBySlug("dan-sullivan");
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const [entry] = (await auditEntries()).filter((e) => e.entityId === String(before.id));
    expect(entry).toMatchObject({
      actor: { id: adminId, name: "Editing Admin" },
      action: "legislator.update",
      entityType: "legislator",
      changes: {
        keyFacts: { before: before.keyFacts, after: ["Voted to confirm ...", "Sits on Armed Services"] },
        pledgesNeeded: { before: before.pledgesNeeded, after: 12000 },
        trumpOppositionProbability: { before: before.trumpOppositionProbability, after: 35 },
        nextPrimaryYear: { before: before.nextPrimaryYear, after: 2026 },
        adminEditedFields: {
          before: [],
          after: ["keyFacts", "pledgesNeeded", "trumpOppositionProbability", "nextPrimaryYear"],
        },
      },
    });

    await eventually(async () => {
      const body = (await t.app.inject({ method: "GET", url: "/api/legislators/dan-sullivan" })).json();
      return (
        body.legislator.pledgesNeeded === 12000 && body.legislator.keyFacts[1] === "Sits on Armed Services"
      );
    });
  });

  it("keeps the edited fields through a re-seed of the public data", async () => {
    const member = await memberBySlug("dan-sullivan");
    // Forget which snapshot was loaded, so the seed runs again in full.
    await t.database.db.delete(appMeta).where(eq(appMeta.key, "snapshot"));
    await seedSnapshot(t.database.db);
    const reseeded = await memberBySlug("dan-sullivan");
    expect(reseeded.keyFacts).toEqual(member.keyFacts);
    expect(reseeded.adminEditedFields).toEqual(member.adminEditedFields);
  });

  it("edits a subset, clears with null, allows 2032, and writes nothing when nothing changes", async () => {
    // A member no other test here edits, whose edited fields are only this test's.
    const member = await memberBySlug("john-cornyn");
    const first = await patch(`/api/admin/legislators/${member.id}`, {
      pledgesNeeded: 0,
      nextPrimaryYear: 2032,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().legislator).toMatchObject({ pledgesNeeded: 0, nextPrimaryYear: 2032 });
    expect(first.json().legislator.adminEditedFields).toEqual(["pledgesNeeded", "nextPrimaryYear"]);
    const cleared = await patch(`/api/admin/legislators/${member.id}`, { pledgesNeeded: null });
    expect(cleared.json().legislator.pledgesNeeded).toBeNull();

    const entriesBefore = (await auditEntries()).length;
    const same = await patch(`/api/admin/legislators/${member.id}`, { pledgesNeeded: null });
    const empty = await patch(`/api/admin/legislators/${member.id}`, {});
    expect(same.statusCode).toBe(200);
    expect(empty.json().legislator.nextPrimaryYear).toBe(2032);
    expect((await auditEntries()).length).toBe(entriesBefore);
  });

  it("rejects fields outside the four, naming them, and changes nothing", async () => {
    const member = await memberBySlug("lisa-murkowski");
    const res = await patch(`/api/admin/legislators/${member.id}`, {
      pledgesNeeded: 5,
      party: "Democrat",
      pledgeCount: 999999,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      party: "This field cannot be changed",
      pledgeCount: "This field cannot be changed",
    });
    const after = await memberBySlug("lisa-murkowski");
    expect(after).toMatchObject({
      party: "Republican",
      pledgeCount: member.pledgeCount,
      pledgesNeeded: member.pledgesNeeded,
    });
  });

  it("checks every field", async () => {
    const member = await memberBySlug("lisa-murkowski");
    const cases: [object, string, string][] = [
      [{ pledgesNeeded: 1.5 }, "pledgesNeeded", "Pledges needed must be a whole number"],
      [{ pledgesNeeded: -1 }, "pledgesNeeded", "Pledges needed cannot be negative"],
      [{ pledgesNeeded: "12" }, "pledgesNeeded", "Pledges needed must be a whole number"],
      [
        { trumpOppositionProbability: 101 },
        "trumpOppositionProbability",
        "Opposition probability must be between 0 and 100",
      ],
      [
        { trumpOppositionProbability: -1 },
        "trumpOppositionProbability",
        "Opposition probability must be between 0 and 100",
      ],
      [
        { trumpOppositionProbability: 50.5 },
        "trumpOppositionProbability",
        "Opposition probability must be a whole number",
      ],
      [{ nextPrimaryYear: 2027 }, "nextPrimaryYear", "Choose one of 2024, 2026, 2028, 2030, 2032"],
      [{ nextPrimaryYear: "2026" }, "nextPrimaryYear", "Choose a primary year"],
      [{ keyFacts: ["ok", "   "] }, "keyFacts.1", "A key fact cannot be empty"],
      [{ keyFacts: ["x".repeat(301)] }, "keyFacts.0", "A key fact must be at most 300 characters"],
      [{ keyFacts: Array.from({ length: 21 }, (_, i) => `fact ${i}`) }, "keyFacts", "At most 20 key facts"],
      [{ keyFacts: "one fact" }, "keyFacts", "Invalid input: expected array, received string"],
    ];
    for (const [payload, field, message] of cases) {
      const res = await patch(`/api/admin/legislators/${member.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors, JSON.stringify(payload)).toEqual({ [field]: message });
    }
    expect(
      (await patch(`/api/admin/legislators/${member.id}`, { keyFacts: ["x".repeat(300)] })).statusCode,
    ).toBe(200);
  });

  it("answers 404 for an unknown or retired member and 400 for a malformed id", async () => {
    expect((await patch("/api/admin/legislators/999999", { pledgesNeeded: 1 })).statusCode).toBe(404);
    expect((await patch("/api/admin/legislators/abc", { pledgesNeeded: 1 })).statusCode).toBe(400);
    const member = await memberBySlug("mark-kelly");
    await t.database.db.update(legislators).set({ inOffice: false }).where(eq(legislators.id, member.id));
    expect((await patch(`/api/admin/legislators/${member.id}`, { pledgesNeeded: 1 })).statusCode).toBe(404);
    await t.database.db.update(legislators).set({ inOffice: true }).where(eq(legislators.id, member.id));
  });
});

describe("primary elections", () => {
  it("lists every state's record with adminEditedFields", async () => {
    // The re-seed above touched every record; let the public view catch up before comparing.
    await t.app.catalog.refreshIfChanged();
    const res = await get("/api/admin/primary-elections");
    expect(res.statusCode).toBe(200);
    const list = res.json().primaryElections;
    expect(list).toHaveLength(t.app.catalog.primaryElections.length);
    const tx = list.find((p: { state: string }) => p.state === "TX");
    expect(tx).toEqual({ ...t.app.catalog.primaryElection("TX"), adminEditedFields: [] });
  });

  it("edits a state by its code in any case, marks, audits and updates the public view", async () => {
    const [before] = await t.database.db
      .select()
      .from(primaryElections)
      .where(eq(primaryElections.state, "NH"));
    const res = await patch("/api/admin/primary-elections/nh", {
      primaryDate: "2026-09-15",
      runoffDate: null,
      registrationDeadline: "2026-08-28",
      primaryType: "Semi-Closed",
      idRequirements: "Photo ID requested",
      notes: "Undeclared voters may choose a party ballot.",
      registrationUrl: "https://www.sos.nh.gov/elections",
      additionalInfo: "<p>Bring <strong>ID</strong></p>",
      partyRegistrationRequired: false,
      nextPrimaryYear: 2028,
    });
    expect(res.statusCode).toBe(200);
    const { primaryElection } = res.json();
    expect(primaryElection).toMatchObject({
      state: "NH",
      primaryDate: "2026-09-15",
      runoffDate: null,
      registrationDeadline: "2026-08-28",
      primaryType: "Semi-Closed",
      registrationUrl: "https://www.sos.nh.gov/elections",
      additionalInfo: "<p>Bring <strong>ID</strong></p>",
      partyRegistrationRequired: false,
      nextPrimaryYear: 2028,
    });
    expect(primaryElection.adminEditedFields).toEqual(
      expect.arrayContaining(["primaryDate", "registrationDeadline", "additionalInfo", "nextPrimaryYear"]),
    );
    expect(new Date(primaryElection.updatedAt).getTime()).toBeGreaterThan(before!.updatedAt.getTime());

    const [entry] = (await auditEntries()).filter(
      (e) => e.entityType === "primary_election" && e.entityId === "NH",
    );
    expect(entry!.action).toBe("primary_election.update");
    expect(entry!.changes.primaryDate).toEqual({ before: before!.primaryDate, after: "2026-09-15" });
    expect(entry!.changes.nextPrimaryYear).toEqual({ before: before!.nextPrimaryYear, after: 2028 });

    await eventually(async () => {
      const body = (await t.app.inject({ method: "GET", url: "/api/primary-elections?state=NH" })).json();
      return body.primaryElection.primaryDate === "2026-09-15";
    });
  });

  it("turns an empty registration URL or date into null", async () => {
    const res = await patch("/api/admin/primary-elections/NH", { registrationUrl: "", primaryDate: "" });
    expect(res.statusCode).toBe(200);
    expect(res.json().primaryElection).toMatchObject({ registrationUrl: null, primaryDate: null });
  });

  it("answers 404 for a state without a record and 400 for a malformed code", async () => {
    expect((await patch("/api/admin/primary-elections/ZZ", { notes: "x" })).statusCode).toBe(404);
    expect((await patch("/api/admin/primary-elections/texas", { notes: "x" })).statusCode).toBe(400);
  });

  it("checks every field and refuses fields it does not own", async () => {
    const cases: [object, string, string][] = [
      [{ primaryDate: "2026-02-30" }, "primaryDate", "Not a real calendar date"],
      [{ runoffDate: "06/02/2026" }, "runoffDate", "Use the format yyyy-MM-dd"],
      [{ registrationDeadline: "2026-13-01" }, "registrationDeadline", "Not a real calendar date"],
      [{ registrationUrl: "not a url" }, "registrationUrl", "Please enter a valid http(s) URL"],
      [{ registrationUrl: "javascript:alert(1)" }, "registrationUrl", "Please enter a valid http(s) URL"],
      [{ registrationUrl: "ftp://example.org/x" }, "registrationUrl", "Please enter a valid http(s) URL"],
      [{ notes: "n".repeat(2001) }, "notes", "Notes must be at most 2000 characters"],
      [
        { idRequirements: "i".repeat(2001) },
        "idRequirements",
        "ID requirements must be at most 2000 characters",
      ],
      [{ primaryType: "p".repeat(2001) }, "primaryType", "Primary type must be at most 2000 characters"],
      [
        { additionalInfo: "a".repeat(20_001) },
        "additionalInfo",
        "Additional info must be at most 20000 characters",
      ],
      [{ partyRegistrationRequired: "yes" }, "partyRegistrationRequired", "Choose yes or no"],
      [{ nextPrimaryYear: 2025 }, "nextPrimaryYear", "Choose one of 2024, 2026, 2028, 2030, 2032"],
      [{ stateName: "New Hampshire!" }, "stateName", "This field cannot be changed"],
      [{ voterInfoUrl: "https://example.org" }, "voterInfoUrl", "This field cannot be changed"],
    ];
    for (const [payload, field, message] of cases) {
      const res = await patch("/api/admin/primary-elections/NH", payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().errors, JSON.stringify(payload).slice(0, 80)).toEqual({ [field]: message });
    }
  });

  it("stores additional info only through the allow-list: scripts, handlers and unsafe links come back inert", async () => {
    const hostile = [
      "<h3>Voting by mail</h3>",
      '<p onclick="steal()">Apply <em>early</em>.<script>alert("x")</script></p>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(2)">click</a>',
      '<a href="JaVaScRiPt&colon;alert(3)">encoded</a>',
      '<a href="https://vote.gov" onmouseover="alert(4)" target="_self">vote.gov</a>',
      '<a href="mailto:help@example.org">mail us</a>',
      '<iframe src="https://attacker.example">framed</iframe>',
      "<style>body { display: none }</style>",
      '<svg onload="alert(5)"><circle /></svg>',
      '<form action="https://attacker.example"><input name="x"></form>',
      '<ul><li style="color:red">one</li></ul>',
    ].join("");
    const res = await patch("/api/admin/primary-elections/TX", { additionalInfo: hostile });
    expect(res.statusCode).toBe(200);
    const stored = res.json().primaryElection.additionalInfo as string;
    expect(stored).toBe(
      "<h3>Voting by mail</h3>" +
        "<p>Apply <em>early</em>.</p>" +
        '<a rel="noopener noreferrer" target="_blank">click</a>' +
        '<a rel="noopener noreferrer" target="_blank">encoded</a>' +
        '<a href="https://vote.gov" rel="noopener noreferrer" target="_blank">vote.gov</a>' +
        '<a href="mailto:help@example.org" rel="noopener noreferrer" target="_blank">mail us</a>' +
        "<ul><li>one</li></ul>",
    );
    for (const bad of [
      "<script",
      "onerror",
      "onclick",
      "onload",
      "javascript:",
      "<iframe",
      "<style",
      "<img",
      "framed",
    ]) {
      expect(stored.toLowerCase()).not.toContain(bad.toLowerCase());
    }
    const [row] = await t.database.db.select().from(primaryElections).where(eq(primaryElections.state, "TX"));
    expect(row!.additionalInfo).toBe(stored);

    const onlyScript = await patch("/api/admin/primary-elections/TX", {
      additionalInfo: "<script>x()</script>",
    });
    expect(onlyScript.json().primaryElection.additionalInfo).toBeNull();
  });
});

describe("GET /api/admin/audit-log", () => {
  it("lists entries newest first with paging", async () => {
    // Four entries of its own, whatever ran before.
    const member = await memberBySlug("ted-cruz");
    for (const pledgesNeeded of [1, 2, 3, 4]) {
      expect((await patch(`/api/admin/legislators/${member.id}`, { pledgesNeeded })).statusCode).toBe(200);
    }
    const all = (await get("/api/admin/audit-log?pageSize=200")).json();
    expect(all.total).toBe(all.entries.length);
    expect(all.total).toBeGreaterThanOrEqual(4);
    const ids = all.entries.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await get("/api/admin/audit-log?page=2&pageSize=2")).json();
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(second.entries).toEqual(all.entries.slice(2, 4));
    expect(Object.keys(second.entries[0]).sort()).toEqual(
      ["action", "actor", "changes", "createdAt", "entityId", "entityType", "id"].sort(),
    );
  });

  it("checks its paging parameters", async () => {
    for (const query of ["page=0", "pageSize=0", "pageSize=201", "page=abc"]) {
      expect((await get(`/api/admin/audit-log?${query}`)).statusCode, query).toBe(400);
    }
  });
});
