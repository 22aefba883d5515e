import type { ServerContext } from "#server/context";
import type { Legislator } from "#shared/legislator";
import { departureConfirmed, officeStatus } from "#shared/rules/office";
import { NOTICE_BATCH_SIZE, queuePledgerNotices } from "../actions/service";
import { departureMail } from "./departure-mail";
import { claimPendingDeparture, possiblyDeparted, recordDepartureProgress, recordDepartures } from "./repo";

type Ctx = Pick<ServerContext, "db" | "tokenKey" | "config" | "catalog" | "now">;

/** The member in office in the same seat (state and district, or state and Senate class). */
function successorOf(member: Legislator, inOffice: readonly Legislator[]): Legislator | null {
  return (
    inOffice.find(
      (l) =>
        l.id !== member.id &&
        l.type === member.type &&
        l.state === member.state &&
        (member.type === "sen" ? l.senateClass === member.senateClass : l.district === member.district),
    ) ?? null
  );
}

/**
 * Notes the departures the data confirms (shared/rules/office.ts, departureConfirmed): a member
 * the roster dropped, or an appointment that ended. Each member and departure day once.
 */
async function noteDepartures(ctx: Ctx, today: string): Promise<number> {
  const candidates = await possiblyDeparted(ctx.db, today);
  const confirmed = candidates.filter((c) => departureConfirmed(c, today));
  return recordDepartures(
    ctx.db,
    confirmed.map((c) => ({ legislatorId: c.id, leftOffice: officeStatus(c, today).leftOffice! })),
  );
}

/**
 * One step of the departure notices (a JobLoop step, beside the action notices): queues the next
 * batch of a departed member's pledgers' notices, in one transaction that holds the departure's
 * row; when none is pending, looks for new departures first. Resolves whether there may be more.
 */
export async function queueDepartureBatch(ctx: Ctx, batchSize = NOTICE_BATCH_SIZE): Promise<boolean> {
  const now = ctx.now();
  const queued = await ctx.db.transaction(async (tx) => {
    const departure = await claimPendingDeparture(tx);
    if (!departure) return false;
    const found = ctx.catalog.find(String(departure.legislatorId));
    if (found) {
      const member = { ...found, leftOffice: departure.leftOffice };
      const { publicUrl } = ctx.config;
      const successor = successorOf(member, ctx.catalog.legislators);
      const next = await queuePledgerNotices(
        tx,
        { tokenKey: ctx.tokenKey, publicUrl, now },
        { legislatorId: member.id, afterUserId: departure.queuedAfterUserId, batchSize },
        (pledger, unsubscribe) => departureMail({ member, successor, pledger, unsubscribe, publicUrl }),
      );
      await recordDepartureProgress(tx, departure, next);
    } else {
      await recordDepartureProgress(tx, departure, null);
    }
    return true;
  });
  if (queued) return true;
  return (await noteDepartures(ctx, now.toISOString().slice(0, 10))) > 0;
}
