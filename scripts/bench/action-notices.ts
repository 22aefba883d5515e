import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { createThrowawayDatabase } from "#db/throwaway-database";
import { startChild, stopAllChildren } from "./servers";

/** The machine's PostgreSQL server (README: trust authentication on 127.0.0.1). */
export const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";
const DELIVERY_DEADLINE_MS = 5 * 60_000;
const ADMIN_PASSWORD = randomBytes(16).toString("hex");

export interface NoticeBenchResult {
  pledgers: number;
  /** How long POST /api/admin/legislators/{id}/actions took to answer. */
  answerMs: number;
  /** From the request until the SMTP server had a notice for every pledger. */
  deliveredMs: number;
  mails: number;
  distinctRecipients: number;
  leftInOutbox: number;
  exact: boolean;
}

/** An SMTP server that counts what it accepts, by recipient. */
async function startSmtpSink() {
  const recipients: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        for (const rcpt of session.envelope.rcptTo) recipients.push(rcpt.address);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recipients,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function seedPledgers(databaseUrl: string, legislatorId: number, pledgers: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into users (name, email, password_hash, state, zip, congressional_district, district_code)
       select 'Bench Pledger ' || g, 'notice-' || g || '@example.org', 'not-a-real-hash', 'AK', '99501', 0, 'AK-AL'
       from generate_series(1, $1::int) as g`,
      [pledgers],
    );
    await client.query(
      `insert into pledges (user_id, legislator_id)
       select id, $1::int from users where email like 'notice-%@example.org'`,
      [legislatorId],
    );
    await client.query(
      `update legislators set pledge_count = pledge_count + $2::int, constituent_pledge_count = constituent_pledge_count + $2::int
       where id = $1::int`,
      [legislatorId, pledgers],
    );
  } finally {
    await client.end();
  }
}

async function unsent(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from email_outbox where sent_at is null",
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/**
 * The real server (pinned to CPU 0) on a throwaway PostgreSQL database, a legislator with
 * `pledgers` pledgers, and a local SMTP server that accepts everything. Measures how long
 * recording an action takes to answer, and how long until every pledger's notice has left the
 * outbox; then checks that each went out exactly once.
 */
export async function benchActionNotices(options: {
  postgresUrl: string;
  pledgers: number;
  signal: AbortSignal;
}): Promise<NoticeBenchResult> {
  const { pledgers } = options;
  const workDir = await mkdtemp(path.join(os.tmpdir(), "notice-bench-"));
  const database = await createThrowawayDatabase(options.postgresUrl, "bench_notices");
  const smtp = await startSmtpSink();
  try {
    const server = await startChild("app-server.ts", {
      cpu: 0,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: "0",
        LOG_LEVEL: "warn",
        DATA_DIR: path.join(workDir, "data"),
        DATABASE_URL: database.url,
        SMTP_URL: smtp.url,
        ADMIN_PASSWORD,
        SESSION_SECRET: randomBytes(32).toString("hex"),
      },
      signal: options.signal,
    });
    try {
      const api = async (pathname: string, init: RequestInit & { token?: string } = {}) => {
        const res = await fetch(`${server.url}${pathname}`, {
          ...init,
          headers: {
            "content-type": "application/json",
            ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          },
        });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      };
      const { body: login } = await api("/api/admin/login", {
        method: "POST",
        body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
      });
      const token = login.token as string;
      const { legislators } = (await api("/api/legislators?state=AK&type=sen")).body as {
        legislators: { id: number }[];
      };
      const [target, warmUp] = legislators as [{ id: number }, { id: number }];
      await seedPledgers(database.url, target.id, pledgers);

      const action = (legislatorId: number) =>
        api(`/api/admin/legislators/${legislatorId}/actions`, {
          method: "POST",
          token,
          body: JSON.stringify({
            kind: "public-commitment",
            date: "2026-11-20",
            sourceUrl: "https://example.org/s",
          }),
        });
      // A first action on a member nobody pledged to, so the measured one runs on warm code.
      if ((await action(warmUp.id)).status !== 201) throw new Error("the warm-up action was refused");

      const started = performance.now();
      const recorded = await action(target.id);
      const answerMs = performance.now() - started;
      if (recorded.status !== 201) throw new Error(`recording the action answered ${recorded.status}`);
      while (smtp.recipients.length < pledgers && performance.now() - started < DELIVERY_DEADLINE_MS) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const deliveredMs = performance.now() - started;
      // A little longer, to see that nothing is sent twice after the last first copy.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const distinctRecipients = new Set(smtp.recipients).size;
      const leftInOutbox = await unsent(database.url);
      const mails = smtp.recipients.length;
      return {
        pledgers,
        answerMs,
        deliveredMs,
        mails,
        distinctRecipients,
        leftInOutbox,
        exact: mails === pledgers && distinctRecipients === pledgers && leftInOutbox === 0,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await smtp.close();
    await database.drop();
    await rm(workDir, { recursive: true, force: true });
  }
}

export function noticeTable(r: NoticeBenchResult): string {
  return [
    "| pledgers | action answered (ms) | all notices sent (s) | mails | distinct recipients | left in outbox | exact |",
    "|---|---|---|---|---|---|---|",
    `| ${r.pledgers} | ${r.answerMs.toFixed(1)} | ${(r.deliveredMs / 1000).toFixed(1)} | ${r.mails} | ${r.distinctRecipients} | ${r.leftInOutbox} | ${r.exact ? "yes" : "NO"} |`,
  ].join("\n");
}

// Run on its own: `npx tsx scripts/bench/action-notices.ts [--postgres URL] [--pledgers N]`.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { values: args } = parseArgs({
    options: {
      postgres: { type: "string", default: DEFAULT_POSTGRES_URL },
      pledgers: { type: "string", default: "10000" },
    },
  });
  try {
    const result = await benchActionNotices({
      postgresUrl: args.postgres,
      pledgers: Number(args.pledgers),
      signal: new AbortController().signal,
    });
    console.info(noticeTable(result));
    if (!result.exact) process.exitCode = 1;
  } finally {
    await stopAllChildren();
  }
}
