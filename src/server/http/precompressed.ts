import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * A text body made once and compressed at most once per encoding, so hot routes cost a buffer
 * write instead of a serialisation and a compression per request.
 */
export class PrecompressedText {
  readonly identity: Buffer;
  #gzip: Buffer | undefined;
  #brotli: Buffer | undefined;

  constructor(
    readonly text: string,
    readonly contentType: string,
  ) {
    this.identity = Buffer.from(text);
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
}

/** A JSON body serialised once (the public read API's answers). */
export class PrecompressedJson extends PrecompressedText {
  constructor(json: string) {
    super(json, "application/json; charset=utf-8");
  }

  get json(): string {
    return this.text;
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

/** The same for reads, which have no request body to decompress either. */
export const precompressedRead = { ...precompressedRoute, decompress: false } as const;

export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, body: PrecompressedText) {
  reply.header("content-type", body.contentType).header("vary", "accept-encoding");
  const accepted = request.headers["accept-encoding"] ?? "";
  if (body.identity.length >= MIN_COMPRESS_BYTES) {
    if (/\bbr\b/.test(accepted)) return reply.header("content-encoding", "br").send(body.brotli);
    if (/\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(body.gzip);
  }
  return reply.send(body.identity);
}
