import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import Fastify from "fastify";
import { announceListening, closeOnSignal } from "./child";

/**
 * The yardstick: a bare Fastify route answering with a body serialised and gzipped once, the same
 * bytes the app answers the case with, so the ratio measures only what the app adds.
 */
const identity = readFileSync(process.env.BODY_FILE ?? "");
const gzip = gzipSync(identity, { level: 6 });

const app = Fastify({ logger: false });
app.route({
  method: ["GET", "POST"],
  url: "/bare",
  handler(request, reply) {
    reply.header("content-type", "application/json; charset=utf-8");
    if (request.headers["accept-encoding"]?.includes("gzip")) {
      return reply.header("content-encoding", "gzip").send(gzip);
    }
    return reply.send(identity);
  },
});

announceListening(await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" }));
closeOnSignal(() => app.close());
