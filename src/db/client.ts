import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { withDeadline } from "#shared/deadline";
import { isDatabaseUnavailable } from "./errors";
import * as schema from "./schema/index";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction in progress on this schema, as `db.transaction(async (tx) => …)` hands it over. */
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;

/**
 * What a function that only runs statements accepts: the database itself or a transaction in
 * progress, so the caller decides whether the statements commit together. No cast needed either way.
 */
export type DbExecutor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  engine: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { url: string }
  | { dataDir: string }
  /** In memory; `image`, a PGlite data directory dump, gives it that content from the start. */
  | { memory: true; image?: Blob };

/** How long callers wait for the database (README: `DATABASE_CONNECT_TIMEOUT_MS`, …). */
export interface DatabaseTimeouts {
  /** PostgreSQL: the wait for a connection, new or free in the pool (PGlite runs in the process). */
  connectTimeoutMs: number;
  /** The longest a statement may run before it is cancelled (SQLSTATE 57014); 0: no limit. */
  statementTimeoutMs: number;
  /** The wait after which ping() answers false, whatever the database is doing. */
  pingTimeoutMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  pingTimeoutMs: 1_000,
};

/**
 * PostgreSQL cancels a statement at statement_timeout and says so; a server or network that does
 * not answer at all cannot, so the client gives up on its own this much later.
 */
const QUERY_TIMEOUT_MARGIN_MS = 1_000;
/** TCP keepalive on idle PostgreSQL connections, so that a silently dropped one is noticed. */
const KEEPALIVE_DELAY_MS = 10_000;

const migrationsFolder = path.resolve(import.meta.dirname, "../../migrations");

/** One code path for both engines: PGlite embedded in the process, or a PostgreSQL server. */
export async function openDatabase(
  target: DatabaseTarget,
  timeouts: Partial<DatabaseTimeouts> = {},
): Promise<DatabaseHandle> {
  const { connectTimeoutMs, statementTimeoutMs, pingTimeoutMs } = {
    ...DEFAULT_DATABASE_TIMEOUTS,
    ...timeouts,
  };
  if ("url" in target) {
    const connection: pg.ClientConfig = {
      connectionString: target.url,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    };
    const pool = new pg.Pool({
      ...connection,
      Client: PooledClient,
      max: 10,
      ...(statementTimeoutMs > 0
        ? {
            statement_timeout: statementTimeoutMs,
            query_timeout: statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
          }
        : {}),
    });
    // pg honours a per-query query_timeout; its types only list it among the client's settings.
    const pingQuery = { text: "select 1", query_timeout: pingTimeoutMs };
    // An idle connection dropped by a server restart is replaced on the next query; without a
    // listener the pool's 'error' event would crash the process.
    pool.on("error", (err) => console.warn(`database connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      engine: "postgres",
      // Migrations may rewrite a big table: they run on a connection of their own, without the
      // statement timeout.
      async migrate() {
        const client = new pg.Client(connection);
        await client.connect();
        try {
          await migratePg(drizzlePg(client), { migrationsFolder });
        } finally {
          await client.end();
        }
      },
      ping: pinger(() => pool.query(pingQuery), pingTimeoutMs),
      close: () => pool.end(),
    };
  }
  let dataPath: string | undefined;
  if ("dataDir" in target) {
    dataPath = path.join(target.dataDir, "pglite");
    mkdirSync(dataPath, { recursive: true });
  }
  const image = "image" in target ? target.image : undefined;
  const client = image ? await PGlite.create({ loadDataDir: image }) : await PGlite.create(dataPath);
  // Set for parity with PostgreSQL; PGlite 0.5 accepts it but cannot enforce it (no timer signals
  // in WebAssembly), and a statement it runs blocks the whole process anyway.
  await client.exec(`set statement_timeout = ${Math.trunc(statementTimeoutMs)}`);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    engine: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: pinger(() => client.query("select 1"), pingTimeoutMs),
    close: () => client.close(),
  };
}

type Release = (err?: Error | boolean) => void;

/**
 * drizzle-orm 0.45's transaction() checks a client out and sends BEGIN before its try/finally, so
 * a BEGIN that fails never hands the client back: during an outage every such failure would cost
 * the pool one of its ten clients for good, and it would stay exhausted after the database came
 * back. A pooled client therefore hands itself back (to be discarded) when the first statement
 * after a checkout fails because the database is unavailable; the caller's own release, should it
 * come as well, is then ignored.
 */
class PooledClient extends pg.Client {
  #release: Release | undefined;
  #released = true;
  #untried = false;

  /** pg-pool sets this at each checkout. */
  set release(release: Release) {
    this.#release = release;
    this.#released = false;
    this.#untried = true;
  }

  get release(): Release {
    return (err) => {
      if (this.#released) return;
      this.#released = true;
      this.#release?.(err);
    };
  }

  // biome-ignore lint/suspicious/noExplicitAny: passes through each of pg's many query() overloads
  override query(...args: any[]): any {
    const result = Reflect.apply(super.query, this, args);
    if (this.#untried && result instanceof Promise) {
      this.#untried = false;
      result.catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) this.release(err as Error);
      });
    }
    return result;
  }
}

/**
 * ping(): true when the database answers `select 1` within `timeoutMs`. Callers arriving while a
 * ping is out share it, so a database that does not answer is not sent a pile of them.
 */
function pinger(query: () => Promise<unknown>, timeoutMs: number): () => Promise<boolean> {
  let inFlight: Promise<boolean> | undefined;
  return () => {
    inFlight ??= query().then(
      () => true,
      () => false,
    );
    const answered = inFlight;
    void answered.then(() => {
      if (inFlight === answered) inFlight = undefined;
    });
    return withDeadline(answered, timeoutMs, false);
  };
}

/** Raw SQL for the few queries the query builder cannot express; both engines return `{rows}`. */
export async function queryRows<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
