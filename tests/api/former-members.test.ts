import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legislators } from "#db/schema/legislators";
import { DEFAULT_SNAPSHOT_DIR, seedSnapshot } from "#db/seed";
import type { SnapshotLegislator } from "#db/snapshot";
import type { Legislator } from "#shared/legislator";
import { createTestApp, TEST_TODAY, type TestApp } from "../support/app";
import { createMemoryMail } from "../support/memory-mail";
import { insertAdmin, TEST_ADMIN_PASSWORD } from "../support/records";
import { newVoter, type SignedIn, signIn } from "../support/voters";

/**
 * Former members (docs/principles.md, "Congress turns over"): a term that ended or a roster that
 * no longer lists a member makes them former; their profile, pledges, actions and counts stay; a
 * roster refresh adds newcomers and tells the departed members' pledgers once.
 */
let t: TestApp;
const mail = createMemoryMail();
let workDir: string;

beforeAll(async () => {
  t = await createTestApp({ mailTransport: mail.transport, manualJobs: true });
  workDir = mkdtempSync(path.join(tmpdir(), "pw-roster-"));
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(workDir, { recursive: true, force: true });
});

const profile = async (slug: string) =>
  (await t.app.inject({ url: `/api/legislators/${slug}` })).json().legislator;
const pledge = (voter: SignedIn, legislatorId: number) =>
  voter.inject({ method: "POST", url: "/api/pledges", payload: { legislatorId } });

describe("a member whose term has ended", () => {
  it("keeps a profile that says when they left, and is no longer offered", async () => {
    const husted = await profile("jon-husted");
    expect(husted).toMatchObject({ fullName: "Jon Husted", inOffice: false, leftOffice: "2026-11-03" });
    const ohio = (await t.app.inject({ url: "/api/legislators?state=OH&type=sen" })).json().legislators;
    expect(ohio.map((l: Legislator) => l.fullName)).toEqual(["Bernie Moreno"]);
    const ranking = (await t.app.inject({ url: "/api/legislators?sort=persuadability" })).json().legislators;
    expect(ranking.some((l: Legislator) => l.slug === "jon-husted")).toBe(false);
    expect((await t.app.inject({ url: "/api/stats" })).json().legislators).toBe(535);
  });

  it("cannot be pledged to: 409 saying they left office, after the caller is known", async () => {
    const husted = await profile("jon-husted");
    expect(
      (await t.app.inject({ method: "POST", url: "/api/pledges", payload: { legislatorId: husted.id } }))
        .statusCode,
    ).toBe(401);
    const voter = await newVoter(t.app);
    const res = await pledge(voter, husted.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Jon Husted left office on November 3, 2026: pledges can only be made to members in office",
    );
  });
});

describe("a roster refresh", () => {
  let departing: Legislator;
  let voters: SignedIn[];
  const newcomer = {
    bioguideId: "N000999",
    firstName: "Nova",
    lastName: "Newcomer",
    fullName: "Nova Newcomer",
  };

  /** The committed snapshot, rewritten by `change`, in a folder of its own. */
  function snapshotWith(change: (members: SnapshotLegislator[]) => SnapshotLegislator[]): string {
    const dir = mkdtempSync(path.join(workDir, "snapshot-"));
    cpSync(DEFAULT_SNAPSHOT_DIR, dir, { recursive: true });
    const file = path.join(dir, "legislators.json");
    writeFileSync(file, JSON.stringify(change(JSON.parse(readFileSync(file, "utf8")))));
    return dir;
  }

  beforeAll(async () => {
    departing = t.app.catalog.legislators.find((l) => l.districtCode === "TX-37")!;
    voters = [await newVoter(t.app), await newVoter(t.app, { state: "TX", zip: "78701", city: "Austin" })];
    for (const voter of voters) expect((await pledge(voter, departing.id)).statusCode).toBe(201);
    await insertAdmin(t.database.db, "roster-admin@example.org");
    const admin = await signIn(t.app, "roster-admin@example.org", TEST_ADMIN_PASSWORD);
    await admin.inject({
      method: "PATCH",
      url: `/api/admin/legislators/${departing.id}`,
      payload: { keyFacts: ["Edited before the refresh"] },
    });
    await admin.inject({
      method: "POST",
      url: `/api/admin/legislators/${departing.id}/actions`,
      payload: { kind: "public-commitment", date: "2026-11-02", sourceUrl: "https://example.org/statement" },
    });
    await t.app.noticeFanOut.runOnce();
    await t.app.mailWorker.runOnce();
    mail.messages.length = 0;

    // The departing member's seat goes to a newcomer; everyone else stays, one with a new phone.
    const dir = snapshotWith((members) =>
      members.map((m) =>
        m.bioguideId === departing.bioguideId
          ? { ...m, ...newcomer, slug: "nova-newcomer", nominateDim1: null, nominateDim2: null }
          : m.slug === "lisa-murkowski"
            ? { ...m, phone: "202-224-9999" }
            : m,
      ),
    );
    const result = await seedSnapshot(t.database.db, dir, TEST_TODAY);
    expect(result).toMatchObject({ skipped: false, retired: 1 });
    await t.app.catalog.refreshIfChanged();
  });

  it("makes the departed member former from that day, keeping pledges, edits, actions and counts", async () => {
    const former = await profile(departing.slug);
    expect(former).toMatchObject({
      inOffice: false,
      leftOffice: "2026-11-21",
      pledgeCount: departing.pledgeCount + 2,
      hasActed: true,
      keyFacts: ["Edited before the refresh"],
    });
    expect(former.actions).toHaveLength(1);
    const [row] = await t.database.db.select().from(legislators).where(eq(legislators.id, departing.id));
    expect(row).toMatchObject({
      inOffice: false,
      droppedFromRosterOn: "2026-11-21",
      adminEditedFields: ["keyFacts"],
    });
    expect((await pledge(await newVoter(t.app), departing.id)).statusCode).toBe(409);
    const { pledges } = (await voters[0]!.inject({ url: "/api/user/pledges" })).json();
    expect(pledges.find((p: { legislatorId: number }) => p.legislatorId === departing.id).status).toBe(
      "closed",
    );
  });

  it("adds the newcomer with scores, and updates changed fields", async () => {
    const nova = await profile("nova-newcomer");
    expect(nova).toMatchObject({ fullName: "Nova Newcomer", inOffice: true, districtCode: "TX-37" });
    expect(typeof nova.persuadabilityScore).toBe("number");
    expect((await profile("lisa-murkowski")).phone).toBe("202-224-9999");
    const lookup = await t.app.inject({
      method: "POST",
      url: "/api/pledge/find-legislators",
      payload: { address: "1 Main St", city: "Austin", state: "TX", zip: "78701" },
    });
    expect(lookup.json().legislators.map((l: Legislator) => l.fullName)).toContain("Nova Newcomer");
    expect(lookup.json().legislators.map((l: Legislator) => l.id)).not.toContain(departing.id);
  });

  it("tells each of the departed member's pledgers once, naming the seat's new holder", async () => {
    await t.app.noticeFanOut.runOnce();
    await t.app.mailWorker.runOnce();
    await t.app.noticeFanOut.runOnce();
    await t.app.mailWorker.runOnce();
    const notices = mail.messages.filter((m) => /has left office/.test(m.subject));
    expect(notices.map((m) => m.to).sort()).toEqual(voters.map((v) => v.user.email).sort());
    expect(notices[0]!.subject).toBe(`${departing.fullName} has left office: your pledge is closed`);
    expect(notices[0]!.text).toContain("Nova Newcomer (");
    expect(notices[0]!.text).toContain("now holds TX-37");
    expect(notices[0]!.text).toContain("http://localhost:5000/legislators/nova-newcomer");
    expect(notices[0]!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("brings back a member the roster lists again", async () => {
    await seedSnapshot(t.database.db, DEFAULT_SNAPSHOT_DIR, TEST_TODAY);
    await t.app.catalog.refreshIfChanged();
    expect(await profile(departing.slug)).toMatchObject({ inOffice: true, leftOffice: null });
    expect(await profile("nova-newcomer")).toMatchObject({ inOffice: false, leftOffice: "2026-11-21" });
  });
});
