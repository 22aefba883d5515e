import net from "node:net";

/** One HTTP/1.1 answer as it came off the wire. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The bytes of one HTTP/1.1 request; a JSON body when `body` is given. */
export function rawRequest(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): string {
  const payload = options.body === undefined ? "" : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    host: "127.0.0.1",
    ...(payload ? { "content-type": "application/json" } : {}),
    "content-length": String(Buffer.byteLength(payload)),
    ...options.headers,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join("")}\r\n${payload}`;
}

/**
 * A keep-alive connection driven byte by byte, so that a test decides exactly what is on the wire
 * (several requests in one write are pipelined) and sees every answer, reset and close. Answers
 * must carry Content-Length, as the API's do.
 */
export class RawConnection {
  readonly answers: RawAnswer[] = [];
  error: NodeJS.ErrnoException | undefined;
  readonly closed: Promise<void>;
  #buffer = Buffer.alloc(0);
  #bytesReceived = 0;
  #socket: net.Socket;
  #waiters: Array<() => void> = [];

  private constructor(socket: net.Socket) {
    this.#socket = socket;
    socket.on("data", (chunk) => {
      this.#bytesReceived += chunk.length;
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      this.#parse();
      this.#notify();
    });
    socket.on("error", (err) => {
      this.error = err;
    });
    this.closed = new Promise((resolve) => socket.once("close", () => resolve()));
    void this.closed.then(() => this.#notify());
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => resolve(new RawConnection(socket)));
      socket.once("error", reject);
    });
  }

  /** Writes the requests back to back in one write; resolves when the bytes are with the kernel. */
  send(...requests: string[]): Promise<void> {
    return new Promise((resolve, reject) =>
      this.#socket.write(requests.join(""), (err) => (err ? reject(err) : resolve())),
    );
  }

  /** Resolves once `count` answers have arrived in all, or the connection has closed. */
  async answered(count: number): Promise<RawAnswer[]> {
    await this.#until(() => this.answers.length >= count);
    return this.answers;
  }

  /** Resolves once the first bytes of an answer have arrived (its head, say), or the connection has closed. */
  async receiving(): Promise<void> {
    await this.#until(() => this.#bytesReceived > 0);
  }

  destroy() {
    this.#socket.destroy();
  }

  async #until(condition: () => boolean) {
    while (!condition() && !this.#socket.destroyed) {
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }

  #notify() {
    for (const wake of this.#waiters.splice(0)) wake();
  }

  #parse() {
    for (;;) {
      const end = this.#buffer.indexOf("\r\n\r\n");
      if (end < 0) return;
      const [statusLine = "", ...headerLines] = this.#buffer
        .subarray(0, end)
        .toString("latin1")
        .split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers["content-length"] ?? Number.NaN);
      if (!Number.isInteger(length)) throw new Error(`an answer without Content-Length: ${statusLine}`);
      if (this.#buffer.length < end + 4 + length) return;
      const body = this.#buffer.subarray(end + 4, end + 4 + length).toString("utf8");
      this.#buffer = this.#buffer.subarray(end + 4 + length);
      this.answers.push({ status: Number(statusLine.split(" ")[1]), headers, body });
    }
  }
}
