import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "#server/http/errors";
import { apiText } from "#server/i18n/api-messages";
import type { ShareCards } from "./service";

const CARD_FILE = /^([a-z0-9-]{1,120})\.png$/;

/** GET /og/legislators/{slug}.png: a legislator's 1200×630 share card (decisions.md section 10). */
export const shareCardRoutes: FastifyPluginAsyncZod<{ cards: ShareCards }> = async (app, { cards }) => {
  app.get(
    "/og/legislators/:file",
    // An image, not a JSON call: left out of the API document.
    { schema: { hide: true, params: z.object({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const slug = CARD_FILE.exec(request.params.file)?.[1];
      const card = slug ? await cards.card(slug) : null;
      if (!card) throw notFound(apiText("shareCardNotFound"));
      // Link previews fetch the card now and then; a changed count shows within ten minutes.
      reply.header("cache-control", "public, max-age=600").header("etag", card.etag);
      if (request.headers["if-none-match"] === card.etag) return reply.code(304).send();
      return reply.type("image/png").send(card.png);
    },
  );
};
