import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServerContext } from "#server/context";
import { HttpError } from "#server/http/errors";
import { apiMessage, apiText, type LocalizedText } from "#server/i18n/api-messages";
import { pledgeReceiptMail } from "#server/mail/messages";
import { enqueueTopicMails } from "#server/mail/outbox";
import { legacyUserId } from "#shared/accounts";
import { pledgeWordingIn } from "#shared/i18n/rule-texts";
import { recordId } from "#shared/ids";
import { LOCALES } from "#shared/language";
import type { Legislator } from "#shared/legislator";
import type { PledgeStatus } from "#shared/legislator-actions";
import {
  type CreatePledgeResponse,
  createPledgeResponseSchema,
  createPledgeSchema,
  userLegislatorsResponseSchema,
  userPledgesResponseSchema,
} from "#shared/pledges";
import { formatLongDate } from "#shared/rules/dates";
import { assertCallerClaims, claimedUserIds, guarded } from "../auth/access";
import { cookieOnlySessionToken, requireUser, signInRequired } from "../auth/context";
import { presentLegislator } from "../legislators/present";
import { type PledgeRow, type PledgingVoter, pledgeAsSession, pledgesOfUser } from "./repo";
import { withdrawPledge } from "./withdraw";

const userIdQuery = z.object({ userId: legacyUserId });

export const pledgeRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  const { catalog } = ctx;

  // The hot write signs the caller in inside its own statement (pledgeAsSession), so it is not in
  // a guarded scope, which would resolve the session with a statement of its own. It keeps the
  // scopes' order all the same: who is calling before what they sent (a 400 only for a real session).
  // The answer's schema is documented only: the hot write skips the response serialiser.
  app.post(
    "/api/pledges",
    {
      schema: { body: createPledgeSchema, querystring: userIdQuery },
      attachValidation: true,
      config: { documentedResponse: { 201: createPledgeResponseSchema } },
    },
    async (request, reply) => {
      if (request.validationError) {
        await requireUser(request);
        throw request.validationError;
      }
      const claims = claimedUserIds(request);
      const legislator = catalog.find(String(request.body.legislatorId));
      const token = cookieOnlySessionToken(request, ctx.cookie);
      if (!legislator?.inOffice || legislator.isDelegate || !token || claims.some((id) => id !== claims[0])) {
        // The general path: 401 without a session, 403 for another user's id, then 404 or 409.
        const actor = await requireUser(request);
        assertCallerClaims(request, actor.user.id, claims);
        if (legislator && !legislator.inOffice) throw new HttpError(409, leftOfficeMessage(legislator));
        if (legislator?.isDelegate) throw new HttpError(409, nonVotingMessage(legislator));
        throw new HttpError(404, apiText("legislatorNotFound"));
      }
      const outcome = await pledgeAsSession(ctx.db, ctx.sessions.actorParams(token), {
        legislatorId: legislator.id,
        shareOnSocial: request.body.shareOnSocial,
        onlyForUserId: claims[0] as number | undefined,
      });
      if (outcome.status === "signed-out") throw signInRequired();
      if (outcome.status === "not-created") {
        assertCallerClaims(request, outcome.actorId, claims);
        throw new HttpError(409, apiText("alreadyPledged"));
      }
      // The counts the pledge statement left, not the catalog's, which learns of them within a second.
      const actions = catalog.actionsOf(legislator.id);
      const counted = { ...legislator, ...outcome.counts, actions };
      const answer: CreatePledgeResponse = {
        pledge: { ...outcome.pledge, legislator: counted, status: pledgeStatus(legislator) },
      };
      await mailPledgeReceipt(ctx, outcome.pledge, outcome.voter, legislator);
      return reply.code(201).send(answer);
    },
  );

  await app.register(
    guarded("voter", async (voter) => {
      const pledgesSchema = { querystring: userIdQuery, response: { 200: userPledgesResponseSchema } };
      voter.get("/api/user/pledges", { schema: pledgesSchema }, async (request) => {
        const actor = await requireUser(request);
        const today = ctx.now();
        const rows = await pledgesOfUser(ctx.db, actor.user.id);
        return {
          pledges: rows.map(({ pledge, legislator: row }) => {
            const actions = catalog.actionsOf(row.id);
            // Members still in office come from the live catalog, with current counts.
            const legislator =
              catalog.find(String(row.id)) ?? presentLegislator(row, today, actions.length > 0);
            return {
              id: pledge.id,
              userId: pledge.userId,
              legislatorId: pledge.legislatorId,
              shareOnSocial: pledge.shareOnSocial,
              createdAt: pledge.createdAt.toISOString(),
              legislator: { ...legislator, actions },
              status: pledgeStatus(legislator),
            };
          }),
        };
      });

      voter.delete(
        "/api/pledges/:id",
        { schema: { params: z.object({ id: recordId() }) } },
        async (request, reply) => {
          const actor = await requireUser(request);
          await ctx.limiter.enforce([[ctx.rules.withdrawPerAccount, String(actor.user.id)]]);
          await withdrawPledge(ctx, actor.user.id, request.params.id);
          request.log.info({ userId: actor.user.id, pledgeId: request.params.id }, "pledge withdrawn");
          return reply.code(204).send();
        },
      );

      const legislatorsSchema = {
        querystring: userIdQuery,
        response: { 200: userLegislatorsResponseSchema },
      };
      voter.get("/api/user/legislators", { schema: legislatorsSchema }, async (request) => {
        const actor = await requireUser(request);
        return { legislators: legislatorsFor(actor.user, catalog) };
      });
    }),
  );
};

/**
 * Queued after the pledge's own statement, which stays one round trip: should the process stop in
 * between, the pledge stands without its receipt. The topic keeps it to one mail per pledge.
 */
async function mailPledgeReceipt(
  ctx: ServerContext,
  pledge: PledgeRow,
  voter: PledgingVoter,
  legislator: Legislator,
) {
  const { primary, support } = pledgeWordingIn([legislator], voter, voter.language);
  await enqueueTopicMails(ctx.db, [
    pledgeReceiptMail({
      to: voter.email,
      name: voter.name,
      userId: pledge.userId,
      pledgeId: pledge.id,
      legislatorName: legislator.fullName,
      words: primary ?? support ?? "",
      publicUrl: ctx.config.publicUrl,
      language: voter.language,
    }),
  ]);
  ctx.wakeMailer();
}

/**
 * A pledge falls due once its legislator has acted (docs/principles.md, "Constituents and
 * actions"), and is closed once they have left office.
 */
function pledgeStatus(legislator: Pick<Legislator, "hasActed" | "inOffice">): PledgeStatus {
  if (!legislator.inOffice) return "closed";
  return legislator.hasActed ? "due" : "conditional";
}

export function nonVotingMessage(legislator: Pick<Legislator, "fullName">): LocalizedText {
  return apiText("nonVoting", { name: legislator.fullName });
}

export function leftOfficeMessage(legislator: Pick<Legislator, "fullName" | "leftOffice">): LocalizedText {
  return (language) =>
    apiMessage(language, "leftOffice", {
      name: legislator.fullName,
      date: formatLongDate(legislator.leftOffice, LOCALES[language]),
    });
}

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
