import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import type { AppConfig } from "../config";

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe…), added to the ones every mail carries. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

/** Short timeouts so that an unreachable server fails a send quickly and the mail is retried later. */
const SMTP_TIMEOUT_MS = 10_000;

/** SMTP when SMTP_URL is set; otherwise `.eml` files under DATA_DIR/outbox/ for developers to open. */
export function createMailTransport(config: Pick<AppConfig, "smtpUrl" | "dataDir">): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(path.join(config.dataDir, "outbox"));
}

function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // A few connections kept open: a notice to every pledger of a member is thousands of mails.
    pool: true,
    maxConnections: 5,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transporter.sendMail(mailOptions(message));
    },
    close: () => transporter.close(),
  };
}

function fileTransport(dir: string): MailTransport {
  const composer: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await composer.sendMail(mailOptions(message));
      if (!Buffer.isBuffer(info.message)) throw new Error("mail composer returned no buffer");
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Colons are not allowed in Windows file names; the name still sorts by time.
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const temp = path.join(dir, `.${name}.tmp`);
      // Written aside and renamed, so a reader never sees half a message. 0600: mails carry tokens.
      await writeFile(temp, info.message, { mode: 0o600 });
      await rename(temp, path.join(dir, name));
    },
  };
}

function mailOptions({ headers, ...message }: MailMessage): SendMailOptions {
  return {
    ...message,
    // RFC 3834: keeps vacation responders and other robots from answering.
    headers: { ...headers, "Auto-Submitted": "auto-generated" },
  };
}
