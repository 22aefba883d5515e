import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "#db/client";
import { DEFAULT_SNAPSHOT_DIR, seedSnapshot } from "#db/seed";
import { createThrowawayDatabase, openThrowawayDatabase } from "#db/throwaway-database";

/**
 * A seeded database is made once per run and copied for each test file, instead of migrating and
 * seeding every time (seconds each): a saved PGlite data directory for the embedded engine, a
 * template database (CREATE DATABASE … TEMPLATE) on PostgreSQL. Vitest's global setup makes them
 * (tests/support/global-setup.ts), and so does Playwright's (tests/e2e/support/global-setup.ts);
 * openSeededCopy copies them.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const IMAGE_DIR = path.join(ROOT, ".test-data", "database-templates");
const MIGRATIONS_DIR = path.join(ROOT, "migrations");
const TEMPLATE_PREFIX = "pw_template_";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Where the seeded copies come from; each is null when this run has none (the engine is not used). */
export interface DatabaseTemplates {
  pgliteImage: string | null;
  postgresTemplate: string | null;
}

/**
 * A fresh copy of the seeded database: an in-memory PGlite loaded from the image, or a throwaway
 * database on the PostgreSQL server at `postgresUrl` (dropped on close). Null when this run made
 * no template for that engine.
 */
export async function openSeededCopy(
  templates: DatabaseTemplates,
  postgresUrl: string | undefined,
): Promise<DatabaseHandle | null> {
  if (postgresUrl) {
    if (!templates.postgresTemplate) return null;
    return openThrowawayDatabase(postgresUrl, "test", { template: templates.postgresTemplate });
  }
  if (!templates.pgliteImage) return null;
  return openDatabase({ memory: true, image: new Blob([readFileSync(templates.pgliteImage)]) });
}

/**
 * What a seeded database is made of: the migrations, the data snapshot and the day (seeding retires
 * the members whose terms have ended). A change to any of them makes a new template.
 */
function templateKey(): string {
  const hash = createHash("sha256");
  for (const dir of [MIGRATIONS_DIR, DEFAULT_SNAPSHOT_DIR]) {
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  }
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest("hex").slice(0, 16);
}

/** Makes this run's templates where they do not exist yet, and removes outdated ones. */
export async function prepareDatabaseTemplates(postgresUrl: string | undefined): Promise<DatabaseTemplates> {
  const key = templateKey();
  return {
    pgliteImage: await preparePgliteImage(key),
    postgresTemplate: postgresUrl ? await preparePostgresTemplate(postgresUrl, key) : null,
  };
}

async function preparePgliteImage(key: string): Promise<string> {
  const image = path.join(IMAGE_DIR, `pglite-${key}.tar`);
  mkdirSync(IMAGE_DIR, { recursive: true });
  for (const old of readdirSync(IMAGE_DIR))
    if (old !== path.basename(image)) rmSync(path.join(IMAGE_DIR, old), { force: true });
  if (existsSync(image)) return image;
  const handle = await openDatabase({ memory: true });
  try {
    await handle.migrate();
    await seedSnapshot(handle.db);
    const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
    const partial = `${image}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, image);
  } finally {
    await handle.close();
  }
  return image;
}

async function preparePostgresTemplate(serverUrl: string, key: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${key}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${TEMPLATE_PREFIX}%`],
    );
    for (const { datname } of rows) {
      if (datname !== name) await admin.query(`drop database if exists ${datname} with (force)`);
    }
    if (rows.some((row) => row.datname === name)) return name;

    // Built under a name of its own and renamed when complete, so no run copies a half-made one.
    const building = await createThrowawayDatabase(serverUrl, `${TEMPLATE_PREFIX}building`);
    try {
      const handle = await openDatabase({ url: building.url });
      try {
        await handle.migrate();
        await seedSnapshot(handle.db);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${new URL(building.url).pathname.slice(1)} rename to ${name}`);
    } catch (error) {
      await building.drop();
      throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}
