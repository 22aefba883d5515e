import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { type Database, type DatabaseHandle, openDatabase, queryRows } from "#db/client";
import { users } from "#db/schema/users";
import { seedSnapshot } from "#db/seed";
import { openThrowawayDatabase } from "#db/throwaway-database";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { hashPassword } from "#server/modules/auth/password";
import { insertPledge } from "#server/modules/pledges/repo";

export type BenchEngine = "pglite" | "postgres";

export interface AdminBenchCase {
  name: string;
  url: string;
  p50Ms: number;
  p99Ms: number;
}

export interface AdminBenchResult {
  engine: BenchEngine;
  voters: number;
  pledges: number;
  seedSeconds: number;
  cases: AdminBenchCase[];
}

const VOTERS = 100_000;
const PLEDGES_PER_VOTER = 10;
const CALLS = 20;
const WARM_UP_CALLS = 2;
/** Where the throwaway PostgreSQL database is created (and dropped again). */
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ADMIN_EMAIL = "bench-admin@bench.example";

interface BenchCall {
  name: string;
  url: string;
  /** Untimed work before each call. */
  before?: (db: Database) => Promise<void>;
}

const CASES: BenchCall[] = [
  { name: "stats, no pledge since the last call", url: "/api/admin/stats" },
  { name: "stats right after a new pledge", url: "/api/admin/stats", before: pledgeAsNewVoter },
  { name: "pledges, first page", url: "/api/admin/pledges" },
  { name: "pledges, page 100", url: "/api/admin/pledges?page=100" },
  { name: "pledges, search one voter's e-mail", url: "/api/admin/pledges?search=voter54321%40" },
  { name: "pledges, search a legislator", url: "/api/admin/pledges?search=murkowski" },
  { name: "pledges, search matching every 10th voter", url: "/api/admin/pledges?search=0%40bench" },
  { name: "pledges, search matching every voter", url: "/api/admin/pledges?search=%40bench" },
  { name: "users, first page", url: "/api/admin/users" },
  { name: "users, search", url: "/api/admin/users?search=voter54321%40" },
];

/**
 * GET /api/admin/stats and the first pages of the admin lists over 1,000,000 pledges
 * (100,000 voters × 10), timed through app.inject on one engine.
 */
export async function benchAdminStats(engine: BenchEngine): Promise<AdminBenchResult> {
  const database =
    engine === "postgres"
      ? await openThrowawayDatabase(POSTGRES_URL, "bench_admin")
      : await openDatabase({ memory: true });
  try {
    await database.migrate();
    await seedSnapshot(database.db);
    const started = performance.now();
    const pledges = await seedPledges(database);
    const seedSeconds = (performance.now() - started) / 1000;
    const cases = await timeCases(database);
    const result = { engine, voters: VOTERS, pledges, seedSeconds, cases };
    printResult(result);
    return result;
  } finally {
    await database.close();
  }
}

/** Voters and pledges written by the database itself; pledge_count set to match, as inserts keep it. */
async function seedPledges(database: DatabaseHandle): Promise<number> {
  const { db } = database;
  await db.transaction(async (tx) => {
    // Foreign-key triggers off while loading rows that are consistent by construction.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into users (name, email, password_hash, state, zip, verified, created_at)
      select 'Bench Voter ' || g, 'voter' || g || '@bench.example', 'no-login', 'AK', '99501', true,
        timestamptz '2026-01-01' + g * interval '1 minute'
      from generate_series(1, ${VOTERS}) as g
    `);
    // Ten different members per voter: offsets k * (n / 10) are distinct modulo n.
    await tx.execute(sql`
      insert into pledges (user_id, legislator_id, share_on_social, created_at)
      select u.id, l.ids[1 + (u.id * 31 + k * (l.n / 10)) % l.n], k = 0, u.created_at + k * interval '1 second'
      from users as u
      cross join generate_series(0, ${PLEDGES_PER_VOTER - 1}) as k
      cross join (select array_agg(id order by id) as ids, count(*)::int as n from legislators where in_office) as l
      where u.email like '%@bench.example'
    `);
    await tx.execute(sql`
      update legislators set pledge_count = c.n
      from (select legislator_id, count(*) as n from pledges group by legislator_id) as c
      where c.legislator_id = legislators.id
    `);
  });
  await db.execute(sql`vacuum analyze`);
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pledges`);
  return row?.n ?? 0;
}

async function timeCases(database: DatabaseHandle): Promise<AdminBenchCase[]> {
  const password = randomBytes(16).toString("hex");
  await database.db.insert(users).values({
    name: "Bench Admin",
    email: ADMIN_EMAIL,
    passwordHash: await hashPassword(password),
    role: "admin",
    verified: true,
  });
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    ADMIN_PASSWORD: password,
    SESSION_SECRET: randomBytes(32).toString("hex"),
  });
  const app = await buildApp({ config, database, serveClient: false });
  try {
    const login = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: ADMIN_EMAIL, password },
    });
    if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.statusCode}`);
    const headers = { authorization: `Bearer ${login.json().token}` };
    const results: AdminBenchCase[] = [];
    for (const c of CASES) {
      const times: number[] = [];
      for (let i = 0; i < WARM_UP_CALLS + CALLS; i++) {
        await c.before?.(database.db);
        const start = performance.now();
        const res = await app.inject({ method: "GET", url: c.url, headers });
        const elapsed = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`${c.url}: ${res.statusCode}`);
        if (i >= WARM_UP_CALLS) times.push(elapsed);
      }
      results.push({
        name: c.name,
        url: c.url,
        p50Ms: percentile(times, 0.5),
        p99Ms: percentile(times, 0.99),
      });
    }
    return results;
  } finally {
    await app.close();
  }
}

let newVoters = 0;

/** A new voter's pledge through the app's own insert, which keeps pledge_count exact. */
async function pledgeAsNewVoter(db: Database) {
  newVoters += 1;
  const [voter] = await db
    .insert(users)
    .values({ name: "Late Voter", email: `late${newVoters}@bench.example`, passwordHash: "no-login" })
    .returning({ id: users.id });
  const [member] = await queryRows<{ id: number }>(
    db,
    sql`select id from legislators where in_office limit 1`,
  );
  await insertPledge(db, { userId: voter!.id, legislatorId: member!.id, shareOnSocial: false });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

function printResult(r: AdminBenchResult) {
  console.info(
    `\nadmin API on ${r.engine}: ${r.voters.toLocaleString("en-US")} voters, ${r.pledges.toLocaleString("en-US")} pledges (seeded in ${r.seedSeconds.toFixed(1)} s); ${CALLS} calls each after ${WARM_UP_CALLS} warm-up\n`,
  );
  console.info("| Call | p50 ms | p99 ms |\n|---|---:|---:|");
  for (const c of r.cases)
    console.info(`| ${c.name} (\`${c.url}\`) | ${c.p50Ms.toFixed(1)} | ${c.p99Ms.toFixed(1)} |`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const engine of ["postgres", "pglite"] as const) await benchAdminStats(engine);
}
