import type { DbExecutor } from "#db/client";
import { emailOutbox } from "#db/schema/messaging";

export interface OutgoingMail {
  /** What the mail is about (e.g. "verification"); logged instead of the address. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Queues a mail for the worker. Call it with the transaction of the action that causes the mail,
 * so the mail exists exactly when the action was committed.
 */
export async function enqueueMail(db: DbExecutor, mail: OutgoingMail): Promise<void> {
  await db.insert(emailOutbox).values({
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
  });
}
