import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { legacyUserId } from "../../../shared/accounts";
import type { Legislator } from "../../../shared/legislator";
import { createPledgeSchema } from "../../../shared/pledges";
import type { ServerContext } from "../../context";
import { HttpError } from "../../http/errors";
import { assertOwnUserId, cookieOnlySessionToken, requireUser, signInRequired } from "../auth/context";
import { presentLegislator } from "../legislators/present";
import { pledgeAsSession, pledgesOfUser } from "./repo";

const userIdQuery = z.object({ userId: legacyUserId });

export const pledgeRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  const { catalog } = ctx;

  app.post(
    "/api/pledges",
    { schema: { body: createPledgeSchema, querystring: userIdQuery } },
    async (request, reply) => {
      const claimedUserId = request.body.userId ?? request.query.userId;
      const legislator = catalog.find(String(request.body.legislatorId));
      const token = cookieOnlySessionToken(request, ctx.cookie);
      if (!legislator || !token) {
        // The general path gives the usual answers in the usual order: 401, 403, then 404.
        const actor = await requireUser(request);
        assertOwnUserId(request, actor.user.id, claimedUserId);
        throw new HttpError(404, "Legislator not found");
      }
      const outcome = await pledgeAsSession(ctx.db, ctx.sessions.actorParams(token), {
        legislatorId: legislator.id,
        shareOnSocial: request.body.shareOnSocial,
        onlyForUserId: claimedUserId,
      });
      if (outcome.status === "signed-out") throw signInRequired();
      if (outcome.status === "not-created") {
        assertOwnUserId(request, outcome.actorId, claimedUserId);
        throw new HttpError(409, "You have already pledged to support this legislator");
      }
      return reply.code(201).send({ pledge: { ...outcome.pledge, legislator } });
    },
  );

  app.get("/api/user/pledges", { schema: { querystring: userIdQuery } }, async (request) => {
    const actor = await requireUser(request);
    assertOwnUserId(request, actor.user.id, request.query.userId);
    const today = ctx.now();
    const rows = await pledgesOfUser(ctx.db, actor.user.id);
    return {
      pledges: rows.map(({ pledge, legislator }) => ({
        id: pledge.id,
        userId: pledge.userId,
        legislatorId: pledge.legislatorId,
        shareOnSocial: pledge.shareOnSocial,
        createdAt: pledge.createdAt.toISOString(),
        // Members still in office come from the live catalog, with current counts.
        legislator: catalog.find(String(legislator.id)) ?? presentLegislator(legislator, today),
      })),
    };
  });

  app.get("/api/user/legislators", { schema: { querystring: userIdQuery } }, async (request) => {
    const actor = await requireUser(request);
    assertOwnUserId(request, actor.user.id, request.query.userId);
    return { legislators: legislatorsFor(actor.user, catalog) };
  });
};

/** The voter's senators and the representative of their district (every candidate if unknown). */
function legislatorsFor(
  user: { state: string | null; zip: string | null; districtCode: string | null },
  catalog: ServerContext["catalog"],
): Legislator[] {
  if (!user.state) return [];
  const districts = user.districtCode
    ? [user.districtCode]
    : user.zip
      ? catalog.zipIndex.districtsFor(user.zip).filter((c) => c.startsWith(`${user.state}-`))
      : [];
  return catalog.legislators.filter(
    (l) =>
      l.state === user.state &&
      (l.type === "sen" || (l.districtCode !== null && districts.includes(l.districtCode))),
  );
}
