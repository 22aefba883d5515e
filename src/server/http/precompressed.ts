import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * A JSON body serialised once and compressed at most once per encoding, so hot read routes cost
 * a buffer write instead of a JSON.stringify and a compression per request.
 */
export class PrecompressedJson {
  readonly identity: Buffer;
  #gzip: Buffer | undefined;
  #brotli: Buffer | undefined;

  constructor(readonly json: string) {
    this.identity = Buffer.from(json);
  }

  get gzip(): Buffer {
    this.#gzip ??= gzipSync(this.identity, { level: 6 });
    return this.#gzip;
  }

  get brotli(): Buffer {
    this.#brotli ??= brotliCompressSync(this.identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
      },
    });
    return this.#brotli;
  }

  static of(value: unknown): PrecompressedJson {
    return new PrecompressedJson(JSON.stringify(value));
  }
}

const MIN_COMPRESS_BYTES = 1024;

/**
 * Route options for routes answering with sendPrecompressed: their bodies already come in every
 * encoding, so @fastify/compress's per-request hooks would only cost time (docs/performance.md).
 */
export const precompressedRoute = { compress: false } as const;

export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, body: PrecompressedJson) {
  reply.header("content-type", "application/json; charset=utf-8").header("vary", "accept-encoding");
  const accepted = request.headers["accept-encoding"] ?? "";
  if (body.identity.length >= MIN_COMPRESS_BYTES) {
    if (/\bbr\b/.test(accepted)) return reply.header("content-encoding", "br").send(body.brotli);
    if (/\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(body.gzip);
  }
  return reply.send(body.identity);
}
