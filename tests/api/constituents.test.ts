import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client";
import type { Legislator } from "#shared/legislator";
import { isConstituent } from "#shared/rules/constituency";
import { createTestApp, type TestApp } from "../support/app";
import { createMemoryMail, tokenFromMail } from "../support/memory-mail";
import { describeRaces } from "../support/races";
import { newVoter, type SignedIn } from "../support/voters";

/**
 * Constituent pledges (docs/principles.md, "Constituents and actions"): a pledge counts as a constituent's when the
 * voter lives in the seat today, and the counters follow the voter's address, district choice and
 * e-mail verification.
 */
let t: TestApp;
const mail = createMemoryMail();
let m: Record<"cornyn" | "tx37" | "tx24" | "murkowski" | "akRep", Legislator>;

beforeAll(async () => {
  t = await createTestApp({ mailTransport: mail.transport });
  const find = (test: (l: Legislator) => boolean) => t.app.catalog.legislators.find(test)!;
  m = {
    cornyn: t.app.catalog.find("john-cornyn")!,
    tx37: find((l) => l.districtCode === "TX-37"),
    tx24: find((l) => l.districtCode === "TX-24"),
    murkowski: t.app.catalog.find("lisa-murkowski")!,
    akRep: find((l) => l.districtCode === "AK-AL"),
  };
}, 120_000);
afterAll(() => t.close());

type Counts = Pick<Legislator, "pledgeCount" | "constituentPledgeCount" | "verifiedConstituentPledgeCount">;

/** The three counters as the database holds them. */
async function stored(member: Legislator): Promise<Counts> {
  const [row] = await queryRows<{ p: number; c: number; v: number }>(
    t.database.db,
    sql`select pledge_count as p, constituent_pledge_count as c, verified_constituent_pledge_count as v
        from legislators where id = ${member.id}`,
  );
  return { pledgeCount: row!.p, constituentPledgeCount: row!.c, verifiedConstituentPledgeCount: row!.v };
}

/** The counters the public profile shows, once the catalog has caught up (polled, with a deadline). */
async function published(member: Legislator, expected: Counts): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const { legislator } = (await t.app.inject({ url: `/api/legislators/${member.slug}` })).json();
    const shown = {
      pledgeCount: legislator.pledgeCount,
      constituentPledgeCount: legislator.constituentPledgeCount,
      verifiedConstituentPledgeCount: legislator.verifiedConstituentPledgeCount,
    };
    if (JSON.stringify(shown) === JSON.stringify(expected) || Date.now() > deadline) {
      expect(shown).toEqual(expected);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const pledge = async (voter: SignedIn, member: Legislator) => {
  const res = await voter.inject({
    method: "POST",
    url: "/api/pledges",
    payload: { legislatorId: member.id },
  });
  expect(res.statusCode).toBe(201);
  return res.json().pledge;
};

const moveTo = (voter: SignedIn, address: Record<string, string>) =>
  voter.inject({
    method: "PATCH",
    url: `/api/user/${voter.user.id}`,
    payload: { name: "Pat Voter", address: "1 New Street", registeredParty: "Republican", ...address },
  });

async function verify(voter: SignedIn) {
  await t.app.mailWorker.runOnce();
  const message = await mail.waitFor(voter.user.email, /confirm your e-mail/i);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/verify-email",
    payload: { token: tokenFromMail(message, "/verify-email") },
  });
  expect(res.statusCode).toBe(200);
}

describe("constituent pledge counts", () => {
  it("count a pledge as a constituent's where the voter lives, and the answer carries the new counts", async () => {
    const before = {
      cornyn: await stored(m.cornyn),
      tx37: await stored(m.tx37),
      murkowski: await stored(m.murkowski),
    };
    const austin = await newVoter(t.app, { state: "TX", zip: "78701", city: "Austin" });
    expect(austin.user.districtCode).toBe("TX-37");

    const answer = await pledge(austin, m.cornyn);
    expect(answer.legislator).toMatchObject({
      pledgeCount: before.cornyn.pledgeCount + 1,
      constituentPledgeCount: before.cornyn.constituentPledgeCount + 1,
      verifiedConstituentPledgeCount: before.cornyn.verifiedConstituentPledgeCount,
    });
    await pledge(austin, m.tx37);
    await pledge(austin, m.murkowski);
    expect(await stored(m.tx37)).toEqual({
      ...before.tx37,
      pledgeCount: before.tx37.pledgeCount + 1,
      constituentPledgeCount: before.tx37.constituentPledgeCount + 1,
    });
    // From Austin, a pledge to Alaska's senator is support from elsewhere.
    expect(await stored(m.murkowski)).toEqual({
      ...before.murkowski,
      pledgeCount: before.murkowski.pledgeCount + 1,
    });
    await published(m.tx37, await stored(m.tx37));

    // A verified e-mail makes the constituent pledges verified ones, and only those.
    await verify(austin);
    expect((await stored(m.cornyn)).verifiedConstituentPledgeCount).toBe(
      before.cornyn.verifiedConstituentPledgeCount + 1,
    );
    expect((await stored(m.tx37)).verifiedConstituentPledgeCount).toBe(
      before.tx37.verifiedConstituentPledgeCount + 1,
    );
    expect((await stored(m.murkowski)).verifiedConstituentPledgeCount).toBe(
      before.murkowski.verifiedConstituentPledgeCount,
    );
    await published(m.cornyn, await stored(m.cornyn));
  });

  it("follow the voter when they move: out of the district, into a split ZIP, then to another state", async () => {
    const voter = await newVoter(t.app, { state: "TX", zip: "78701", city: "Austin" });
    await verify(voter);
    for (const member of [m.cornyn, m.tx37, m.tx24, m.murkowski]) await pledge(voter, member);
    const start = {
      cornyn: await stored(m.cornyn),
      tx37: await stored(m.tx37),
      tx24: await stored(m.tx24),
      murkowski: await stored(m.murkowski),
    };
    const shift = (counts: Counts, by: number): Counts => ({
      pledgeCount: counts.pledgeCount,
      constituentPledgeCount: counts.constituentPledgeCount + by,
      verifiedConstituentPledgeCount: counts.verifiedConstituentPledgeCount + by,
    });

    // Dallas 75001 spans several districts: until the voter picks, only the senators count them.
    const moved = await moveTo(voter, { city: "Addison", state: "TX", zip: "75001" });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().user.districtCode).toBeNull();
    expect(await stored(m.tx37)).toEqual(shift(start.tx37, -1));
    expect(await stored(m.tx24)).toEqual(start.tx24);
    expect(await stored(m.cornyn)).toEqual(start.cornyn);

    // Choosing TX-24 in the lookup records it, and the TX-24 pledge becomes a constituent's.
    const chosen = await voter.inject({
      method: "POST",
      url: "/api/pledge/find-legislators",
      payload: { address: "1 New Street", city: "Addison", state: "TX", zip: "75001", districtCode: "TX-24" },
    });
    expect(chosen.json().userUpdated).toBe(true);
    expect(await stored(m.tx24)).toEqual(shift(start.tx24, 1));
    await published(m.tx24, shift(start.tx24, 1));

    // A move to Alaska: the Texans lose a constituent pledge, Murkowski gains one.
    await moveTo(voter, { city: "Anchorage", state: "AK", zip: "99501" });
    expect(await stored(m.cornyn)).toEqual(shift(start.cornyn, -1));
    expect(await stored(m.tx24)).toEqual(start.tx24);
    expect(await stored(m.murkowski)).toEqual(shift(start.murkowski, 1));
    await published(m.murkowski, shift(start.murkowski, 1));
  });

  it("let a voter in a split ZIP pick their district in the profile, and refuse one the ZIP does not cover", async () => {
    const voter = await newVoter(t.app, { state: "TX", zip: "75001", city: "Addison" });
    expect(voter.user.districtCode).toBeNull();
    const picked = await moveTo(voter, { city: "Addison", state: "TX", zip: "75001", districtCode: "TX-24" });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().user).toMatchObject({ districtCode: "TX-24", congressionalDistrict: 24 });
    const wrong = await moveTo(voter, { city: "Addison", state: "TX", zip: "75001", districtCode: "TX-37" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ districtCode: "Choose one of the districts this ZIP code covers" });
  });

  it("agree with the shared constituency rule for every pledge", async () => {
    const rows = await queryRows<{
      legislator_id: number;
      constituents: number;
      verified: number;
      pledge_count: number;
      constituent_pledge_count: number;
      verified_constituent_pledge_count: number;
    }>(
      t.database.db,
      sql`select l.id as legislator_id, l.pledge_count, l.constituent_pledge_count,
            l.verified_constituent_pledge_count, 0 as constituents, 0 as verified
          from legislators l where l.pledge_count > 0`,
    );
    const pledges = await queryRows<{
      legislator_id: number;
      state: string | null;
      district: number | null;
      verified: boolean;
    }>(
      t.database.db,
      sql`select p.legislator_id, u.state, u.congressional_district as district, u.verified
          from pledges p join users u on u.id = p.user_id`,
    );
    for (const row of rows) {
      const member = t.app.catalog.find(String(row.legislator_id))!;
      const mine = pledges.filter((p) => p.legislator_id === row.legislator_id);
      const local = mine.filter((p) =>
        isConstituent({ state: p.state, congressionalDistrict: p.district }, member),
      );
      expect([row.pledge_count, row.constituent_pledge_count, row.verified_constituent_pledge_count]).toEqual(
        [mine.length, local.length, local.filter((p) => p.verified).length],
      );
    }
    expect(rows.length).toBeGreaterThan(3);
  });
});

describeRaces("constituent counts under concurrent writes", (raceTest) => {
  raceTest(
    "count a pledge made while the voter's move is being saved where the voter lives after the move",
    async () => {
      const voter = await newVoter(t.app, { state: "TX", zip: "78701", city: "Austin" });
      const before = await stored(m.tx37);
      let pledged: Promise<{ statusCode: number }> | undefined;
      await t.database.db.transaction(async (tx) => {
        // The move, as changeVoter writes it; the voter has no pledge yet for it to adjust.
        await tx.execute(
          sql`update users set state = 'AK', zip = '99501', congressional_district = 0, district_code = 'AK-AL'
            where id = ${voter.user.id}`,
        );
        pledged = voter.inject({ method: "POST", url: "/api/pledges", payload: { legislatorId: m.tx37.id } });
        // Commit only once the pledge statement waits for the voter's row (or, were it not to wait, has
        // finished reading the old address).
        const settled = pledged.then(() => true);
        const deadline = Date.now() + 5_000;
        for (;;) {
          const [waiting] = await queryRows<{ n: number }>(
            t.database.db,
            sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          const done = await Promise.race([settled, new Promise<false>((r) => setImmediate(() => r(false)))]);
          if (waiting!.n > 0 || done || Date.now() > deadline) break;
        }
      });
      expect((await pledged!).statusCode).toBe(201);
      expect(await stored(m.tx37)).toEqual({ ...before, pledgeCount: before.pledgeCount + 1 });
    },
  );

  raceTest("stay exact when a voter pledges while moving back and forth", async () => {
    const voter = await newVoter(t.app, { state: "TX", zip: "78701", city: "Austin" });
    const targets = t.app.catalog.legislators
      .filter((l) => l.state === "TX" || l.state === "AK")
      .slice(0, 30);
    const moves = Array.from({ length: 30 }, (_, i) =>
      i % 2 === 0
        ? { city: "Anchorage", state: "AK", zip: "99501" }
        : { city: "Austin", state: "TX", zip: "78701" },
    );
    await Promise.all([
      ...targets.map((member) =>
        voter.inject({ method: "POST", url: "/api/pledges", payload: { legislatorId: member.id } }),
      ),
      ...moves.map((address) => moveTo(voter, address)),
    ]);
    const [drift] = await queryRows<{ off: number }>(
      t.database.db,
      sql`select count(*)::int as off from legislators l
          where l.constituent_pledge_count <> (
            select count(*) from pledges p join users u on u.id = p.user_id
            where p.legislator_id = l.id
              and coalesce(u.state = l.state and (l.type = 'sen' or l.district = 0
                or u.congressional_district = l.district), false))`,
    );
    expect(drift!.off).toBe(0);
  });
});
