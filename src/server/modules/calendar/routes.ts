import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServerContext } from "#server/context";
import { notFound } from "#server/http/errors";
import { apiText } from "#server/i18n/api-messages";
import { legacyUserId } from "#shared/accounts";
import { calendarFeedResponseSchema } from "#shared/engagement";
import { guarded } from "../auth/access";
import { requireUser } from "../auth/context";
import { deleteFeed } from "./repo";
import { createFeed, feedCalendar } from "./service";

const FEED_FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;

/**
 * The voter's secret calendar feed (docs/principles.md, "Reminders"): created or replaced and
 * revoked by the signed-in voter; fetched by their calendar app with the token alone.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  await app.register(
    guarded("voter", async (voter) => {
      voter.post(
        "/api/user/calendar-feed",
        {
          schema: {
            querystring: z.object({ userId: legacyUserId }),
            response: { 201: calendarFeedResponseSchema },
          },
        },
        async (request, reply) => {
          const actor = await requireUser(request);
          return reply.code(201).send({ url: await createFeed(ctx, actor.user.id) });
        },
      );
      voter.delete(
        "/api/user/calendar-feed",
        { schema: { querystring: z.object({ userId: legacyUserId }) } },
        async (request, reply) => {
          const actor = await requireUser(request);
          await deleteFeed(ctx.db, actor.user.id);
          return reply.code(204).send();
        },
      );
    }),
  );

  app.get(
    "/calendar/:file",
    // A calendar file, not a JSON call: left out of the API document.
    { schema: { hide: true, params: z.object({ file: z.string().max(200) }) } },
    async (request, reply) => {
      await ctx.limiter.enforce([[ctx.rules.calendarFeedPerAddress, request.ip]]);
      const token = FEED_FILE.exec(request.params.file)?.[1];
      const calendar = token ? await feedCalendar(ctx, token) : null;
      if (calendar === null) throw notFound(apiText("calendarNotFound"));
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="pledge-watch.ics"')
        .send(calendar);
    },
  );
};
