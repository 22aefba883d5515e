import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DATABASE_RETRY_AFTER_SECONDS, describeDatabaseFailure, isDatabaseUnavailable } from "#db/errors";
import type { Language } from "#shared/language";
import { requestLanguage } from "../http/accept-language";
import { type ErrorText, HttpError } from "../http/errors";
import { apiMessage, localizeServerMessage } from "../i18n/api-messages";

interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/**
 * Turns every failure into the `{message, errors?}` of docs/principles.md and never leaks a 5xx's
 * internals. The message and each field's message are in the request's language (requestLanguage).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    const say = (text: ErrorText) => localizeServerMessage(text, language);
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const errors = error.fieldErrors && mapValues(error.fieldErrors, say);
      return reply.code(error.statusCode).send(body(say(error.text), errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, "").replaceAll("/", ".") ||
          String((issue.params as { issue?: { path?: unknown[] } }).issue?.path?.join(".") ?? "") ||
          "body";
        errors[field] ??= say(issue.message ?? apiMessage("en", "invalidValue"));
      }
      return reply.code(400).send(body(apiMessage(language, "checkFields"), errors));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(body(apiMessage(language, "bodyTooLarge")));
    if (status === 415) return reply.code(415).send(body(apiMessage(language, "jsonOnly")));
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body(clientMessage(error, language)));
    }
    // The database could not be reached or did not answer in time: the client may try again later.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ database: describeDatabaseFailure(error) }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send(body(apiMessage(language, "unavailable")));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(status === 503 ? 503 : 500).send(body(apiMessage(language, "failed")));
  });
}

function clientMessage(error: FastifyError, language: Language): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return apiMessage(language, "invalidJson");
    default:
      return error.message
        ? localizeServerMessage(error.message, language)
        : apiMessage(language, "badRequest");
  }
}

function mapValues<T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

function body(message: string, errors?: Record<string, string>): ErrorBody {
  return errors && Object.keys(errors).length > 0 ? { message, errors } : { message };
}
