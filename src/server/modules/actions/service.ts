import type { DbExecutor } from "#db/client";
import type { ServerContext } from "#server/context";
import { HttpError, notFound } from "#server/http/errors";
import type { OutgoingMail } from "#server/mail/outbox";
import {
  ACTION_DATE_IN_FUTURE,
  type LegislatorAction,
  type LegislatorActionInput,
} from "#shared/legislator-actions";
import { CONGRESS_TIME_ZONE, calendarDayIn } from "#shared/rules/dates";
import { presentAction } from "../legislators/present";
import { enqueueUnsubscribableMails, type UnsubscribeParts } from "../unsubscribe/service";
import { actionNoticeMail } from "./notice-mail";
import {
  actionsOfLegislator,
  cancelUnsentNotices,
  claimPendingAction,
  deleteAction,
  insertAction,
  legislatorExists,
  lockAction,
  type Pledger,
  pledgersAfter,
  recordProgress,
} from "./repo";

/** Pledgers queued per transaction: small enough that no lock or event-loop turn is held long. */
export const NOTICE_BATCH_SIZE = 500;

type Ctx = Pick<ServerContext, "db" | "tokenKey" | "config" | "catalog" | "now">;

/** The outbox topic of an action's notices: one mail per voter, cancelled by a correction. */
export const noticeTopic = (actionId: number) => `action:${actionId}`;

/**
 * One step of the notice fan-out (a JobLoop step): in one transaction, takes an action with
 * notices still to queue, queues the next batch of its pledgers' notices and moves its progress
 * on. Resolves whether a step was taken (more may be waiting). Exactly once per action and voter:
 * the action row is locked while its batch is queued, progress moves in the same commit, and the
 * outbox keeps one mail per topic and voter.
 */
export async function queueNoticeBatch(ctx: Ctx, batchSize = NOTICE_BATCH_SIZE): Promise<boolean> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const action = await claimPendingAction(tx);
    if (!action) return false;
    const rules = ctx.catalog.primaryElection(action.legislator.state);
    const { publicUrl } = ctx.config;
    const next = await queuePledgerNotices(
      tx,
      { tokenKey: ctx.tokenKey, publicUrl, now },
      { legislatorId: action.legislator.id, afterUserId: action.queuedAfterUserId, batchSize },
      (pledger, unsubscribe) =>
        actionNoticeMail({ action, pledger, rules, unsubscribe, publicUrl, today: now }),
    );
    await recordProgress(tx, action.id, next);
    return true;
  });
}

/**
 * Queues the next batch of a legislator's pledgers' notices (after `afterUserId`, in user id
 * order; those who turned notices off are skipped, each mail carries its unsubscribe link), in
 * the caller's transaction, which holds the lock on what the notices are about. Resolves the
 * progress mark to record: the last pledger queued, or null once every pledger has been.
 */
export async function queuePledgerNotices(
  tx: DbExecutor,
  mail: { tokenKey: Buffer; publicUrl: string; now: Date },
  batch: { legislatorId: number; afterUserId: number; batchSize: number },
  render: (pledger: Pledger, unsubscribe: UnsubscribeParts) => OutgoingMail,
): Promise<number | null> {
  const pledgers = await pledgersAfter(tx, batch.legislatorId, batch.afterUserId, batch.batchSize);
  await enqueueUnsubscribableMails(
    tx,
    mail,
    pledgers.filter((p) => p.wantsNotices),
    render,
  );
  const last = pledgers.at(-1);
  return pledgers.length < batch.batchSize || !last ? null : last.userId;
}

/** Where Congress sits decides what "today" is for an action's date. */
function todayInWashington(now: Date): string {
  return calendarDayIn(CONGRESS_TIME_ZONE, now);
}

/**
 * Records an action in the caller's transaction (the admin module audits it in the same one) and
 * leaves its notices to the fan-out, so the request does not wait for them. A date after today in
 * Washington is a 400; an unknown legislator a 404.
 */
export async function recordLegislatorAction(
  tx: DbExecutor,
  legislatorId: number,
  input: LegislatorActionInput,
  recordedBy: number,
  now: Date,
): Promise<LegislatorAction> {
  if (input.date > todayInWashington(now)) {
    throw new HttpError(400, ACTION_DATE_IN_FUTURE, { date: ACTION_DATE_IN_FUTURE });
  }
  if (!(await legislatorExists(tx, legislatorId))) throw notFound("Legislator not found");
  const row = await insertAction(tx, { legislatorId, ...input, recordedBy });
  return presentAction(row);
}

/**
 * A correction: deletes the action and cancels its notices that are not sent yet (one being sent
 * at this moment goes out). Waits for a fan-out batch of the action in progress, so none is
 * queued after. Returns the deleted action; 404 when it is not this legislator's.
 */
export async function correctLegislatorAction(
  tx: DbExecutor,
  legislatorId: number,
  actionId: number,
  now: Date,
): Promise<{ action: LegislatorAction; cancelledNotices: number }> {
  const row = await lockAction(tx, legislatorId, actionId);
  if (!row) throw notFound("Action not found");
  const cancelledNotices = await cancelUnsentNotices(tx, noticeTopic(actionId), now);
  await deleteAction(tx, actionId);
  return { action: presentAction(row), cancelledNotices };
}

export async function listLegislatorActions(
  db: DbExecutor,
  legislatorId: number,
): Promise<LegislatorAction[]> {
  if (!(await legislatorExists(db, legislatorId))) throw notFound("Legislator not found");
  return (await actionsOfLegislator(db, legislatorId)).map(presentAction);
}
export type { Pledger } from "./repo";
