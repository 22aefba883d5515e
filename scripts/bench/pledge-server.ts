import { writeFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "#db/client";
import { users } from "#db/schema/users";
import { seedSnapshot } from "#db/seed";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { DEFAULT_RATE_RULES, type RateRules } from "#server/rate-limit/rules";
import { announceListening, closeOnSignal } from "./child";

/**
 * The real app for the pledge bench: DATABASE_URL or the embedded database in DATA_DIR, VOTERS
 * signed-in voters made up front (their session tokens written to TOKENS_FILE, one per line), and
 * one extra route that checks afterwards that every pledge row exists and every count is exact.
 * Every request comes from one address, so the abuse limits are lifted for the run.
 */
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
await database.migrate();
await seedSnapshot(database.db);
const unlimited = Object.fromEntries(
  Object.entries(DEFAULT_RATE_RULES).map(([key, rule]) => [key, { ...rule, limit: Number.MAX_SAFE_INTEGER }]),
) as Partial<RateRules>;
const app = await buildApp({ config, database, serveClient: false, rateRules: unlimited });
app.addHook("onClose", async () => database.close());

const voterCount = Number(process.env.VOTERS ?? 5000);
const tokens: string[] = [];
for (let i = 0; i < voterCount; i += 1000) {
  const batch = Array.from({ length: Math.min(1000, voterCount - i) }, (_, k) => ({
    name: `Bench Voter ${i + k}`,
    email: `bench-${i + k}@example.org`,
    passwordHash: "not-a-real-hash",
    state: "AK",
  }));
  const created = await database.db.insert(users).values(batch).returning({ id: users.id });
  for (const { id } of created) tokens.push((await app.sessions.create(id, "session")).token);
}
await writeFile(process.env.TOKENS_FILE!, `${tokens.join("\n")}\n`);

app.get("/__bench/verify", async () => {
  const [row] = await queryRows<{ rows: number; counted: number; wrong: number }>(
    database.db,
    sql`select
      (select count(*)::int from pledges) as rows,
      (select coalesce(sum(pledge_count), 0)::int from legislators) as counted,
      (select count(*)::int from legislators l
        where l.pledge_count <> (select count(*) from pledges p where p.legislator_id = l.id)) as wrong`,
  );
  return row;
});

announceListening(await app.listen({ port: config.port, host: config.host }));
closeOnSignal(() => app.close());
