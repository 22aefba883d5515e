import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";
import { apiMessage } from "../i18n/api-messages";
import { requestLanguage } from "./accept-language";

/**
 * After the signal the listener keeps accepting this long, plus one turn of the event loop, so that
 * connections the kernel has already queued are accepted and read instead of reset.
 */
const ACCEPT_GRACE_MS = 100;
/** While draining, connections are looked at this often; two quiet looks in a row close one. */
const SWEEP_MS = 50;

interface Connection {
  /** The answer to the newest request received on the connection (pipelined ones go out in order). */
  latest: ServerResponse | undefined;
  /** socket.bytesRead when a sweep last found the connection with nothing to answer. */
  quietAt: number | undefined;
}

/**
 * Drains the connections: resolves once every one has closed, `cut` telling how many were still
 * busy at the deadline and destroyed.
 */
export type Drain = (deadlineMs: number) => Promise<{ cut: number }>;

/**
 * Graceful shutdown for a Node HTTP server (docs/security.md, "Shutdown and database outages").
 * Node's own close() destroys every connection with no request being parsed at that instant,
 * which includes one whose request sits unread in the socket: the client sees a reset, on a POST
 * it cannot safely send again. The drain instead:
 *
 * - keeps accepting for a moment, then stops (net.Server's close, without http's reaping);
 * - answers every request already received, each connection's last answer with
 *   `Connection: close` so that the client stops using it and Node closes it once sent;
 * - closes a connection with nothing to answer only after it has stayed so, with no byte read,
 *   across two sweeps: whatever the client had sent has been read and parsed in between (a client
 *   that stops for a sweep in the middle of its request's headers is taken for idle);
 * - refuses (503) a request that arrives after its connection's closing answer has gone out, as
 *   HTTP requires; Node drops that answer with the connection, and the client, told the connection
 *   was closing, knows the request was not processed;
 * - destroys what is left at the deadline.
 *
 * Call it once the request listener is in place (Fastify: once the instance is built) and before
 * the server listens. The listener is wrapped: in normal running that costs a map lookup a request.
 */
export function drainOnClose(server: Server): Drain {
  const connections = new Map<Socket, Connection>();
  const closingAnswers = new WeakSet<ServerResponse>();
  let draining = false;

  server.on("connection", (socket: Socket) => {
    connections.set(socket, { latest: undefined, quietAt: undefined });
    socket.once("close", () => connections.delete(socket));
  });

  const listeners = server.listeners("request") as RequestListener[];
  server.removeAllListeners("request");
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (connection) {
      const previous = connection.latest;
      connection.latest = response;
      if (draining && !admit(previous, response)) return refuse(request, response);
    }
    for (const listener of listeners) listener.call(server, request, response);
  });

  function markClosing(response: ServerResponse) {
    if (response.headersSent) return;
    response.setHeader("connection", "close");
    closingAnswers.add(response);
  }

  /** Makes `response` its connection's closing answer, unless the previous one already went out. */
  function admit(previous: ServerResponse | undefined, response: ServerResponse): boolean {
    if (previous && closingAnswers.has(previous)) {
      if (previous.headersSent) return false;
      previous.removeHeader("connection");
      closingAnswers.delete(previous);
    }
    markClosing(response);
    return true;
  }

  function refuse(request: IncomingMessage, response: ServerResponse) {
    const language = requestLanguage({ url: request.url ?? "/", headers: request.headers });
    response.writeHead(503, { connection: "close", "content-type": "application/json", "retry-after": "1" });
    response.end(JSON.stringify({ message: apiMessage(language, "restarting") }));
  }

  function sweep() {
    for (const [socket, connection] of connections) {
      const busy = connection.latest !== undefined && !connection.latest.writableFinished;
      if (!busy && connection.quietAt === socket.bytesRead) socket.destroy();
      else connection.quietAt = busy ? undefined : socket.bytesRead;
    }
  }

  return (deadlineMs) => {
    draining = true;
    for (const { latest } of connections.values()) if (latest) markClosing(latest);
    return new Promise((resolve) => {
      let cut = 0;
      const sweeper = setInterval(sweep, SWEEP_MS);
      const deadline = setTimeout(() => {
        cut = connections.size;
        for (const socket of connections.keys()) socket.destroy();
      }, deadlineMs);
      const stopAccepting = () =>
        // Called with an error when the server was not listening; all the same, nothing is left.
        net.Server.prototype.close.call(server, () => {
          clearInterval(sweeper);
          clearTimeout(deadline);
          resolve({ cut });
        });
      setTimeout(() => setImmediate(stopAccepting), ACCEPT_GRACE_MS);
    });
  };
}
