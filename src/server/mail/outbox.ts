import { sql } from "drizzle-orm";
import type { DbExecutor } from "#db/client";
import { emailOutbox } from "#db/schema/messaging";

export interface OutgoingMail {
  /** What the mail is about (e.g. "verification"); logged instead of the address. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The voter it is for, when it is for one: deleted with their account. */
  userId?: number;
  /** At most one mail per topic and voter (see emailOutbox.topic); needs `userId`. */
  topic?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

const row = (mail: OutgoingMail) => ({
  kind: mail.kind,
  userId: mail.userId ?? null,
  topic: mail.topic ?? null,
  toAddress: mail.to,
  subject: mail.subject,
  textBody: mail.text,
  htmlBody: mail.html,
  headers: mail.headers ?? null,
});

/**
 * Queues a mail for the worker. Call it with the transaction of the action that causes the mail,
 * so the mail exists exactly when the action was committed.
 */
export async function enqueueMail(db: DbExecutor, mail: OutgoingMail): Promise<void> {
  await db.insert(emailOutbox).values(row(mail));
}

/**
 * Queues many mails in one statement (one array parameter per column, so a batch of hundreds costs
 * one short statement to build and parse). A mail whose topic this voter already has in the outbox
 * is skipped: that is what makes a notice or a reminder go out once, whichever process queues it.
 */
export async function enqueueTopicMails(db: DbExecutor, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  const column = <T>(pick: (mail: OutgoingMail) => T) => sql.param(mails.map(pick));
  await db.execute(sql`
    insert into email_outbox (kind, user_id, topic, to_address, subject, text_body, html_body, headers)
    select * from unnest(${column((m) => m.kind)}::text[], ${column((m) => m.userId ?? null)}::int[],
      ${column((m) => m.topic ?? null)}::text[], ${column((m) => m.to)}::text[],
      ${column((m) => m.subject)}::text[], ${column((m) => m.text)}::text[], ${column((m) => m.html)}::text[],
      ${column((m) => (m.headers ? JSON.stringify(m.headers) : null))}::jsonb[])
    on conflict do nothing`);
}
