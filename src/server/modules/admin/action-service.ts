import type { Database } from "#db/client";
import type { LegislatorAction, LegislatorActionInput } from "#shared/legislator-actions";
import { correctLegislatorAction, recordLegislatorAction } from "../actions/service";
import { recordAudit } from "./audit";

/** Records an action and audits it in one transaction. */
export function recordAction(
  db: Database,
  actorUserId: number,
  legislatorId: number,
  input: LegislatorActionInput,
  now: Date,
): Promise<LegislatorAction> {
  return db.transaction(async (tx) => {
    const action = await recordLegislatorAction(tx, legislatorId, input, actorUserId, now);
    await recordAudit(tx, {
      actorUserId,
      action: "legislator.action.create",
      entityType: "legislator",
      entityId: legislatorId,
      changes: { action: { before: null, after: auditedFields(action) } },
    });
    return action;
  });
}

/** Deletes an action (a correction), cancelling its unsent notices, and audits it. */
export function correctAction(
  db: Database,
  actorUserId: number,
  legislatorId: number,
  actionId: number,
  now: Date,
): Promise<void> {
  return db.transaction(async (tx) => {
    const { action, cancelledNotices } = await correctLegislatorAction(tx, legislatorId, actionId, now);
    await recordAudit(tx, {
      actorUserId,
      action: "legislator.action.delete",
      entityType: "legislator",
      entityId: legislatorId,
      changes: {
        action: { before: auditedFields(action), after: null },
        cancelledNotices: { before: null, after: cancelledNotices },
      },
    });
  });
}

function auditedFields({ id, kind, date, sourceUrl, note }: LegislatorAction) {
  return { id, kind, date, sourceUrl, note };
}
