import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legislators } from "#db/schema/legislators";
import { users } from "#db/schema/users";
import { hashPassword } from "#server/modules/auth/password";
import { deletePledge, insertPledge } from "#server/modules/pledges/repo";
import type { Legislator } from "#shared/legislator";
import { createTestApp, type TestApp } from "../support/app";
import { type SignedIn, signIn } from "../support/voters";

/**
 * Pledge listing, live statistics and the CSV exports over a small dataset whose every figure is
 * known: Ann, a verified Alaskan, pledged to Alaska's three members, Bob to Murkowski and a
 * Texan, Cy to a Californian and to a Wyoming member who has since left office; Dee never
 * pledged. Only Ann lives anywhere on record, so hers are the only constituent pledges.
 */
let t: TestApp;
let admin: SignedIn;
const voter: Record<"ann" | "bob" | "cy" | "dee", number> = { ann: 0, bob: 0, cy: 0, dee: 0 };
let members: Record<"murkowski" | "sullivan" | "akRep" | "texan" | "californian" | "retired", Legislator>;
/** Pledge ids in the order they were made. */
const made: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.insert(users).values({
    name: "Data Admin",
    email: "data-admin@example.org",
    passwordHash: await hashPassword("admin password here"),
    role: "admin",
    verified: true,
  });
  admin = await signIn(t.app, "data-admin@example.org", "admin password here");
  const people = [
    ["ann", "Ann Alpha"],
    ["bob", "Bob Bravo"],
    ["cy", "Cy Charlie"],
    ["dee", "Dee Delta"],
  ] as const;
  for (const [key, name] of people) {
    const alaskan = key === "ann" ? { state: "AK", congressionalDistrict: 0, verified: true } : {};
    const [row] = await db
      .insert(users)
      .values({ name, email: `${key}@example.org`, passwordHash: "never-used", ...alaskan })
      .returning();
    voter[key] = row!.id;
  }
  const catalog = t.app.catalog;
  const pick = (test: (l: Legislator) => boolean) => catalog.legislators.find(test)!;
  members = {
    murkowski: catalog.find("lisa-murkowski")!,
    sullivan: catalog.find("dan-sullivan")!,
    akRep: pick((l) => l.state === "AK" && l.type === "rep"),
    texan: pick((l) => l.state === "TX" && l.type === "rep"),
    californian: pick((l) => l.state === "CA" && l.type === "sen"),
    retired: pick((l) => l.state === "WY" && l.type === "rep"),
  };
  const pledges: [number, Legislator, boolean][] = [
    [voter.ann, members.murkowski, true],
    [voter.ann, members.sullivan, false],
    [voter.ann, members.akRep, false],
    [voter.bob, members.murkowski, false],
    [voter.bob, members.texan, true],
    [voter.cy, members.californian, false],
    [voter.cy, members.retired, false],
  ];
  for (const [userId, member, shareOnSocial] of pledges) {
    const pledge = await insertPledge(db, { userId, legislatorId: member.id, shareOnSocial });
    made.push(pledge!.id);
  }
  await db.update(legislators).set({ inOffice: false }).where(eq(legislators.id, members.retired.id));
}, 120_000);
afterAll(() => t.close());

const get = (url: string) => admin.inject({ method: "GET", url });

describe("GET /api/admin/pledges", () => {
  it("lists pledges newest first with their voter and legislator", async () => {
    const res = await get("/api/admin/pledges");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 7, page: 1, pageSize: 50 });
    expect(body.pledges.map((p: { id: number }) => p.id)).toEqual([...made].reverse());
    const bobToTexan = body.pledges[2];
    expect(bobToTexan).toEqual({
      id: made[4],
      userId: voter.bob,
      legislatorId: members.texan.id,
      shareOnSocial: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      user: { id: voter.bob, name: "Bob Bravo", email: "bob@example.org" },
      legislator: {
        id: members.texan.id,
        slug: members.texan.slug,
        fullName: members.texan.fullName,
        firstName: members.texan.firstName,
        lastName: members.texan.lastName,
        state: "TX",
        districtCode: members.texan.districtCode,
        type: "rep",
        party: members.texan.party,
      },
    });
    const ann = body.pledges.find((p: { id: number }) => p.id === made[0]);
    expect(ann.legislator).toMatchObject({ type: "sen", districtCode: null, slug: "lisa-murkowski" });
  });

  it("pages on the server", async () => {
    const page = (await get("/api/admin/pledges?page=3&pageSize=3")).json();
    expect(page).toMatchObject({ total: 7, page: 3, pageSize: 3 });
    expect(page.pledges.map((p: { id: number }) => p.id)).toEqual([made[0]]);
    expect((await get("/api/admin/pledges?page=4&pageSize=3")).json().pledges).toEqual([]);
  });

  it("searches voters' names and e-mails and legislators' names, case-insensitively", async () => {
    const search = async (term: string) =>
      (await get(`/api/admin/pledges?search=${encodeURIComponent(term)}`)).json();
    const byEmail = await search("ANN@example");
    expect(byEmail.total).toBe(3);
    expect(byEmail.pledges.every((p: { userId: number }) => p.userId === voter.ann)).toBe(true);
    expect((await search("bob bravo")).total).toBe(2);
    const byMember = await search("MURKOWSKI");
    expect(byMember.total).toBe(2);
    expect(byMember.pledges.map((p: { userId: number }) => p.userId).sort()).toEqual(
      [voter.ann, voter.bob].sort(),
    );
    expect((await search(members.retired.lastName)).total).toBeGreaterThanOrEqual(1);
    expect((await search("dee@example")).total).toBe(0);
    expect(await search("no such person or member")).toMatchObject({ pledges: [], total: 0 });
    expect((await search("%")).total).toBe(0);
    const paged = (await get("/api/admin/pledges?search=ann%40&pageSize=2&page=2")).json();
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.pledges.map((p: { id: number }) => p.id)).toEqual([made[0]]);
  });

  it("checks its query", async () => {
    for (const query of ["page=0", "pageSize=201", "pageSize=1.5", `search=${"y".repeat(101)}`]) {
      expect((await get(`/api/admin/pledges?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe("users' pledge counts", () => {
  it("shows how many pledges each user made", async () => {
    const list = (await get("/api/admin/users?search=%40example.org")).json().users as {
      id: number;
      pledgeCount: number;
    }[];
    const count = (id: number) => list.find((u) => u.id === id)?.pledgeCount;
    expect([count(voter.ann), count(voter.bob), count(voter.cy), count(voter.dee)]).toEqual([3, 2, 2, 0]);
  });
});

describe("GET /api/admin/stats", () => {
  it("computes every figure from the database", async () => {
    const { db } = t.database;
    const [inOffice] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(legislators)
      .where(eq(legislators.inOffice, true));
    const res = await get("/api/admin/stats");
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats).toMatchObject({
      totalPledges: 7,
      uniqueUsers: 3,
      legislatorsWithPledges: 5,
      totalLegislators: inOffice!.n,
      averagePerLegislator: Math.round((6 / inOffice!.n) * 100) / 100,
      totalPrimaryElections: t.app.catalog.primaryElections.length,
      totalUsers: 5,
      topStates: [
        { state: "AK", stateName: "Alaska", pledges: 4 },
        { state: "CA", stateName: "California", pledges: 1 },
        { state: "TX", stateName: "Texas", pledges: 1 },
        { state: "WY", stateName: "Wyoming", pledges: 1 },
      ],
    });
    expect(stats.recentPledges.map((p: { id: number }) => p.id)).toEqual(made.slice(2).reverse());
    const list = (await get("/api/admin/pledges?pageSize=5")).json().pledges;
    expect(stats.recentPledges).toEqual(list);
  });

  it("follows new pledges at once", async () => {
    const before = (await get("/api/admin/stats")).json();
    const pledge = await insertPledge(t.database.db, {
      userId: voter.dee,
      legislatorId: members.sullivan.id,
      shareOnSocial: false,
    });
    try {
      const after = (await get("/api/admin/stats")).json();
      expect(after.totalPledges).toBe(before.totalPledges + 1);
      expect(after.uniqueUsers).toBe(before.uniqueUsers + 1);
      expect(after.recentPledges[0].id).toBe(pledge!.id);
      expect(after.topStates[0]).toEqual({
        state: "AK",
        stateName: "Alaska",
        pledges: 5,
        constituentPledges: 3,
      });
      expect(after.constituentPledges).toBe(3);
      expect(after.verifiedConstituentPledges).toBe(3);
    } finally {
      // The other tests count on the dataset described above.
      await deletePledge(t.database.db, voter.dee, pledge!.id);
    }
  });

  it("shows the average with two decimals", async () => {
    const { averagePerLegislator } = (await get("/api/admin/stats")).json();
    expect(String(averagePerLegislator)).toMatch(/^\d+(\.\d{1,2})?$/);
  });
});

describe("CSV exports", () => {
  const rowsOf = (body: string) => {
    expect(body.startsWith("\uFEFF")).toBe(true);
    expect(body.endsWith("\r\n")).toBe(true);
    return body.slice(1, -2).split("\r\n");
  };

  it("exports pledges per legislator, aggregates only", async () => {
    const res = await get("/api/admin/export/legislators.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="legislator-pledges-2026-11-21.csv"',
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const rows = rowsOf(res.body);
    expect(rows[0]).toBe(
      "id,name,party,state,district_code,chamber,pledges,constituent_pledges,verified_constituent_pledges,has_acted",
    );
    expect(rows).toHaveLength(1 + (await get("/api/admin/legislators")).json().legislators.length);
    expect(rows).toContain(`${members.murkowski.id},Lisa Murkowski,Republican,AK,,Senate,2,1,1,no`);
    expect(rows).toContain(
      `${members.akRep.id},${members.akRep.fullName},${members.akRep.party},AK,AK-AL,House,1,1,1,no`,
    );
    expect(rows).toContain(
      `${members.texan.id},${members.texan.fullName},${members.texan.party},TX,${members.texan.districtCode},House,1,0,0,no`,
    );
    expect(rows.some((r) => r.startsWith(`${members.retired.id},`))).toBe(false);
    for (const personal of ["ann@example.org", "Ann Alpha", "Bob Bravo"])
      expect(res.body).not.toContain(personal);
  });

  it("exports pledges per state", async () => {
    const res = await get("/api/admin/export/states.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="state-pledges-2026-11-21.csv"');
    const rows = rowsOf(res.body);
    expect(rows[0]).toBe(
      "state,name,pledges,constituent_pledges,verified_constituent_pledges,legislators_with_pledges",
    );
    expect(rows[1]).toBe("AK,Alaska,4,3,3,3");
    expect(rows).toContain("TX,Texas,1,0,0,1");
    // The Wyoming pledge still counts for the state; its member is no longer in office.
    expect(rows).toContain("WY,Wyoming,1,0,0,0");
    expect(rows).toContain("VT,Vermont,0,0,0,0");
    expect(res.body).not.toContain("@");
  });

  it("quotes per RFC 4180 and defuses spreadsheet formulas", async () => {
    const { db } = t.database;
    const rename = (member: Legislator, fullName: string) =>
      db.update(legislators).set({ fullName }).where(eq(legislators.id, member.id));
    const hostileNames: [Legislator, string][] = [
      [members.texan, '=HYPERLINK("http://attacker.example","Click"), Jr.'],
      [members.californian, "@SUM(A1)"],
      [members.sullivan, "-2+3"],
      [members.akRep, "Line one\nline two"],
      [members.murkowski, "+Lisa"],
    ];
    try {
      for (const [member, name] of hostileNames) await rename(member, name);
      const rows = rowsOf((await get("/api/admin/export/legislators.csv")).body);
      const line = (member: Legislator) => rows.find((r) => r.startsWith(`${member.id},`));
      expect(line(members.texan)).toContain(`,"'=HYPERLINK(""http://attacker.example"",""Click""), Jr.",`);
      expect(line(members.californian)).toContain(",'@SUM(A1),");
      expect(line(members.sullivan)).toContain(",'-2+3,");
      expect(line(members.murkowski)).toContain(",'+Lisa,");
      expect(rows.join("\r\n")).toContain(`${members.akRep.id},"Line one\nline two",`);
    } finally {
      for (const [member] of hostileNames) await rename(member, member.fullName);
    }
  });
});
