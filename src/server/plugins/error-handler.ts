import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DATABASE_RETRY_AFTER_SECONDS, describeDatabaseFailure, isDatabaseUnavailable } from "#db/errors";
import { HttpError } from "../http/errors";

interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** Turns every failure into the `{message, errors?}` of docs/principles.md and never leaks a 5xx's internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(body(error.message, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, "").replaceAll("/", ".") ||
          String((issue.params as { issue?: { path?: unknown[] } }).issue?.path?.join(".") ?? "") ||
          "body";
        errors[field] ??= issue.message ?? "Invalid value";
      }
      return reply.code(400).send(body("Please check the highlighted fields", errors));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(body("The request body is too large"));
    if (status === 415) return reply.code(415).send(body("Send the request body as application/json"));
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body(clientMessage(error)));
    }
    // The database could not be reached or did not answer in time: the client may try again later.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ database: describeDatabaseFailure(error) }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send(body("The service is briefly unavailable. Please try again in a few seconds."));
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .code(status === 503 ? 503 : 500)
      .send(body("Something went wrong on our side. Please try again."));
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is not valid JSON";
    default:
      return error.message || "Bad request";
  }
}

function body(message: string, errors?: Record<string, string>): ErrorBody {
  return errors && Object.keys(errors).length > 0 ? { message, errors } : { message };
}
