import type { Database, DbExecutor } from "#db/client";
import { HttpError } from "#server/http/errors";
import { apiMessage } from "#server/i18n/api-messages";
import { buildLink, pageLink } from "#server/mail/layout";
import { enqueueTopicMails, type OutgoingMail } from "#server/mail/outbox";
import { DEFAULT_LANGUAGE, type Language } from "#shared/language";
import { consumeOneTimeToken, issueTokensForMail } from "../auth/service";
import { turnOffVoterMail } from "../engagement/service";

export const INVALID_UNSUBSCRIBE_LINK = apiMessage("en", "invalidUnsubscribeLink");

/** What a reminder or notice carries so that its reader can stop such mail in one click. */
export interface UnsubscribeParts {
  /** The page with one button (the mail's own link). */
  pageUrl: string;
  /** RFC 8058 headers: a mail client's one-click POST to the API. */
  headers: Record<string, string>;
}

/** A voter an unsubscribable mail goes to: their page link is in their language. */
export interface UnsubscribeRecipient {
  userId: number;
  language: Language;
}

/**
 * A fresh unsubscribe link for each voter, queued in the transaction that queues their mail. The
 * token is random, stored only as a keyed hash, bound to that voter and used once. The page link
 * is the voter's language's (`/es/unsubscribe?token=…`).
 */
export async function unsubscribeParts(
  db: DbExecutor,
  key: Buffer,
  recipients: readonly UnsubscribeRecipient[],
  publicUrl: string,
  now: Date,
): Promise<Map<number, UnsubscribeParts>> {
  const languages = new Map(recipients.map((r) => [r.userId, r.language]));
  const tokens = await issueTokensForMail(db, key, [...languages.keys()], "unsubscribe", now);
  const parts = new Map<number, UnsubscribeParts>();
  for (const [userId, token] of tokens) {
    parts.set(userId, {
      pageUrl: pageLink(publicUrl, languages.get(userId) ?? DEFAULT_LANGUAGE, "/unsubscribe", { token }),
      headers: {
        "List-Unsubscribe": `<${buildLink(publicUrl, "/api/unsubscribe", { token })}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
  }
  return parts;
}

/**
 * Queues a mail for each voter with its own unsubscribe link (the optional mail a voter can stop:
 * notices and reminders), in the caller's transaction. `render` builds one voter's mail.
 */
export async function enqueueUnsubscribableMails<T extends UnsubscribeRecipient>(
  tx: DbExecutor,
  ctx: { tokenKey: Buffer; publicUrl: string; now: Date },
  recipients: readonly T[],
  render: (recipient: T, unsubscribe: UnsubscribeParts) => OutgoingMail,
): Promise<void> {
  const links = await unsubscribeParts(tx, ctx.tokenKey, recipients, ctx.publicUrl, ctx.now);
  await enqueueTopicMails(
    tx,
    recipients.map((recipient) => render(recipient, links.get(recipient.userId)!)),
  );
}

/** Turns off reminders and action notices for the token's voter; a bad or used token is a 400. */
export async function unsubscribe(db: Database, key: Buffer, token: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, key, token, "unsubscribe", now);
    if (userId === null) throw new HttpError(400, INVALID_UNSUBSCRIBE_LINK);
    await turnOffVoterMail(tx, userId, now);
  });
}
