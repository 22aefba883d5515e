import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { z } from "zod";
import { PrecompressedJson, precompressedRead, sendPrecompressed } from "../http/precompressed";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Answers described in the OpenAPI document only. For routes that send prebuilt bodies
     * (http/precompressed.ts): a response schema on the route itself would add a serialiser.
     */
    documentedResponse?: Record<number, z.ZodType>;
  }
}

export const OPENAPI_PATH = "/api/openapi.json";

/**
 * Collects every route registered after it, with its zod schemas turned into JSON Schema by the
 * zod type provider's transform. Register it before any route.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Pledge Watch API",
        description: "Generated from the route schemas. Conventions: docs/principles.md.",
        version: "1",
      },
    },
    transform: (input) => {
      const documented = input.route.config?.documentedResponse;
      return jsonSchemaTransform(
        documented ? { ...input, schema: { ...input.schema, response: documented } } : input,
      );
    },
  });
}

/** `GET /api/openapi.json`: public, cacheable, built and compressed once on the first request. */
export function openApiRoute(app: FastifyInstance) {
  let body: PrecompressedJson | undefined;
  app.get(OPENAPI_PATH, precompressedRead, (request, reply) => {
    body ??= PrecompressedJson.of(app.swagger());
    reply.header("cache-control", "public, max-age=3600");
    return sendPrecompressed(request, reply, body);
  });
}
