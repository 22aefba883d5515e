import { and, eq, or, sql } from "drizzle-orm";
import { contactMessages } from "#db/schema/messaging";
import { users } from "#db/schema/users";
import type { ServerContext } from "#server/context";
import { HttpError } from "#server/http/errors";
import { apiText } from "#server/i18n/api-messages";
import { accountDeletedMail } from "#server/mail/messages";
import { enqueueMail } from "#server/mail/outbox";
import { recordAudit } from "../admin/service";
import { type UserRow, verifyPassword } from "../auth/service";
import { deleteAllPledgesOf } from "../pledges/service";

/**
 * A voter erases their account, after giving their password once more. In one transaction: their
 * pledges come off every legislator's counts, the audit log records the deletion by number only
 * and forgets the values of earlier edits of the account, contact-form messages they sent and
 * mail to their address still in the outbox are deleted, and the user row goes, taking with it (ON DELETE CASCADE) their sessions, one-time
 * tokens, engagement, reminders, calendar feed and queued mail. One mail confirms it, to an
 * address kept only in that mail (the outbox drops sent mail after seven days).
 */
export async function deleteAccount(
  ctx: Pick<ServerContext, "db" | "wakeMailer">,
  user: UserRow,
  password: string,
): Promise<void> {
  if (user.role === "admin") throw new HttpError(403, apiText("adminNotDeletedHere"));
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new HttpError(400, apiText("wrongPassword"), { password: apiText("wrongPassword") });
  }
  await ctx.db.transaction(async (tx) => {
    const pledgeCount = await deleteAllPledgesOf(tx, user.id);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: "user.delete",
      entityType: "user",
      entityId: user.id,
      changes: { pledges: { before: pledgeCount, after: 0 } },
    });
    await tx.execute(sql`
      update admin_audit_log set changes = coalesce(
        (select jsonb_object_agg(key, '{"before":"[erased]","after":"[erased]"}'::jsonb) from jsonb_each(changes)),
        '{}'::jsonb)
      where entity_type = 'user' and entity_id = ${String(user.id)} and action <> 'user.delete'`);
    // What they wrote through the contact form, signed in or not, and the mail that carried it;
    // the mail sent to their address that the outbox still holds (it keeps sent mail a week).
    const email = user.email.toLowerCase();
    await tx
      .delete(contactMessages)
      .where(or(eq(contactMessages.userId, user.id), eq(sql`lower(${contactMessages.email})`, email)));
    await tx.execute(sql`
      delete from email_outbox
      where lower(to_address) = ${email}
         or (kind = 'contact-message' and strpos(lower(coalesce(headers::text, '') || text_body), ${email}) > 0)`);
    await tx.delete(users).where(and(eq(users.id, user.id), eq(users.role, "user")));
    await enqueueMail(tx, accountDeletedMail({ to: user.email, name: user.name, language: user.language }));
  });
  ctx.wakeMailer();
}
