import net from "node:net";

/**
 * A TCP proxy on 127.0.0.1 that can "freeze" like a stopped database server: no byte is forwarded
 * either way and no socket is closed; connections made meanwhile complete their TCP handshake (the
 * kernel does that) and are then held without a word until thawed.
 */
export class FreezableProxy {
  #server: net.Server;
  #sockets = new Set<net.Socket>();
  #held: net.Socket[] = [];
  #frozen = false;

  private constructor(
    private readonly target: { host: string; port: number },
    server: net.Server,
  ) {
    this.#server = server;
    server.on("connection", (client) => {
      this.#track(client);
      if (this.#frozen) {
        client.pause();
        this.#held.push(client);
      } else this.#connect(client);
    });
  }

  static async start(target: { host: string; port: number }): Promise<FreezableProxy> {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return new FreezableProxy(target, server);
  }

  get port(): number {
    return (this.#server.address() as net.AddressInfo).port;
  }

  /** `url` with its host and port replaced by the proxy's. */
  reach(url: string): string {
    const through = new URL(url);
    through.hostname = "127.0.0.1";
    through.port = String(this.port);
    return through.toString();
  }

  freeze() {
    this.#frozen = true;
    for (const socket of this.#sockets) socket.pause();
  }

  thaw() {
    this.#frozen = false;
    for (const socket of this.#sockets) socket.resume();
    for (const client of this.#held.splice(0)) this.#connect(client);
  }

  async close() {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise((resolve) => this.#server.close(resolve));
  }

  #track(socket: net.Socket) {
    this.#sockets.add(socket);
    socket.on("error", () => socket.destroy());
    socket.once("close", () => this.#sockets.delete(socket));
  }

  #connect(client: net.Socket) {
    const upstream = net.connect(this.target.port, this.target.host);
    this.#track(upstream);
    client.on("data", (chunk) => upstream.write(chunk));
    upstream.on("data", (chunk) => client.write(chunk));
    client.once("close", () => upstream.destroy());
    upstream.once("close", () => client.destroy());
    client.resume();
  }
}
