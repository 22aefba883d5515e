import type { ServerContext } from "#server/context";
import { addDays, daysBetween } from "#shared/rules/dates";
import { upcomingEvents } from "#shared/rules/reminder-schedule";
import { stateToday } from "#shared/state-time-zones";
import { enqueueUnsubscribableMails } from "../unsubscribe/service";
import { reminderMail } from "./reminder-mail";
import { claimReminders, dueVoters, forgetPastReminders } from "./repo";

/** Voters queued per transaction. */
export const REMINDER_BATCH_SIZE = 500;

type Ctx = Pick<ServerContext, "db" | "tokenKey" | "config" | "catalog" | "now">;

/**
 * One scan (docs/principles.md, "Reminders"): for every state with exact dates still ahead, finds
 * the voters whose reminder of each date is due today on the state's calendar and queues it, in
 * batches of REMINDER_BATCH_SIZE, each its own transaction. `sent_reminders` holds one row per
 * voter, event and offset, so any number of processes may scan at once: a reminder is mailed by
 * the one whose row insert won. Resolves how many reminders this scan queued.
 */
export async function scanReminders(ctx: Ctx, batchSize = REMINDER_BATCH_SIZE): Promise<number> {
  const now = ctx.now();
  let queued = 0;
  for (const rules of ctx.catalog.primaryElections) {
    const today = stateToday(rules.state, now);
    for (const event of upcomingEvents(rules, today)) {
      const daysLeft = daysBetween(today, event.date) ?? 0;
      // Nothing is due more than the largest offset (30 days) ahead.
      if (daysLeft > 30) continue;
      const target = { state: rules.state, key: `${rules.state}:${event.kind}:${event.date}`, daysLeft };
      let after = 0;
      for (;;) {
        const batch = await ctx.db.transaction(async (tx) => {
          const due = await dueVoters(tx, target, after, batchSize);
          const claimed = await claimReminders(tx, { key: target.key, date: event.date }, due);
          const recipients = due.filter((v) => claimed.has(v.userId));
          const { publicUrl } = ctx.config;
          await enqueueUnsubscribableMails(
            tx,
            { tokenKey: ctx.tokenKey, publicUrl, now },
            recipients,
            (voter, unsubscribe) =>
              reminderMail({
                voter,
                state: rules.state,
                event,
                daysLeft,
                offsetDays: voter.offsetDays,
                eventKey: target.key,
                rules,
                unsubscribe,
                publicUrl,
              }),
          );
          return { seen: due, sent: recipients.length };
        });
        queued += batch.sent;
        if (batch.seen.length < batchSize) break;
        after = batch.seen.at(-1)!.userId;
      }
    }
  }
  // A day's margin for the states whose calendar is behind the server's.
  const yesterday = addDays(now.toISOString().slice(0, 10), -1);
  if (yesterday) await forgetPastReminders(ctx.db, yesterday);
  return queued;
}
