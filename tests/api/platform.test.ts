import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client";
import { legislators, primaryElections } from "#db/schema/index";
import { DEFAULT_SNAPSHOT_DIR, seedSnapshot } from "#db/seed";
import { createTestApp, type TestApp } from "../support/app";
import { pollUntil } from "../support/poll";
import { newVoter } from "../support/voters";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("platform", () => {
  it("reports health when the database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    for (const url of ["/api/nothing-here", "/api", "/api/legislators/x/y"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.json()).toHaveProperty("message");
    }
  });

  it("sends API answers a policy that lets them load nothing and be framed by nobody", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/stats" });
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy-report-only"]).toBeUndefined();
  });

  it("names the sources and as-of dates of the public data", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/data-sources" });
    expect(res.statusCode).toBe(200);
    const { dataSources } = res.json();
    expect(dataSources).toMatchObject({
      congress: 119,
      legislatorsAsOf: "2026-06-15",
      modelVersion: "persuadability-v1",
    });
    expect(dataSources.sources.map((s: { name: string }) => s.name)).toContain("Voteview");
  });

  it("shares the campaign links that are configured and no others", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(res.statusCode).toBe(200);
    expect(res.json().links).toEqual({});
  });

  it("gives no support address when CONTACT_EMAIL is unset, rather than a made-up one", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(res.json().contactEmail).toBeNull();
  });
});

describe("GET /api/stats", () => {
  it("counts live pledges, and shows pledges made through the API in every count within a second", async () => {
    const stats = async () => (await t.app.inject({ method: "GET", url: "/api/stats" })).json();
    const before = await stats();
    // 537 members in the data, less the two appointed senators whose terms ended on 2026-11-03.
    const serving = new Date().toISOString().slice(0, 10) > "2026-11-03" ? 535 : 537;
    expect(before).toEqual({
      pledges: 0,
      statesRepresented: 0,
      legislatorsContacted: 0,
      legislators: serving,
    });

    const voter = await newVoter(t.app, { state: "AK", zip: "99501" });
    const [murkowski, begich] = ["lisa-murkowski", "nicholas-begich"].map(
      (slug) => t.app.catalog.find(slug)!,
    );
    for (const member of [murkowski!, begich!]) {
      const res = await voter.inject({
        method: "POST",
        url: "/api/pledges",
        payload: { legislatorId: member.id },
      });
      expect(res.statusCode).toBe(201);
    }

    const expected = { pledges: 2, statesRepresented: 1, legislatorsContacted: 2, legislators: serving };
    const shown = await pollUntil(stats, (now) => isDeepStrictEqual(now, expected), { timeoutMs: 1000 });
    expect(shown.value).toEqual(expected);
    expect(shown.elapsedMs).toBeLessThan(1000);
    const profile = (await t.app.inject({ method: "GET", url: `/api/legislators/${murkowski!.id}` })).json();
    expect(profile.legislator.pledgeCount).toBe(1);
    const sorted = (await t.app.inject({ method: "GET", url: "/api/legislators?sort=pledges" })).json();
    const mostPledged = sorted.legislators.slice(0, 2) as { slug: string; pledgeCount: number }[];
    expect(mostPledged.map((l) => [l.slug, l.pledgeCount]).sort()).toEqual([
      ["lisa-murkowski", 1],
      ["nicholas-begich", 1],
    ]);
  });
});

describe("re-seeding a newer snapshot", () => {
  it("refreshes public data but keeps users, pledges, pledge counts and administrator edits", async () => {
    const db = t.database.db;
    const [member] = await db.select().from(legislators).where(eq(legislators.slug, "nancy-pelosi"));
    await db
      .update(legislators)
      .set({ keyFacts: ["Edited by an administrator"], pledgeCount: 7, adminEditedFields: ["keyFacts"] })
      .where(eq(legislators.id, member!.id));
    await db
      .update(primaryElections)
      .set({ notes: "Checked with the state office", adminEditedFields: ["notes"] })
      .where(eq(primaryElections.state, "CA"));
    const usersBefore = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);

    const dir = mkdtempSync(path.join(tmpdir(), "snapshot-"));
    try {
      cpSync(DEFAULT_SNAPSHOT_DIR, dir, { recursive: true });
      const file = path.join(dir, "legislators.json");
      const members = JSON.parse(readFileSync(file, "utf8")) as { slug: string; phone: string | null }[];
      const pelosi = members.find((m) => m.slug === "nancy-pelosi")!;
      pelosi.phone = "202-555-0100";
      writeFileSync(file, JSON.stringify(members));
      const result = await seedSnapshot(db, dir);
      expect(result.skipped).toBe(false);
      expect(result.retired).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const [after] = await db.select().from(legislators).where(eq(legislators.id, member!.id));
    expect(after!.phone).toBe("202-555-0100");
    expect(after!.keyFacts).toEqual(["Edited by an administrator"]);
    expect(after!.pledgeCount).toBe(7);
    const [california] = await db.select().from(primaryElections).where(eq(primaryElections.state, "CA"));
    expect(california!.notes).toBe("Checked with the state office");
    const usersAfter = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
    expect(usersAfter).toEqual(usersBefore);

    const again = await seedSnapshot(db);
    expect(again.skipped).toBe(false);
    expect((await seedSnapshot(db)).skipped).toBe(true);
  });
});
