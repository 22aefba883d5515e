import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServerContext } from "#server/context";
import { requestLanguage } from "#server/http/accept-language";
import { HttpError } from "#server/http/errors";
import { apiText } from "#server/i18n/api-messages";
import { legacyUserId } from "#shared/accounts";
import { recordId } from "#shared/ids";
import { assertCallerClaims } from "../auth/access";
import { buildCommunicationTemplates } from "./build-templates";

/**
 * Templates for anyone; filled from the signed-in voter's profile on the server (docs/principles.md,
 * principle 3), with bracket placeholders for what is unknown, in the request's language.
 */
export const templateRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, { catalog, now }) => {
  app.get(
    "/api/communication-templates/:legislatorId",
    {
      schema: {
        params: z.object({ legislatorId: recordId() }),
        querystring: z.object({ userId: legacyUserId }),
      },
    },
    async (request) => {
      const legislator = catalog.find(String(request.params.legislatorId));
      if (!legislator) throw new HttpError(404, apiText("legislatorNotFound"));
      const actor = await request.actor();
      if (actor) assertCallerClaims(request, actor.user.id);
      const user = actor?.via === "session" ? actor.user : null;
      return {
        templates: buildCommunicationTemplates(
          {
            legislator,
            sender: user && {
              name: user.name,
              address: user.address,
              city: user.city,
              state: user.state,
              zip: user.zip,
            },
            primary: catalog.primaryElection(legislator.state),
            today: now(),
          },
          requestLanguage(request),
        ),
      };
    },
  );
};
