import type { ServerContext } from "#server/context";
import { HttpError } from "#server/http/errors";
import { apiText } from "#server/i18n/api-messages";
import { recordAudit } from "../admin/service";
import { cancelUnsentNoticesFor, deletePledge } from "./repo";

/**
 * The voter takes back a pledge: the row goes, the legislator's counts fall with it, notices not
 * yet sent for that legislator are dropped, and the audit log keeps who withdrew what and when,
 * all in one transaction. 404 for a pledge that is not this voter's (or no longer exists).
 */
export async function withdrawPledge(
  ctx: Pick<ServerContext, "db" | "now">,
  userId: number,
  pledgeId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const legislatorId = await deletePledge(tx, userId, pledgeId);
    if (legislatorId === null) throw new HttpError(404, apiText("pledgeNotFound"));
    await cancelUnsentNoticesFor(tx, userId, legislatorId, ctx.now());
    await recordAudit(tx, {
      actorUserId: userId,
      action: "pledge.withdraw",
      entityType: "pledge",
      entityId: pledgeId,
      changes: { legislatorId: { before: legislatorId, after: null } },
    });
  });
}
