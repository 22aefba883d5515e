import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, queryRows } from "#db/client";
import { buildLink, escapeHtml } from "#server/mail/layout";
import {
  accountExistsMail,
  contactMessageMail,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
} from "#server/mail/messages";
import { enqueueMail, type OutgoingMail } from "#server/mail/outbox";
import { createMailTransport, type MailTransport } from "#server/mail/transport";
import { type MailLog, type MailWorker, retryDelayMs, startMailWorker } from "#server/mail/worker";
import { createTestDatabase } from "../support/database";
import { parseMail } from "../support/mail-parser";
import { describeRaces } from "../support/races";
import { type SmtpCapture, startSmtpCapture } from "../support/smtp";

const PUBLIC_URL = "https://pledge.example.org";
const FROM = "Pledge Watch <no-reply@pledge.example.org>";
const HOUR_MS = 60 * 60_000;

let database: DatabaseHandle;
const cleanups: (() => Promise<void> | void)[] = [];
const logged: string[] = [];

const log: MailLog = {
  info: (details, message) => logged.push(JSON.stringify({ details, message })),
  warn: (details, message) => logged.push(JSON.stringify({ details, message })),
  error: (details, message) => logged.push(JSON.stringify({ details, message })),
};

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.execute(sql`delete from email_outbox`);
  logged.length = 0;
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtp(options: { port?: number } = {}): Promise<SmtpCapture> {
  const capture = await startSmtpCapture(options);
  cleanups.push(() => capture.close());
  return capture;
}

function worker(
  transport: MailTransport,
  options: { now?: () => Date; batchSize?: number; concurrency?: number } = {},
): MailWorker {
  // A long poll interval: these tests drive the worker through runOnce.
  const handle = startMailWorker({
    db: database.db,
    transport,
    from: FROM,
    log,
    pollIntervalMs: HOUR_MS,
    ...options,
  });
  cleanups.push(() => handle.stop());
  return handle;
}

function smtpTransport(url: string): MailTransport {
  const transport = createMailTransport({ smtpUrl: url, dataDir: tmpdir() });
  cleanups.push(() => transport.close?.());
  return transport;
}

function sampleMail(n: number): OutgoingMail {
  return {
    kind: "test",
    to: `voter${n}@example.com`,
    subject: `Test mail ${n}`,
    text: `Plain text of mail ${n}. Café ✓`,
    html: `<p>HTML of mail <b>${n}</b>. Café ✓</p>`,
  };
}

interface OutboxRow {
  id: number;
  attempts: number;
  sent_at: Date | string | null;
  locked_until: Date | string | null;
  next_attempt_at: Date | string;
  last_error: string | null;
  future: boolean;
}

function outboxRows(): Promise<OutboxRow[]> {
  return queryRows<OutboxRow>(
    database.db,
    sql`select id, attempts, sent_at, locked_until, next_attempt_at, last_error,
          next_attempt_at > now() as future
        from email_outbox order by id`,
  );
}

describe("mail worker over SMTP", () => {
  it("delivers queued mail once, with a text and an HTML part, and marks it sent", async () => {
    const capture = await smtp();
    await enqueueMail(database.db, sampleMail(1));
    await enqueueMail(database.db, sampleMail(2));
    const handle = worker(smtpTransport(capture.url));

    expect(await handle.runOnce()).toBe(2);
    expect(await handle.runOnce()).toBe(0);

    expect(capture.messages).toHaveLength(2);
    const bySubject = capture.messages.map((m) => m.mail.subject).sort();
    expect(bySubject).toEqual(["Test mail 1", "Test mail 2"]);
    const first = capture.messages.find((m) => m.mail.subject === "Test mail 1")!;
    expect(first.envelopeTo).toEqual(["voter1@example.com"]);
    expect(first.envelopeFrom).toBe("no-reply@pledge.example.org");
    expect(first.mail.from).toBe(FROM);
    expect(first.mail.to).toBe("voter1@example.com");
    expect(first.mail.headers["content-type"]).toContain("multipart/alternative");
    expect(first.mail.headers["auto-submitted"]).toBe("auto-generated");
    expect(first.mail.text).toContain("Plain text of mail 1. Café ✓");
    expect(first.mail.html).toContain("<p>HTML of mail <b>1</b>. Café ✓</p>");

    const rows = await outboxRows();
    expect(rows.map((r) => [r.attempts, r.sent_at !== null, r.locked_until, r.last_error])).toEqual([
      [0, true, null, null],
      [0, true, null, null],
    ]);
    expect(logged.join("\n")).not.toMatch(/@/);
  });

  it("keeps mail queued through an outage and delivers it once the server is back", async () => {
    const capture = await smtp();
    const port = capture.port;
    await capture.close();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    await enqueueMail(database.db, sampleMail(3));

    expect(await worker(transport).runOnce()).toBe(0);
    const [failed] = await outboxRows();
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, locked_until: null, future: true });
    expect(failed!.last_error).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect(failed!.last_error).not.toMatch(/@/);
    expect(logged.join("\n")).not.toMatch(/voter3|example\.com/);

    const revived = await smtp({ port });
    // Back up, but the retry is not due yet.
    expect(await worker(transport).runOnce()).toBe(0);
    expect(revived.messages).toHaveLength(0);

    const later = worker(transport, { now: () => new Date(Date.now() + retryDelayMs(1, () => 1) + 1000) });
    expect(await later.runOnce()).toBe(1);
    expect(revived.messages.map((m) => m.mail.subject)).toEqual(["Test mail 3"]);
    const [sent] = await outboxRows();
    expect(sent).toMatchObject({ attempts: 1, locked_until: null, last_error: null });
    expect(sent!.sent_at).not.toBeNull();
  });

  it("runs by itself on its timer and soon after notify()", async () => {
    const capture = await smtp();
    const transport = smtpTransport(capture.url);
    const polling = startMailWorker({ db: database.db, transport, from: FROM, log, pollIntervalMs: 50 });
    cleanups.push(() => polling.stop());
    await enqueueMail(database.db, sampleMail(4));
    await capture.waitFor(1);
    await polling.stop();

    const notified = worker(transport);
    await enqueueMail(database.db, sampleMail(5));
    notified.notify();
    notified.notify();
    const received = await capture.waitFor(2);
    expect(received.map((m) => m.mail.subject)).toEqual(["Test mail 4", "Test mail 5"]);
    await notified.stop();
    expect(capture.messages).toHaveLength(2);
  });

  describeRaces("with two workers", (raceTest) => {
    raceTest("sends each mail exactly once when two workers run at the same time", async () => {
      const capture = await smtp();
      const count = 24;
      for (let n = 0; n < count; n++) await enqueueMail(database.db, sampleMail(n));
      const a = worker(smtpTransport(capture.url), { batchSize: 5 });
      const b = worker(smtpTransport(capture.url), { batchSize: 5 });

      const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(sentA + sentB).toBe(count);
      // Both took part: the batches really were claimed side by side.
      expect(Math.min(sentA, sentB)).toBeGreaterThan(0);
      const subjects = capture.messages.map((m) => m.mail.subject);
      expect(subjects).toHaveLength(count);
      expect(new Set(subjects).size).toBe(count);
      expect((await outboxRows()).every((r) => r.sent_at !== null)).toBe(true);
    });
  });
});

describe("mail worker lifecycle", () => {
  it("stop() waits for the mail in flight and hands the rest of the batch back, unsent", async () => {
    // One at a time, so that one mail is in flight and two are still to go when stop() comes.
    let release!: () => void;
    let started!: () => void;
    const sendStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow: MailTransport = {
      send: () => {
        started();
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    };
    for (let n = 0; n < 3; n++) await enqueueMail(database.db, sampleMail(n));
    const handle = worker(slow, { concurrency: 1 });
    const run = handle.runOnce();
    await sendStarted;
    let stopped = false;
    const stopping = handle.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await run).toBe(1);
    const rows = await outboxRows();
    expect(rows.map((r) => [r.sent_at !== null, r.attempts, r.locked_until])).toEqual([
      [true, 0, null],
      [false, 0, null],
      [false, 0, null],
    ]);
  });

  it("warns once a mail has failed ten times, and keeps it queued", async () => {
    const failing: MailTransport = {
      send: () =>
        Promise.reject(Object.assign(new Error("550 <voter9@example.com> rejected"), { code: "EENVELOPE" })),
    };
    await enqueueMail(database.db, sampleMail(9));
    await database.db.execute(sql`update email_outbox set attempts = 9`);

    expect(await worker(failing).runOnce()).toBe(0);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ attempts: 10, sent_at: null, future: true });
    expect(row!.last_error).toBe("EENVELOPE: 550 <[address]> rejected");
    expect(logged.some((line) => line.includes("still undelivered"))).toBe(true);
    expect(logged.join("\n")).not.toContain("voter9");
  });
});

describe("retry schedule", () => {
  it("backs off from 30 seconds, doubling, to at most an hour, with ±10% jitter", () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(2, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(3, () => 0.5)).toBe(120_000);
    expect(retryDelayMs(1, () => 0)).toBe(27_000);
    expect(retryDelayMs(1, () => 1)).toBe(33_000);
    expect(retryDelayMs(8, () => 0.5)).toBe(HOUR_MS);
    expect(retryDelayMs(50, () => 1)).toBe(HOUR_MS);
    expect(retryDelayMs(50, () => 0)).toBe(0.9 * HOUR_MS);
  });
});

describe("file transport", () => {
  it("writes a readable .eml under DATA_DIR/outbox when SMTP_URL is unset", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "pledge-mail-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const transport = createMailTransport({ smtpUrl: undefined, dataDir });
    await enqueueMail(
      database.db,
      verificationMail({ to: "ana@example.com", name: "Ana", token: "t0k", publicUrl: PUBLIC_URL }),
    );

    expect(await worker(transport).runOnce()).toBe(1);
    const outbox = path.join(dataDir, "outbox");
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]+\.eml$/);
    const file = path.join(outbox, files[0]!);
    expect((await stat(file)).mode & 0o077).toBe(0);
    const mail = await parseMail(await readFile(file));
    expect(mail.to).toBe("ana@example.com");
    expect(mail.subject).toBe("Confirm your e-mail address for Pledge Watch");
    expect(mail.text).toContain(`${PUBLIC_URL}/verify-email?token=t0k`);
    expect(mail.links).toEqual([`${PUBLIC_URL}/verify-email?token=t0k`]);
  });
});

describe("message builders", () => {
  it("escape HTML in every user-supplied value", () => {
    const hostile = `<script>alert("x")</script> & 'co'`;
    const mails = [
      verificationMail({ to: "a@example.com", name: hostile, token: "t", publicUrl: PUBLIC_URL }),
      passwordResetMail({ to: "a@example.com", name: hostile, token: "t", publicUrl: PUBLIC_URL }),
      passwordChangedMail({ to: "a@example.com", name: hostile, publicUrl: PUBLIC_URL }),
      contactMessageMail({
        to: "contact@example.org",
        fromName: hostile,
        fromEmail: "sender@example.com",
        subject: hostile,
        message: `${hostile}\nsecond line`,
      }),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).toContain(escapeHtml(hostile));
      expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;");
      expect(mail.text).toContain(hostile);
    }
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("build absolute links from PUBLIC_URL with encoded parameters", async () => {
    expect(buildLink("https://pledge.example.org/", "/verify-email", { token: "a b&c" })).toBe(
      "https://pledge.example.org/verify-email?token=a+b%26c",
    );
    expect(buildLink("https://example.org/pledge", "/auth")).toBe("https://example.org/pledge/auth");

    const links = async (mail: OutgoingMail) =>
      (await parseMail(`Content-Type: text/html\r\n\r\n${mail.html}`)).links;
    const token = "abc_123-XYZ";
    expect(
      await links(verificationMail({ to: "a@example.com", name: "A", token, publicUrl: PUBLIC_URL })),
    ).toEqual([`${PUBLIC_URL}/verify-email?token=${token}`]);
    const reset = passwordResetMail({ to: "a@example.com", name: "A", token, publicUrl: PUBLIC_URL });
    expect(await links(reset)).toEqual([`${PUBLIC_URL}/reset-password?token=${token}`]);
    expect(reset.text).toContain(`${PUBLIC_URL}/reset-password?token=${token}`);
    expect(reset.text).toMatch(/1 hour/);
    expect(reset.text).toMatch(/did not ask/);
    expect(await links(accountExistsMail({ to: "a@example.com", publicUrl: PUBLIC_URL }))).toEqual([
      `${PUBLIC_URL}/auth`,
      `${PUBLIC_URL}/forgot-password`,
    ]);
    expect(
      await links(passwordChangedMail({ to: "a@example.com", name: "A", publicUrl: PUBLIC_URL })),
    ).toEqual([`${PUBLIC_URL}/forgot-password`]);
  });

  it("address the contact message to the campaign with the sender's details", () => {
    const mail = contactMessageMail({
      to: "contact@example.org",
      fromName: "Ana Voter",
      fromEmail: "ana@example.com",
      subject: "A question\r\nBcc: someone@example.com",
      message: "Hello,\nwhen is the primary?",
    });
    expect(mail).toMatchObject({ kind: "contact-message", to: "contact@example.org" });
    expect(mail.subject).toBe("Contact form: A question Bcc: someone@example.com");
    expect(mail.text).toContain("Name: Ana Voter\nE-mail: ana@example.com");
    expect(mail.text).toContain("Hello,\nwhen is the primary?");
    expect(mail.html).toContain("Hello,<br>when is the primary?");
  });
});
