import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, type DatabaseTimeouts, openDatabase } from "./client";

/**
 * A fresh database on a PostgreSQL server, for a test file or a benchmark run: empty, or a copy of
 * the database `template`; `drop()` removes it again, ending any connection still open to it.
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * A throwaway database opened as a handle whose close() also drops it. `reach` may rewrite the
 * URL the handle connects through (a test's proxy); the database is made and dropped directly.
 */
export async function openThrowawayDatabase(
  serverUrl: string,
  prefix: string,
  options: { timeouts?: Partial<DatabaseTimeouts>; reach?: (url: string) => string; template?: string } = {},
): Promise<DatabaseHandle> {
  const throwaway = await createThrowawayDatabase(serverUrl, prefix, options.template);
  const inner = await openDatabase(
    { url: options.reach ? options.reach(throwaway.url) : throwaway.url },
    options.timeouts,
  );
  return {
    ...inner,
    async close() {
      await inner.close();
      await throwaway.drop();
    },
  };
}
