import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ServerContext } from "#server/context";
import { requestLanguage } from "#server/http/accept-language";
import { apiMessage } from "#server/i18n/api-messages";
import { contactMessageMail } from "#server/mail/messages";
import { enqueueMail } from "#server/mail/outbox";
import { contactSchema } from "#shared/contact";
import { saveContactMessage } from "./repo";

/** Where contact-form mail goes while CONTACT_EMAIL is unset: the local outbox of a developer. */
const UNCONFIGURED_CONTACT_INBOX = "contact@localhost";

export const contactRoutes: FastifyPluginAsyncZod<ServerContext> = async (app, ctx) => {
  app.post("/api/contact", { schema: { body: contactSchema } }, async (request, reply) => {
    await ctx.limiter.enforce([[ctx.rules.contactPerAddress, request.ip]]);
    const { website, ...message } = request.body;
    // A filled honeypot means a bot: answer as usual, keep nothing.
    const thanks = { message: apiMessage(requestLanguage(request), "contactThanks") };
    if (website) return reply.code(201).send(thanks);
    const actor = await request.actor();
    // Stored first: the message exists even while mail is delayed.
    await ctx.db.transaction(async (tx) => {
      await saveContactMessage(tx, { ...message, userId: actor?.user.id ?? null });
      await enqueueMail(
        tx,
        contactMessageMail({
          to: ctx.config.contactEmail ?? UNCONFIGURED_CONTACT_INBOX,
          fromName: message.name,
          fromEmail: message.email,
          subject: message.subject,
          message: message.message,
        }),
      );
    });
    ctx.wakeMailer();
    return reply.code(201).send(thanks);
  });
};
