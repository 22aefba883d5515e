import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { type Drain, drainOnClose } from "#server/http/drain";
import { pollUntil } from "../support/poll";
import { RawConnection, rawRequest } from "../support/raw-http";

// The drain on a bare Node server (no database): what it does with requests sent but not yet read,
// pipelined requests, a request after the closing answer, and what is left at the deadline.
let server: http.Server;
let handled: string[];
const open: RawConnection[] = [];

async function start(
  handler: http.RequestListener,
): Promise<{ drain: Drain; connect(): Promise<RawConnection> }> {
  handled = [];
  server = http.createServer((request, response) => {
    handled.push(request.url ?? "");
    handler(request, response);
  });
  const drain = drainOnClose(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    drain,
    async connect() {
      const connection = await RawConnection.open(port);
      open.push(connection);
      return connection;
    },
  };
}

afterEach(() => {
  for (const connection of open.splice(0)) connection.destroy();
  server.close();
});

/** Resolves once the server has begun to handle a request for `url`; fails after two seconds. */
async function serverHandles(url: string) {
  const { value: seen } = await pollUntil(
    () => handled.includes(url),
    (seen) => seen,
    { timeoutMs: 2_000, intervalMs: 1 },
  );
  expect(seen, `the server never began ${url}`).toBe(true);
}

function answerAfter(ms: number): http.RequestListener {
  return (request, response) => {
    setTimeout(() => response.end(JSON.stringify({ url: request.url })), ms);
  };
}

function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // The event loop reads nothing meanwhile: what arrives stays in the socket.
  }
}

it("answers a request that was sent but not yet read, on an idle keep-alive connection", async () => {
  const { drain, connect } = await start(answerAfter(0));
  const connection = await connect();
  await connection.send(rawRequest("GET", "/first"));
  await connection.answered(1);

  // Handed to the kernel at once; the server reads it only once the event loop is free again.
  void connection.send(rawRequest("GET", "/unread"));
  const drained = drain(2_000);
  busyFor(150);
  expect(await drained).toEqual({ cut: 0 });
  const answers = await connection.answered(2);
  expect(answers.map((a) => [a.status, a.headers.connection])).toEqual([
    [200, "keep-alive"],
    [200, "close"],
  ]);
  expect(connection.error).toBeUndefined();
});

it("answers pipelined requests in order; only the last answer closes the connection", async () => {
  const { drain, connect } = await start(answerAfter(100));
  const connection = await connect();
  await connection.send(rawRequest("GET", "/1"), rawRequest("GET", "/2"), rawRequest("GET", "/3"));
  await serverHandles("/1");
  expect(await drain(2_000)).toEqual({ cut: 0 });
  const answers = await connection.answered(3);
  expect(answers.map((a) => [JSON.parse(a.body).url, a.headers.connection])).toEqual([
    ["/1", "keep-alive"],
    ["/2", "keep-alive"],
    ["/3", "close"],
  ]);
  await connection.closed;
  expect(connection.error).toBeUndefined();
});

it("does not process a request that arrives after the closing answer went out", async () => {
  const { drain, connect } = await start((_request, response) => {
    response.setHeader("content-length", "2");
    response.flushHeaders();
    setTimeout(() => response.end("{}"), 200);
  });
  const connection = await connect();
  const drained = drain(2_000);
  await connection.send(rawRequest("GET", "/answered"));
  // The closing answer's head is out; its body follows 200 ms later.
  await connection.receiving();
  await connection.send(rawRequest("GET", "/too-late"));
  expect(await drained).toEqual({ cut: 0 });
  await connection.closed;
  expect(handled).toEqual(["/answered"]);
  expect(connection.answers.map((a) => [a.status, a.headers.connection])).toEqual([[200, "close"]]);
});

it("cuts the connections still busy at the deadline", async () => {
  const { drain, connect } = await start(() => {
    // Never answers.
  });
  const connection = await connect();
  await connection.send(rawRequest("GET", "/stuck"));
  await serverHandles("/stuck");
  const started = performance.now();
  expect(await drain(300)).toEqual({ cut: 1 });
  expect(performance.now() - started).toBeLessThan(1_000);
  await connection.closed;
});
