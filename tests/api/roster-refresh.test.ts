import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { createThrowawayDatabase } from "#db/throwaway-database";
import type { Legislator } from "#shared/legislator";
import { type ChildServer, spawnServer } from "../support/child-server";
import { type SmtpCapture, startSmtpCapture } from "../support/smtp";
import { registration } from "../support/voters";

/**
 * A new Congress, end to end: the real server on a data folder of its own, then
 * `npm run data:import` on a roster built from the public datasets with one member gone and a
 * newcomer in their seat, then a restart that applies it. Every pledge, edit and action is kept,
 * each of the departed member's pledgers gets one mail through a real SMTP server, and a second
 * start sends none. Needs the datasets beside the project (../shared/data), as in CI.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const DATASETS = path.resolve(ROOT, "../shared/data");
const ADMIN_PASSWORD = "correct horse battery staple";
const NEWCOMER = { bioguide: "N000999", first: "Nova", last: "Newcomer", official_full: "Nova Newcomer" };

// On PGlite under a data folder of the test's, or on a throwaway PostgreSQL database when
// TEST_DATABASE_URL is set: either way the restarts find the same database.
const postgresUrl = process.env.TEST_DATABASE_URL;
let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined;
let work: string;
let smtp: SmtpCapture;
let server: ChildServer | undefined;

const env = (snapshotDir?: string) => ({
  NODE_ENV: "development",
  LOG_LEVEL: "info",
  DATA_DIR: path.join(work, "data"),
  CLIENT_DIR: path.join(work, "no-client"),
  ADMIN_PASSWORD,
  SMTP_URL: smtp.url,
  ...(throwaway ? { DATABASE_URL: throwaway.url } : {}),
  ...(snapshotDir ? { SNAPSHOT_DIR: snapshotDir } : {}),
});

async function start(snapshotDir?: string): Promise<ChildServer> {
  server = await spawnServer(env(snapshotDir));
  return server;
}

async function stop() {
  server?.child.kill("SIGTERM");
  await server?.exited;
  server = undefined;
}

async function api<T>(pathname: string, init: RequestInit & { cookie?: string } = {}) {
  const res = await fetch(`http://127.0.0.1:${server!.port}${pathname}`, {
    ...init,
    headers: {
      "content-type": "application/json",
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
  });
  return {
    status: res.status,
    body: (await res.json()) as T,
    cookie: res.headers.getSetCookie()[0]?.split(";")[0],
  };
}

/** `npm run data:import -- --from <from> --out <out>`, as an operator runs it. */
function runImport(from: string, out: string) {
  return spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/import-data/main.ts", "--from", from, "--out", out],
    { cwd: ROOT, encoding: "utf8" },
  );
}

/** Polls until `check` holds, for at most `ms`; the last value either way. */
async function until<T>(read: () => Promise<T> | T, check: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  if (!existsSync(DATASETS)) return;
  work = mkdtempSync(path.join(tmpdir(), "pw-roster-refresh-"));
  smtp = await startSmtpCapture();
  throwaway = postgresUrl ? await createThrowawayDatabase(postgresUrl, "test_roster") : undefined;
});
afterAll(async () => {
  await stop();
  await smtp?.close();
  await throwaway?.drop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!existsSync(DATASETS))("a roster refresh for a new Congress (needs ../shared/data)", () => {
  let departing: Legislator;
  const pledgerEmails: string[] = [];

  it("takes pledges, an administrator's edit and an action on the current roster", {
    timeout: 180_000,
  }, async () => {
    await start();
    departing = (
      await api<{ legislators: Legislator[] }>("/api/legislators?state=TX&type=rep")
    ).body.legislators.find((l) => l.districtCode === "TX-37")!;
    for (const n of [1, 2]) {
      const voter = registration({ name: `Roster Pledger ${n}` });
      expect((await api("/api/register", { method: "POST", body: JSON.stringify(voter) })).status).toBe(201);
      const login = await api("/api/login", {
        method: "POST",
        body: JSON.stringify({ email: voter.email, password: voter.password }),
      });
      const pledge = await api("/api/pledges", {
        method: "POST",
        cookie: login.cookie!,
        body: JSON.stringify({ legislatorId: departing.id }),
      });
      expect(pledge.status).toBe(201);
      pledgerEmails.push(voter.email);
    }
    const { body } = await api<{ token: string }>("/api/admin/login", {
      method: "POST",
      body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
    });
    const admin = { authorization: `Bearer ${body.token}` };
    const edit = await api(`/api/admin/legislators/${departing.id}`, {
      method: "PATCH",
      headers: admin,
      body: JSON.stringify({ keyFacts: ["Kept through the refresh"] }),
    });
    expect(edit.status).toBe(200);
    const action = await api(`/api/admin/legislators/${departing.id}/actions`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({
        kind: "public-commitment",
        date: "2026-11-02",
        sourceUrl: "https://example.org/s",
      }),
    });
    expect(action.status).toBe(201);
    // Verification mails and the action's notices, before the refresh.
    await until(
      () => smtp.messages.length,
      (n) => n >= 4,
    );
    await stop();
  });

  it("imports a roster with one member gone and a newcomer, printing what changed", () => {
    const datasets = path.join(work, "datasets");
    cpSync(DATASETS, datasets, { recursive: true });
    const file = path.join(datasets, "legislators-current.yaml");
    const roster = parse(readFileSync(file, "utf8")) as Array<{
      id: { bioguide: string };
      name: Record<string, string>;
      terms: Array<{ start: string; end: string }>;
    }>;
    const index = roster.findIndex((m) => m.id.bioguide === departing.bioguideId);
    // The seat's new member, sworn in after a special election: one term, in the same district.
    const newcomer = structuredClone(roster[index]!);
    newcomer.id = { bioguide: NEWCOMER.bioguide };
    newcomer.name = { first: NEWCOMER.first, last: NEWCOMER.last, official_full: NEWCOMER.official_full };
    newcomer.terms = [{ ...newcomer.terms.at(-1)!, start: "2026-11-20", end: "2027-01-03" }];
    roster.splice(index, 1, newcomer);
    writeFileSync(file, stringify(roster));

    const imported = runImport(datasets, path.join(work, "snapshot"));
    expect(imported.status, imported.stderr).toBe(0);
    expect(imported.stdout).toContain("Roster: 537 added");
    // Against the committed snapshot the same roster shows just the change.
    cpSync(path.join(ROOT, "data/snapshot"), path.join(work, "previous"), { recursive: true });
    const summary = runImport(datasets, path.join(work, "previous"));
    expect(summary.stdout).toContain("Roster: 1 added, 1 departed");
    expect(summary.stdout).toContain(`+ Nova Newcomer (${departing.party}, TX-37)`);
    expect(summary.stdout).toContain(`- ${departing.fullName} (${departing.party}, TX-37)`);
  });

  it("refuses a roster that looks broken, writing nothing", () => {
    const datasets = path.join(work, "broken");
    cpSync(path.join(work, "datasets"), datasets, { recursive: true });
    const file = path.join(datasets, "legislators-current.yaml");
    const roster = parse(readFileSync(file, "utf8")) as unknown[];
    writeFileSync(file, stringify(roster.slice(0, 300)));
    const out = path.join(work, "never-written");
    const refused = runImport(datasets, out);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /looks broken, so nothing was changed: it lists \d+ senators, fewer than 90/,
    );
    expect(existsSync(out)).toBe(false);
  });

  it("applies the roster at the next start, keeping everything, and mails each pledger once", {
    timeout: 180_000,
  }, async () => {
    const before = smtp.messages.length;
    await start(path.join(work, "snapshot"));
    const former = (
      await api<{ legislator: Legislator & { actions: unknown[]; keyFacts: string[] } }>(
        `/api/legislators/${departing.slug}`,
      )
    ).body.legislator;
    expect(former).toMatchObject({
      inOffice: false,
      pledgeCount: 2,
      hasActed: true,
      keyFacts: ["Kept through the refresh"],
    });
    expect(former.actions).toHaveLength(1);
    const nova = (await api<{ legislator: Legislator }>("/api/legislators/nova-newcomer")).body.legislator;
    expect(nova).toMatchObject({ inOffice: true, districtCode: "TX-37" });

    const notices = await until(
      () => smtp.messages.slice(before).filter((m) => /has left office/.test(m.mail.subject)),
      (found) => found.length >= pledgerEmails.length,
    );
    expect(notices.map((m) => m.envelopeTo[0]).sort()).toEqual([...pledgerEmails].sort());
    expect(notices[0]!.mail.text).toContain("Nova Newcomer");
    await stop();
  });

  it("sends nothing more at a second start", { timeout: 180_000 }, async () => {
    const before = smtp.messages.length;
    await start(path.join(work, "snapshot"));
    // The jobs run at start: give them a moment, then look.
    const after = await until(
      () => smtp.messages.length,
      (n) => n > before,
      3_000,
    );
    expect(after).toBe(before);
    await stop();
  });
});
