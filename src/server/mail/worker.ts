import { type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "#db/client";
import type { MailTransport } from "./transport";

/** The pino-style subset of a logger the worker needs; Fastify's logger fits. */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** The From header, e.g. config.mailFrom. */
  from: string;
  log: MailLog;
  pollIntervalMs?: number;
  batchSize?: number;
  /** Mails sent at once (over the transport's pooled connections). */
  concurrency?: number;
  /** The clock for due dates and backoff; the database's own clock when omitted. */
  now?: () => Date;
}

export interface MailWorker {
  /** Sends every mail that is due; resolves with how many were sent. */
  runOnce(): Promise<number>;
  /** Asks for a run soon, e.g. right after a request queued a mail. */
  notify(): void;
  /** Stops polling and waits for the batch in flight; unsent mail stays queued. */
  stop(): Promise<void>;
}

/**
 * A claimed row is leased for 2 minutes. A batch stops well inside its lease and hands back what it
 * has not tried: past the lease, another process may claim the same rows and send them twice.
 */
const BATCH_DEADLINE_MS = 60_000;
const NOTIFY_DELAY_MS = 20;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
const WARN_AFTER_ATTEMPTS = 10;

interface ClaimedMail {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | null;
  attempts: number;
}

/** 30 s after the first failure, doubling up to an hour, ±10% so that retries spread out. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
  return Math.round(Math.min(base * (0.9 + 0.2 * random()), MAX_RETRY_MS));
}

/** A short error for the row and the log, with addresses removed (servers echo recipients). */
function describeError(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown };
  const message = typeof e?.message === "string" ? e.message : String(err);
  const code = typeof e?.code === "string" ? `${e.code}: ` : "";
  return `${code}${message}`
    .replace(/[^\s<>@"'(),;:]+@[^\s<>@"'(),;:]+/g, "[address]")
    .replace(/\s+/g, " ")
    .slice(0, 300);
}

/**
 * Delivers the email_outbox. Rows are claimed with a lease under FOR UPDATE SKIP LOCKED, so any
 * number of server processes can run a worker and each mail is sent by one of them. Failed mail is
 * retried with backoff for as long as it takes: mail is delayed, never dropped.
 */
export function startMailWorker({
  db,
  transport,
  from,
  log,
  pollIntervalMs = 1000,
  batchSize = 50,
  concurrency = 5,
  now,
}: MailWorkerOptions): MailWorker {
  const clock = (): SQL => (now ? sql`${now().toISOString()}::timestamptz` : sql`now()`);
  let stopped = false;
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let nextTickAt = Number.POSITIVE_INFINITY;
  let ticking = false;
  let wakeRequested = false;

  async function claim(): Promise<ClaimedMail[]> {
    const at = clock();
    return queryRows<ClaimedMail>(
      db,
      // RETURNING comes in no particular order; the outer select sends the oldest mail first.
      sql`with claimed as (
            update email_outbox set locked_until = ${at} + interval '2 minutes'
            where id in (
              select id from email_outbox
              where sent_at is null and next_attempt_at <= ${at}
                and (locked_until is null or locked_until < ${at})
              order by id limit ${batchSize}
              for update skip locked)
            returning id, kind, to_address, subject, text_body, html_body, headers, attempts)
          select * from claimed order by id`,
    );
  }

  async function deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await transport.send({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    } catch (err) {
      await recordFailure(mail, describeError(err));
      return false;
    }
    await db.execute(
      sql`update email_outbox set sent_at = ${clock()}, locked_until = null, last_error = null
          where id = ${mail.id}`,
    );
    log.info({ mailId: mail.id, kind: mail.kind }, "mail sent");
    return true;
  }

  async function recordFailure(mail: ClaimedMail, error: string) {
    const attempts = mail.attempts + 1;
    const delayMs = retryDelayMs(attempts);
    await db.execute(
      sql`update email_outbox set attempts = ${attempts}, last_error = ${error}, locked_until = null,
            next_attempt_at = ${clock()} + ${delayMs}::integer * interval '1 millisecond'
          where id = ${mail.id}`,
    );
    const details = { mailId: mail.id, kind: mail.kind, attempts, error, retryInSeconds: delayMs / 1000 };
    if (attempts >= WARN_AFTER_ATTEMPTS) log.warn(details, "mail still undelivered; will keep retrying");
    else log.info(details, "mail send failed; will retry");
  }

  async function release(mails: ClaimedMail[]) {
    if (mails.length === 0) return;
    const ids = sql.join(
      mails.map((m) => sql`${m.id}`),
      sql`, `,
    );
    await db.execute(sql`update email_outbox set locked_until = null where id in (${ids})`);
  }

  async function sendDue(): Promise<number> {
    let sent = 0;
    const started = Date.now();
    while (!stopped) {
      const batch = await claim();
      for (let i = 0; i < batch.length; i += concurrency) {
        if (stopped || Date.now() - started > BATCH_DEADLINE_MS) {
          await release(batch.slice(i));
          return sent;
        }
        const delivered = await Promise.all(batch.slice(i, i + concurrency).map(deliver));
        sent += delivered.filter(Boolean).length;
      }
      if (batch.length < batchSize) break;
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    const run = queue.then(() => (stopped ? 0 : sendDue()));
    queue = run.catch(() => undefined);
    return run;
  }

  function schedule(delayMs: number) {
    clearTimeout(timer);
    nextTickAt = Date.now() + delayMs;
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  async function tick() {
    ticking = true;
    wakeRequested = false;
    try {
      await runOnce();
    } catch (err) {
      log.error({ err }, "mail worker run failed");
    } finally {
      ticking = false;
    }
    if (!stopped) schedule(wakeRequested ? 0 : pollIntervalMs);
  }

  schedule(pollIntervalMs);

  return {
    runOnce,
    notify() {
      if (stopped) return;
      if (ticking) wakeRequested = true;
      // A burst of notifications shares one run; an earlier run already due is never postponed.
      else if (nextTickAt > Date.now() + NOTIFY_DELAY_MS) schedule(NOTIFY_DELAY_MS);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await queue;
    },
  };
}
