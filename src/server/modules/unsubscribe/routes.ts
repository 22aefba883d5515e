import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServerContext } from "#server/context";
import { requestLanguage } from "#server/http/accept-language";
import { apiMessage } from "#server/i18n/api-messages";
import { messageResponseSchema } from "#shared/accounts";
import { text } from "#shared/text";
import { INVALID_UNSUBSCRIBE_LINK, unsubscribe } from "./service";

const tokenQuery = z.object({
  token: text({ error: INVALID_UNSUBSCRIBE_LINK })
    .min(1, INVALID_UNSUBSCRIBE_LINK)
    .max(200, INVALID_UNSUBSCRIBE_LINK),
});

/**
 * POST /api/unsubscribe?token=…: RFC 8058 one-click unsubscribe. A mail client posts the form
 * body `List-Unsubscribe=One-Click`; the /unsubscribe page posts an empty JSON object. No sign-in:
 * the token is the proof.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    "/api/unsubscribe",
    {
      schema: {
        querystring: tokenQuery,
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await ctx.limiter.enforce([[ctx.rules.unsubscribePerAddress, request.ip]]);
      await unsubscribe(ctx.db, ctx.tokenKey, request.query.token, ctx.now());
      return { message: apiMessage(requestLanguage(request), "unsubscribed") };
    },
  );
};
