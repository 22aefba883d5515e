import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { type ParsedMail, parseMail } from "./mail-parser";

export interface CapturedMail {
  /** Envelope sender and recipients, as given in MAIL FROM and RCPT TO. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** The message as it arrived, one char per byte. */
  raw: string;
  mail: ParsedMail;
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string;
  port: number;
  messages: CapturedMail[];
  /** Resolves once at least `count` mails have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<CapturedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that accepts every mail and keeps it. Pass `port` to bring a server
 * back on the port of one that was closed, as after an outage.
 */
export async function startSmtpCapture(options: { port?: number } = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise upgrade and reject the self-signed certificate.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const bytes = Buffer.concat(chunks);
        const raw = bytes.toString("latin1");
        const envelope = session.envelope;
        messages.push({
          envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : "",
          envelopeTo: envelope.rcptTo.map((r) => r.address),
          raw,
          mail: await parseMail(bytes),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          finish();
          resolve([...messages]);
        };
        const timeout = setTimeout(() => {
          finish();
          reject(new Error(`expected ${count} mails within ${timeoutMs} ms, got ${messages.length}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timeout);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
